// The test context: a fresh app with a fresh database for every test, served on its worker's port, behind the
// worker's Prism proxy (started once per run by the global setup) that checks every response against the spec.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEvent } from 'kysely';
import { afterEach, beforeEach, describe, inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { DatabaseLocation } from '../../server/database/connect.js';
import type { Database } from '../../server/database/schema.js';
import type { Services } from '../../server/services.js';
import { adminToken, freshDatabase, testDatabaseKind, type TestDatabase } from './database.js';
import { workerServer } from './worker-server.js';

export { adminToken };

export interface ApiRequest {
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | string[]>;
  json?: unknown;
  /** Name-value pairs; a list of pairs repeats names in order (`a[][x]=1&a[][x]=2`). */
  form?: Record<string, string> | [string, string][];
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
  /** Where the test's database lives, for a second connection to it. */
  readonly databaseLocation: DatabaseLocation;
  /** What the app of the current test was built with: job runners in tests take it (server/jobs/runner.ts). */
  readonly services: Services;
  request<Body = any>(method: string, path: string, options?: ApiRequest): Promise<ApiResponse<Body>>;
  /** The statements the database ran while `run` ran (each one a round trip on PostgreSQL). */
  statementsDuring(run: () => Promise<unknown>): Promise<string[]>;
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
  const server = workerServer();
  let database: TestDatabase | undefined;
  /** A data directory (uploads, repositories) of the test's own, removed after it. */
  let dataDir: string | undefined;
  let services: Services | undefined;
  let statements: string[] | undefined;
  const log = (event: LogEvent) => { statements?.push(event.query.sql); };

  beforeEach(async () => {
    [database, dataDir] = await Promise.all([freshDatabase(inject('postgresTemplate'), log), mkdtemp(join(tmpdir(), 'rhs-test-')), server.listening]);
    server.serve(buildApp(services = { db: database.db, config: { externalUrl: server.rootUrl, dataDir, validateResponses: true } }));
  });
  afterEach(async () => {
    server.serve(undefined);
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = undefined;
    database = undefined;
  });

  const rootUrl = server.rootUrl;
  const context: ApiContext = {
    get url() { return server.prismUrl; },
    get directUrl() { return `${rootUrl}/api/v4`; },
    get rootUrl() { return rootUrl; },
    get db() { return database!.db; },
    get databaseLocation() { return database!.location; },
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
    async statementsDuring(run) {
      statements = [];
      try {
        await run();
        return statements;
      } finally {
        statements = undefined;
      }
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
