// A real webhook receiver on 127.0.0.1, and helpers shared by the hook tests.
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ApiContext } from '../support/context.js';
import { adminToken } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';

export interface Received {
  headers: IncomingHttpHeaders;
  body: any;
  /** When the request arrived (ms since the epoch). */
  at: number;
}

export interface Answer {
  status: number;
  /** Wait this long before answering. */
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
export async function selfSignedCertificate(): Promise<Certificate> {
  const directory = mkdtempSync(join(tmpdir(), 'rhs-hook-tls-'));
  const [key, cert] = [join(directory, 'key.pem'), join(directory, 'cert.pem')];
  try {
    await new Promise<void>((resolve, reject) => {
      execFile('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], (error) => (error ? reject(error) : resolve()));
    });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** Answers the n-th request (from 0) as `answer(n)` says; 200 by default. With a certificate it speaks https. */
export async function startReceiver(answer: (index: number) => Answer = () => ({ status: 200 }), tls?: Certificate): Promise<Receiver> {
  const received: Received[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const index = received.length;
      received.push({ headers: request.headers, body: JSON.parse(text), at: Date.now() });
      const { status, delayMs = 0, headers = {} } = answer(index);
      setTimeout(() => {
        response.writeHead(status, headers);
        response.end('ok');
      }, delayMs);
    });
  };
  const server: Server = tls ? createTlsServer(tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
    received,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export async function allowLocalHooks(api: ApiContext, allowed: boolean): Promise<void> {
  const response = await api.request('PUT', '/application/settings', {
    direct: true,
    token: adminToken,
    json: { allow_local_requests_from_hooks_and_services: allowed },
  });
  expect(response.status, response.text).toBe(200);
}

export interface TestProject {
  id: number;
  http_url_to_repo: string;
  web_url: string;
  path_with_namespace: string;
  default_branch: string;
}

export async function createProject(api: ApiContext, name: string, options: { token?: string; visibility?: string } = {}): Promise<TestProject> {
  const response = await api.request('POST', '/projects', {
    direct: true,
    token: options.token ?? adminToken,
    json: { name, visibility: options.visibility ?? 'private' },
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

export async function addHook(api: ApiContext, projectId: number, json: Record<string, unknown>): Promise<{ id: number }> {
  const response = await api.request('POST', `/projects/${projectId}/hooks`, { token: adminToken, json });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Pushes `master` and a `feature` branch one commit ahead of it (and `extraRefs` at master's commit). */
export async function pushMasterAndFeature(project: TestProject, extraRefs: string[] = []): Promise<void> {
  const work = scratchDirectory();
  expect((await runGit(['clone', '-q', withCredentials(project.http_url_to_repo, adminToken), work])).code).toBe(0);
  await commitFile(work, 'a.txt', 'a\n', 'Add a');
  expect((await runGit(['push', '-q', 'origin', 'HEAD:master', 'HEAD:refs/heads/feature', ...extraRefs], work)).code).toBe(0);
  await commitFile(work, 'b.txt', 'b\n', 'Add b');
  expect((await runGit(['push', '-q', 'origin', 'HEAD:refs/heads/feature'], work)).code).toBe(0);
}
