// Test mode: `POST /-/test/reset` brings back the state of the start, on a server started in-process by
// `startTestServer` (and only there: a server without test mode has no such route).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startServer } from '../../server/start.js';
import { startTestServer, type TestServer } from '../../server/testing.js';
import { adminToken, describeApi } from '../support/context.js';
import { emptyPostgresDatabase, testDatabaseKind } from '../support/database.js';

describeApi('test reset without test mode', (api) => {
  test('the route does not exist: 404 like any unknown route, even for an administrator', async () => {
    const response = await api.request('POST', '/-/test/reset', { token: adminToken });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: '404 Not Found' });
  });

  test('nor do the journal, the faults and the clock', async () => {
    for (const [method, path] of [['GET', '/-/test/requests'], ['DELETE', '/-/test/requests'], ['GET', '/-/test/faults'], ['DELETE', '/-/test/faults'], ['DELETE', '/-/test/faults/1'], ['GET', '/-/test/clock']] as const) {
      const response = await api.request(method, path, { token: adminToken });
      expect([response.status, response.body], `${method} ${path}`).toEqual([404, { error: '404 Not Found' }]);
    }
    for (const [path, body] of [['/-/test/faults', { status: 500 }], ['/-/test/clock', { advance_seconds: 60 }]] as const) {
      const response = await api.request(path === '/-/test/clock' ? 'PUT' : 'POST', path, { token: adminToken, json: body });
      expect(response.status, path).toBe(404);
    }
  });
});

const skip = testDatabaseKind === 'postgres' && !inject('postgresReachable');

describe.skipIf(skip)(`test reset in test mode [${testDatabaseKind}]`, () => {
  let server: TestServer;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let database: string | undefined;
    if (testDatabaseKind === 'postgres') ({ url: database, drop: dropDatabase } = await emptyPostgresDatabase());
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  const call = async (method: string, path: string, token?: string, json?: unknown) => {
    const response = await fetch(`${server.apiUrl}${path}`, {
      method,
      headers: { ...(token ? { 'PRIVATE-TOKEN': token } : {}), ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const created = async (method: string, path: string, token: string, json: unknown) => {
    const response = await call(method, path, token, json);
    if (response.status !== 201) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };

  test('everything made since the start is gone, ids start over, and the administrator token still works', async () => {
    const user = await created('POST', '/users', server.adminToken, { username: 'alice', name: 'Alice', email: 'alice@example.com', password: 'password-of-alice' });
    const token = (await created('POST', `/users/${user.id}/personal_access_tokens`, server.adminToken, { name: 'test', scopes: ['api'] })).token;
    const project = await created('POST', '/projects', token, { name: 'Tool', initialize_with_readme: true });
    await created('POST', `/projects/${project.id}/issues`, token, { title: 'Broken' });
    await created('POST', `/projects/${project.id}/hooks`, token, { url: 'https://example.com/hook' });
    expect((await call('PUT', '/application/settings', server.adminToken, { signup_enabled: false })).status).toBe(200);

    expect(await call('POST', '/-/test/reset', server.adminToken)).toEqual({ status: 204, body: undefined });

    expect((await call('GET', '/projects', server.adminToken)).body).toEqual([]);
    expect((await call('GET', '/users', server.adminToken)).body.map((each: { username: string }) => each.username)).toEqual(['root']);
    expect((await call('GET', '/user', token)).status).toBe(401);
    expect((await call('GET', '/user', server.adminToken)).body).toMatchObject({ username: 'root', is_admin: true });
    expect((await call('GET', '/application/settings', server.adminToken)).body).toMatchObject({ signup_enabled: true });

    // The same ids again, and the repository of the first start's project is gone with it.
    const again = await created('POST', '/projects', server.adminToken, { name: 'Tool' });
    expect(again.id).toBe(project.id);
    expect((await call('GET', `/projects/${again.id}/repository/branches`, server.adminToken)).body).toEqual([]);
    expect((await call('GET', `/projects/${again.id}/issues`, server.adminToken)).body).toEqual([]);
    expect((await call('GET', `/projects/${again.id}/hooks`, server.adminToken)).body).toEqual([]);
    await server.reset();
    expect((await call('GET', '/projects', server.adminToken)).body).toEqual([]);
  });

  test('needs an administrator: 401 without a token, 403 for a user, and nothing is reset', async () => {
    const user = await created('POST', '/users', server.adminToken, { username: 'bob', name: 'Bob', email: 'bob@example.com', password: 'password-of-bob' });
    const token = (await created('POST', `/users/${user.id}/personal_access_tokens`, server.adminToken, { name: 'test', scopes: ['api'] })).token;

    expect(await call('POST', '/-/test/reset')).toEqual({ status: 401, body: { message: '401 Unauthorized' } });
    expect(await call('POST', '/-/test/reset', token)).toEqual({ status: 403, body: { message: '403 Forbidden' } });
    expect((await call('GET', '/user', token)).body).toMatchObject({ username: 'bob' });
    await server.reset();
  });
});

describe.skipIf(skip)(`test reset of what the start held [${testDatabaseKind}]`, () => {
  test('rows and repositories that existed at the start come back as they were after changes', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rhs-reset-start-'));
    const adminToken = `token-${randomBytes(8).toString('hex')}`;
    let database: { url: string; drop(): Promise<void> } | undefined;
    if (testDatabaseKind === 'postgres') database = await emptyPostgresDatabase();
    const start = (testMode: boolean) => startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: database?.url, adminToken, testMode });
    const call = async (url: string, method: string, path: string, json?: unknown) => {
      const response = await fetch(`${url}/api/v4${path}`, {
        method,
        headers: { 'PRIVATE-TOKEN': adminToken, ...(json ? { 'Content-Type': 'application/json' } : {}) },
        body: json ? JSON.stringify(json) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    };
    try {
      // A first run makes the state that the second run, in test mode, starts with.
      const first = await start(false);
      const project = (await call(first.url, 'POST', '/projects', { name: 'Tool', initialize_with_readme: true })).body;
      const issue = (await call(first.url, 'POST', `/projects/${project.id}/issues`, { title: 'Broken' })).body;
      expect((await call(first.url, 'POST', `/projects/${project.id}/repository/commits`, {
        branch: 'fix', start_branch: 'master', commit_message: 'Fix', actions: [{ action: 'create', file_path: 'fix.txt', content: 'fix' }],
      })).status).toBe(201);
      const mergeRequest = (await call(first.url, 'POST', `/projects/${project.id}/merge_requests`, { source_branch: 'fix', target_branch: 'master', title: 'Fix' })).body;
      expect(mergeRequest.sha).toMatch(/^[0-9a-f]{40}$/);
      const awards = `/projects/${project.id}/merge_requests/${mergeRequest.iid}/award_emoji`;
      expect((await call(first.url, 'POST', awards, { name: 'thumbsup' })).status).toBe(201);
      await first.stop();

      const second = await start(true);
      try {
        const readme = `/projects/${project.id}/repository/files/README.md?ref=master`;
        const before = (await call(second.url, 'GET', readme)).body;
        expect((await call(second.url, 'POST', `/projects/${project.id}/repository/commits`, {
          branch: 'master', commit_message: 'Rewrite', actions: [{ action: 'update', file_path: 'README.md', content: 'changed' }],
        })).status).toBe(201);
        expect((await call(second.url, 'POST', `/projects/${project.id}/repository/commits`, {
          branch: 'feature', start_branch: 'master', commit_message: 'Add', actions: [{ action: 'create', file_path: 'new.txt', content: 'new' }],
        })).status).toBe(201);
        expect((await call(second.url, 'PUT', `/projects/${project.id}/issues/${issue.iid}`, { title: 'Renamed', state_event: 'close' })).status).toBe(200);
        expect((await call(second.url, 'POST', awards, { name: 'thumbsdown' })).status).toBe(201);

        expect((await call(second.url, 'POST', '/-/test/reset')).status).toBe(204);

        expect((await call(second.url, 'GET', readme)).body).toEqual(before);
        expect((await call(second.url, 'GET', `/projects/${project.id}/repository/branches`)).body.map((branch: { name: string }) => branch.name)).toEqual(['fix', 'master']);
        expect((await call(second.url, 'GET', `/projects/${project.id}/issues/${issue.iid}`)).body).toMatchObject({ title: 'Broken', state: 'opened' });
        expect((await call(second.url, 'GET', `/projects/${project.id}`)).body.open_issues_count).toBe(1);
        // The latest diff version and the votes of each request, which the database keeps from other rows, are there again.
        expect((await call(second.url, 'GET', `/projects/${project.id}/merge_requests/${mergeRequest.iid}`)).body)
          .toMatchObject({ sha: mergeRequest.sha, diff_refs: mergeRequest.diff_refs, upvotes: 1, downvotes: 0 });
        expect((await call(second.url, 'POST', `/projects/${project.id}/issues`, { title: 'Next' })).body).toMatchObject({ id: issue.id + 1, iid: issue.iid + 1 });
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
});
