// Retries against a local stub server: which answers are retried, how long the client waits, and when it gives up.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createClient, retryAfter, unwrap, type RetryOptions } from '../../client/index.js';

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A server answering each request with the next of `answers` (the last one again when they run out). */
async function stubServer(answers: Answer[]) {
  const received: { method: string; at: number; body: string }[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      received.push({ method: request.method!, at: Date.now(), body });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      response.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body ?? { message: `${answer.status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stop = () => new Promise((resolve) => server.close(() => resolve()));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`, received };
}
let stop: (() => Promise<void>) | undefined;
afterEach(async () => { await stop?.(); stop = undefined; });

const version = { version: '17.0.0', revision: 'abc' };
const fast: RetryOptions = { delay: 20, maxDelay: 2_000 };
const gaps = (received: { at: number }[]) => received.slice(1).map((request, i) => request.at - received[i]!.at);

describe('retries', () => {
  test('a 429 is retried after the Retry-After seconds, then the answer is returned', async () => {
    const stub = await stubServer([{ status: 429, headers: { 'Retry-After': '1' } }, { status: 200, body: version }]);
    const client = createClient({ baseUrl: stub.baseUrl, retry: fast });
    expect(unwrap(await client.GET('/version'))).toEqual(version);
    expect(stub.received).toHaveLength(2);
    expect(gaps(stub.received)[0]).toBeGreaterThanOrEqual(990);
  });

  test('Retry-After as an HTTP date is waited for until that time', async () => {
    const at = new Date(Math.ceil((Date.now() + 1_000) / 1_000) * 1_000);
    const stub = await stubServer([{ status: 503, headers: { 'Retry-After': at.toUTCString() } }, { status: 200, body: version }]);
    expect(unwrap(await createClient({ baseUrl: stub.baseUrl, retry: fast }).GET('/version'))).toEqual(version);
    expect(stub.received[1]!.at).toBeGreaterThanOrEqual(at.getTime() - 10);
  });

  test('5xx without Retry-After backs off exponentially and gives up after the retries, returning the last answer', async () => {
    const stub = await stubServer([{ status: 502 }, { status: 500 }, { status: 504 }, { status: 503, body: { message: 'still down' } }]);
    const result = await createClient({ baseUrl: stub.baseUrl, retry: { retries: 3, delay: 100, maxDelay: 2_000 } }).GET('/version');
    expect(result.response.status).toBe(503);
    expect(result.error).toEqual({ message: 'still down' });
    expect(stub.received).toHaveLength(4);
    // Each wait is between half and all of 100, 200, 400 ms.
    const [first, second, third] = gaps(stub.received);
    expect(first).toBeGreaterThanOrEqual(45);
    expect(second).toBeGreaterThanOrEqual(95);
    expect(third).toBeGreaterThanOrEqual(195);
    expect(third!).toBeLessThan(1_000);
  });

  test('a POST is retried on 429 with its body, but not on 5xx unless asked', async () => {
    const limited = await stubServer([{ status: 429, headers: { 'Retry-After': '0' } }, { status: 201, body: { id: 1 } }]);
    const created = await createClient({ baseUrl: limited.baseUrl, retry: fast }).POST('/projects', { body: { name: 'Retried' } });
    expect(created.response.status).toBe(201);
    expect(limited.received.map((request) => [request.method, request.body])).toEqual([
      ['POST', '{"name":"Retried"}'],
      ['POST', '{"name":"Retried"}'],
    ]);
    await stop!();

    const failing = await stubServer([{ status: 500 }, { status: 500 }, { status: 201, body: { id: 1 } }]);
    const once = await createClient({ baseUrl: failing.baseUrl, retry: fast }).POST('/projects', { body: { name: 'Once' } });
    expect(once.response.status).toBe(500);
    expect(failing.received).toHaveLength(1);
    const twice = await createClient({ baseUrl: failing.baseUrl, retry: { ...fast, retryUnsafeMethods: true } }).POST('/projects', { body: { name: 'Twice' } });
    expect(twice.response.status).toBe(201);
    expect(failing.received).toHaveLength(3);
  });

  test('a Retry-After longer than maxDelay is not waited for; 4xx other than 429 and retry: false are not retried', async () => {
    const stub = await stubServer([{ status: 429, headers: { 'Retry-After': '3600' } }, { status: 200, body: version }]);
    const started = Date.now();
    const result = await createClient({ baseUrl: stub.baseUrl, retry: fast }).GET('/version');
    expect(result.response.status).toBe(429);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(stub.received).toHaveLength(1);
    await stop!();

    const notFound = await stubServer([{ status: 404, body: { message: '404 Not Found' } }, { status: 200, body: version }]);
    expect((await createClient({ baseUrl: notFound.baseUrl, retry: fast }).GET('/version')).response.status).toBe(404);
    await stop!();
    const off = await stubServer([{ status: 503 }, { status: 200, body: version }]);
    expect((await createClient({ baseUrl: off.baseUrl, retry: false }).GET('/version')).response.status).toBe(503);
    expect(off.received).toHaveLength(1);
  });

  test('an aborted request stops waiting', async () => {
    const stub = await stubServer([{ status: 429, headers: { 'Retry-After': '1' } }, { status: 200, body: version }]);
    const controller = new AbortController();
    const pending = createClient({ baseUrl: stub.baseUrl, retry: fast }).GET('/version', { signal: controller.signal });
    // Aborted while it waits out the Retry-After of the first answer.
    await expect.poll(() => stub.received.length).toBe(1);
    controller.abort(new Error('gave up'));
    await expect(pending).rejects.toThrow('gave up');
    expect(stub.received).toHaveLength(1);
  });

  test('retryAfter reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('Mon, 23 Nov 2026 08:00:00 GMT');
    expect(retryAfter('120', now)).toBe(120_000);
    expect(retryAfter('Mon, 23 Nov 2026 08:00:30 GMT', now)).toBe(30_000);
    expect(retryAfter('Mon, 23 Nov 2026 07:59:00 GMT', now)).toBe(0);
    expect(retryAfter('soon', now)).toBeUndefined();
    expect(retryAfter(null, now)).toBeUndefined();
  });
});
