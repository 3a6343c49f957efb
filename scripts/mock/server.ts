// The mock server of `npm run mock`: Prism's mock of the spec behind a small front that gives a refused request the
// service's error shape with the actual reason, and gives a list the page asked for with headers that agree with it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startPrismProcess } from '../prism-process.js';
import { pageOf } from './page-headers.js';
import { badRequestBody, requestViolations } from './request-errors.js';

export interface MockServer {
  /** Base URL of the API, ending in `/api/v4`. */
  url: string;
  stop(): Promise<void>;
}

const pageHeaderNames = ['x-page', 'x-per-page', 'x-total', 'x-total-pages', 'x-next-page', 'x-prev-page', 'link'];

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  try { return JSON.parse(text); } catch { return undefined; }
}

async function answer(prismUrl: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const requestUrl = new URL(request.url ?? '/', 'http://mock.invalid');
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'host' && name !== 'connection') headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const upstream = await fetch(`${new URL(prismUrl).origin}${requestUrl.pathname}${requestUrl.search}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : await readBody(request),
  });
  const text = await upstream.text();
  const outgoing = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)));
  const violations = requestViolations(upstream.headers.get('sl-violations'), parseJson(text));
  if (upstream.status >= 400 && violations.length > 0 && upstream.status !== 401) {
    outgoing['content-type'] = 'application/json';
    response.writeHead(400, outgoing).end(JSON.stringify(badRequestBody(violations)));
    return;
  }
  const body = parseJson(text);
  if (method === 'GET' && upstream.status === 200 && Array.isArray(body)) {
    const page = pageOf(body, requestUrl);
    for (const name of pageHeaderNames) delete outgoing[name];
    response.writeHead(200, { ...outgoing, ...page.headers }).end(JSON.stringify(page.items));
    return;
  }
  response.writeHead(upstream.status, outgoing).end(text);
}

/** Starts the mock on `port` of `host` (0: a free port). */
export async function startMock(port: number, host = '127.0.0.1'): Promise<MockServer> {
  const prism = await startPrismProcess('mock', ['--errors']);
  const front = createServer((request, response) => {
    answer(prism.url, request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: `the mock failed: ${error.message}` }));
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(port, host, resolve);
    });
  } catch (error) {
    await prism.stop();
    throw error;
  }
  const { port: listening } = front.address() as { port: number };
  return {
    url: `http://${host}:${listening}/api/v4`,
    async stop() {
      await new Promise<void>((resolve) => { front.close(() => resolve()); front.closeAllConnections(); });
      await prism.stop();
    },
  };
}
