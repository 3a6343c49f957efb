// The test context: the app on an ephemeral port with a fresh database for every test, and one Prism proxy per
// test file in front of it that checks every response against the spec.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { bootstrapAdmin } from '../../server/auth/bootstrap-admin.js';
import type { Database } from '../../server/database/schema.js';
import type { Services } from '../../server/services.js';
import { freshDatabase, testDatabaseKind, type TestDatabase } from './database.js';
import { startPrism, type Prism } from './prism.js';

export const adminToken = 'test-admin-token';

export interface ApiRequest {
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | string[]>;
  json?: unknown;
  form?: Record<string, string>;
  /** Skip Prism: for what the spec cannot describe (unknown routes) or what Prism rewrites (Host). */
  direct?: boolean;
}

export interface ApiResponse<Body = any> {
  status: number;
  headers: Headers;
  body: Body;
  text: string;
}

export interface TestUser {
  id: number;
  username: string;
  token: string;
}

export interface ApiContext {
  /** Base URL through Prism, ending in `/api/v4`. */
  readonly url: string;
  /** Base URL of the server itself, ending in `/api/v4`. */
  readonly directUrl: string;
  /** The server's root URL (EXTERNAL_URL), for the web sign-in and OAuth endpoints. */
  readonly rootUrl: string;
  readonly db: Database;
  /** What the app of the current test was built with: job runners in tests take it (server/jobs/runner.ts). */
  readonly services: Services;
  request<Body = any>(method: string, path: string, options?: ApiRequest): Promise<ApiResponse<Body>>;
  /** Creates a user through the API (as root) with a personal access token of the given scopes. */
  createUser(username: string, options?: { admin?: boolean; scopes?: string[]; password?: string }): Promise<TestUser>;
}

function queryString(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return `?${params}`;
}

/** Registers the hooks of a test context in the enclosing file or `describe` and returns it. */
export function useApi(): ApiContext {
  let server: Server;
  let prism: Prism;
  let database: TestDatabase | undefined;
  /** A data directory (uploads, repositories) of the test's own, removed after it. */
  let dataDir: string | undefined;
  let services: Services | undefined;
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  let rootUrl = '';

  beforeAll(async () => {
    server = createServer((request, response) => handler(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    rootUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    prism = await startPrism('proxy', rootUrl);
  }, 60_000);
  afterAll(async () => {
    await prism?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });
  beforeEach(async () => {
    database = await freshDatabase();
    await bootstrapAdmin(database.db, adminToken);
    dataDir = await mkdtemp(join(tmpdir(), 'rhs-test-'));
    handler = buildApp(services = { db: database.db, config: { externalUrl: rootUrl, dataDir, validateResponses: true } });
  });
  afterEach(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = undefined;
    database = undefined;
  });

  const context: ApiContext = {
    get url() { return prism.url; },
    get directUrl() { return `${rootUrl}/api/v4`; },
    get rootUrl() { return rootUrl; },
    get db() { return database!.db; },
    get services() { return services!; },
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers['PRIVATE-TOKEN'] = options.token;
      let body: string | undefined;
      if (options.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      }
      const base = options.direct ? context.directUrl : context.url;
      const response = await fetch(`${base}${path}${queryString(options.query)}`, { method, headers, body, redirect: 'manual' });
      const violations = response.headers.get('sl-violations');
      const text = await response.text();
      if (violations) throw new Error(`Prism found the exchange ${method} ${path} → ${response.status} differs from the spec: ${violations}\n${text}`);
      let parsed: unknown = text;
      try { parsed = text === '' ? undefined : JSON.parse(text); } catch { /* not JSON: keep the text */ }
      return { status: response.status, headers: response.headers, body: parsed as never, text };
    },
    async createUser(username, { admin = false, scopes = ['api'], password = 'password-of-test-user' } = {}) {
      // Setup goes to the server directly: Prism's checks are for the exchanges under test.
      const created = await context.request('POST', '/users', {
        direct: true,
        token: adminToken,
        json: { username, name: username, email: `${username}@example.com`, password, admin },
      });
      if (created.status !== 201) throw new Error(`creating ${username}: ${created.status} ${created.text}`);
      const token = await context.request('POST', `/users/${created.body.id}/personal_access_tokens`, {
        direct: true,
        token: adminToken,
        json: { name: 'test', scopes },
      });
      if (token.status !== 201) throw new Error(`token for ${username}: ${token.status} ${token.text}`);
      return { id: created.body.id, username, token: token.body.token };
    },
  };
  return context;
}

/** A `describe` that runs on the selected database, and is skipped (visibly) when PostgreSQL is unreachable. */
export function describeApi(name: string, body: (api: ApiContext) => void): void {
  const skip = testDatabaseKind === 'postgres' && !inject('postgresReachable');
  describe.skipIf(skip)(`${name} [${testDatabaseKind}]`, () => body(useApi()));
}
