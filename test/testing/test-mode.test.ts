// Test mode beyond the reset, on a server started by startTestServer: the request journal, injected faults (with the
// typed client's retries), the frozen clock, and the unauthenticated probes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createClient } from '../../client/index.js';
import { startTestServer, type TestServer } from '../../server/testing.js';
import { testDatabaseKind } from '../support/database.js';

const example = fileURLToPath(new URL('../../fixtures/example.yaml', import.meta.url));

// Its own SQLite whatever the run's database: once is enough.
describe.skipIf(testDatabaseKind === 'postgres')('test mode', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ fixture: example }); }, 30_000);
  beforeEach(() => server.reset());
  afterAll(() => server?.stop());

  const call = async (method: string, path: string, options: { token?: string | null; json?: unknown; headers?: Record<string, string> } = {}) => {
    const token = options.token === undefined ? server.adminToken : options.token;
    const response = await fetch(`${server.apiUrl}${path}`, {
      method,
      headers: { ...(token ? { 'PRIVATE-TOKEN': token } : {}), ...(options.json ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      body: options.json ? JSON.stringify(options.json) : undefined,
    });
    const text = await response.text();
    let body: unknown = text;
    try { body = text ? JSON.parse(text) : undefined; } catch { /* a text body */ }
    return { status: response.status, headers: response.headers, body: body as any };
  };

  describe('request journal', () => {
    test('lists what was received since the reset, oldest first, credentials masked, with the answer given', async () => {
      await call('GET', '/projects/alice%2Ftool?statistics=true&private_token=alice-api-token', { token: null });
      await call('POST', '/projects/alice%2Ftool/issues', { token: 'alice-api-token', json: { title: 'Flaky', labels: 'bug' } });
      await call('GET', '/projects/999', { headers: { Cookie: '_service_session=secret' } });

      const journal = await call('GET', '/-/test/requests');
      expect(journal.status).toBe(200);
      expect(journal.body).toHaveLength(3);
      const [read, write, missing] = journal.body;
      expect(read).toMatchObject({ method: 'GET', path: '/projects/alice%2Ftool', operation_id: 'getProject', query: { statistics: 'true', private_token: '[masked]' }, body: null, status: 200 });
      expect(write).toMatchObject({ method: 'POST', path: '/projects/alice%2Ftool/issues', operation_id: 'createProjectIssue', query: {}, body: { title: 'Flaky', labels: 'bug' }, status: 201 });
      expect(write.headers).toMatchObject({ 'private-token': '[masked]', 'content-type': 'application/json' });
      expect(missing).toMatchObject({ status: 404, operation_id: 'getProject' });
      expect(missing.headers.cookie).toBe('[masked]');
      expect(Date.parse(read.received_at)).toBeLessThanOrEqual(Date.parse(write.received_at));
    });

    test('filters by method, literal path, path template and operation; DELETE and a reset empty it', async () => {
      await call('GET', '/projects/alice%2Ftool');
      await call('GET', '/projects/platform%2Fservice');
      await call('POST', '/projects', { json: { name: 'Scratch' } });
      const listed = async (query: string) => (await call('GET', `/-/test/requests?${query}`)).body.map((entry: { method: string; path: string }) => `${entry.method} ${entry.path}`);
      expect(await listed('method=POST')).toEqual(['POST /projects']);
      expect(await listed('path=/projects/{id}')).toEqual(['GET /projects/alice%2Ftool', 'GET /projects/platform%2Fservice']);
      expect(await listed('path=/projects/platform%252Fservice')).toEqual(['GET /projects/platform%2Fservice']);
      expect(await listed('operation_id=createProject')).toEqual(['POST /projects']);
      // Its own calls are not recorded.
      expect(await listed('')).toEqual(['GET /projects/alice%2Ftool', 'GET /projects/platform%2Fservice', 'POST /projects']);

      expect((await call('DELETE', '/-/test/requests')).status).toBe(204);
      expect((await call('GET', '/-/test/requests')).body).toEqual([]);
      await call('GET', '/version');
      await server.reset();
      expect((await call('GET', '/-/test/requests')).body).toEqual([]);
    });

    test('keeps the latest 1000 requests', async () => {
      for (let batch = 0; batch < 21; batch += 1) await Promise.all(Array.from({ length: 50 }, () => call('GET', '/version')));
      await call('GET', '/user');
      const journal = (await call('GET', '/-/test/requests')).body;
      expect(journal).toHaveLength(1000);
      expect(journal.at(-1)).toMatchObject({ path: '/user' });
    }, 60_000);
  });

  describe('faults', () => {
    test('a 429 carries Retry-After and the RateLimit headers, and the typed client waits as it says', async () => {
      const created = await call('POST', '/-/test/faults', { json: { operation_id: 'getProject', status: 429, retry_after: 1 } });
      expect(created).toMatchObject({ status: 201, body: { id: expect.any(Number), operation_id: 'getProject', status: 429, times: 1, hits: 0 } });
      const refused = await call('GET', '/projects/alice%2Ftool');
      expect(refused.status).toBe(429);
      expect(refused.body).toBe('Retry later\n');
      expect(refused.headers.get('content-type')).toBe('text/plain');
      expect(refused.headers.get('retry-after')).toBe('1');
      for (const name of ['ratelimit-name', 'ratelimit-limit', 'ratelimit-observed', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-resettime']) expect(refused.headers.get(name)).toBeTruthy();
      // Used up: the fault is gone.
      expect((await call('GET', '/-/test/faults')).body).toEqual([]);

      await call('POST', '/-/test/faults', { json: { path: '/projects/{id}', method: 'GET', status: 429, retry_after: 1 } });
      const api = createClient({ baseUrl: server.apiUrl, token: server.adminToken, retry: { delay: 10 } });
      const startedAt = Date.now();
      const { data, response } = await api.GET('/projects/{id}', { params: { path: { id: 'alice/tool' } } });
      expect(response.status).toBe(200);
      expect(data?.path_with_namespace).toBe('alice/tool');
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
      expect((await call('GET', '/-/test/requests?operation_id=getProject')).body.map((entry: { status: number }) => entry.status)).toEqual([429, 429, 200]);
    });

    test('a delayed answer is the real one, late', async () => {
      await call('POST', '/-/test/faults', { json: { operation_id: 'getVersion', delay_ms: 400 } });
      const startedAt = Date.now();
      const answer = await call('GET', '/version');
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(390);
      expect(answer).toMatchObject({ status: 200, body: { version: expect.any(String) } });
    });

    test('a dropped connection fails the request; times and hit counts; removal one by one or all', async () => {
      const dropped = (await call('POST', '/-/test/faults', { json: { path: '/user', drop_connection: true, times: null } })).body;
      await expect(fetch(`${server.apiUrl}/user`, { headers: { 'PRIVATE-TOKEN': server.adminToken } })).rejects.toThrow();
      await expect(fetch(`${server.apiUrl}/user`, { headers: { 'PRIVATE-TOKEN': server.adminToken } })).rejects.toThrow();
      const other = (await call('POST', '/-/test/faults', { json: { operation_id: 'getVersion', status: 503, times: 3 } })).body;
      expect((await call('GET', '/-/test/faults')).body).toEqual([{ ...dropped, hits: 2 }, other]);
      expect((await call('GET', '/-/test/requests?path=/user')).body.map((entry: { status: number }) => entry.status)).toEqual([0, 0]);
      expect((await call('DELETE', `/-/test/faults/${dropped.id}`)).status).toBe(204);
      expect(await call('DELETE', `/-/test/faults/${dropped.id}`)).toMatchObject({ status: 404, body: { message: '404 Fault Not Found' } });
      expect((await call('GET', '/user')).status).toBe(200);
      expect(await call('GET', '/version')).toMatchObject({ status: 503, body: { message: '503 Service Unavailable' } });
      expect((await call('DELETE', '/-/test/faults')).status).toBe(204);
      expect((await call('GET', '/version')).status).toBe(200);
    });

    test('a 502 during a merge request read: the client without retries sees it, with retries gets the request', async () => {
      const fault = { operation_id: 'getMergeRequest', status: 502 };
      await call('POST', '/-/test/faults', { json: fault });
      const once = createClient({ baseUrl: server.apiUrl, token: server.adminToken, retry: false });
      const failed = await once.GET('/projects/{id}/merge_requests/{merge_request_iid}', { params: { path: { id: 'alice/tool', merge_request_iid: 1 } } });
      expect(failed.response.status).toBe(502);
      expect(failed.error).toEqual({ message: '502 Bad Gateway' });

      await call('POST', '/-/test/faults', { json: fault });
      const retrying = createClient({ baseUrl: server.apiUrl, token: server.adminToken, retry: { delay: 10 } });
      const read = await retrying.GET('/projects/{id}/merge_requests/{merge_request_iid}', { params: { path: { id: 'alice/tool', merge_request_iid: 1 } } });
      expect(read.response.status).toBe(200);
      expect(read.data?.iid).toBe(1);
    });

    test('a probability with a random_seed hits the same requests on every run', async () => {
      const pattern = async () => {
        await call('POST', '/-/test/faults', { json: { operation_id: 'getVersion', status: 500, times: null, probability: 0.5, random_seed: 7 } });
        const statuses = [];
        for (let index = 0; index < 12; index += 1) statuses.push((await call('GET', '/version')).status);
        await server.reset();
        return statuses;
      };
      const first = await pattern();
      expect(new Set(first)).toEqual(new Set([200, 500]));
      expect(await pattern()).toEqual(first);
    });

    test('bad faults get 400 and nothing is added; a reset removes every fault', async () => {
      expect((await call('POST', '/-/test/faults', { json: { operation_id: 'getVersion' } })).status).toBe(400);
      expect((await call('POST', '/-/test/faults', { json: { status: 200 } })).status).toBe(400);
      expect((await call('POST', '/-/test/faults', { json: { status: 500, probability: 2 } })).status).toBe(400);
      expect((await call('GET', '/-/test/faults')).body).toEqual([]);
      await call('POST', '/-/test/faults', { json: { status: 500, times: null } });
      await server.reset();
      expect((await call('GET', '/version')).status).toBe(200);
    });
  });

  describe('clock', () => {
    test('frozen, moved ahead and real again; what the server writes follows it, commit dates included', async () => {
      expect((await call('GET', '/-/test/clock')).body).toMatchObject({ frozen: false });
      expect(await call('PUT', '/-/test/clock', { json: { frozen_at: '2030-01-02T03:04:05Z' } })).toEqual(expect.objectContaining({ status: 200, body: { now: '2030-01-02T03:04:05.000Z', frozen: true } }));
      const project = (await call('POST', '/projects', { json: { name: 'Frozen' } })).body;
      expect(project).toMatchObject({ created_at: '2030-01-02T03:04:05.000Z', last_activity_at: '2030-01-02T03:04:05.000Z' });
      const commit = (await call('POST', `/projects/${project.id}/repository/commits`, { json: { branch: 'master', commit_message: 'First', actions: [{ action: 'create', file_path: 'a.txt', content: 'a' }] } })).body;
      expect(commit).toMatchObject({ authored_date: '2030-01-02T03:04:05.000Z', committed_date: '2030-01-02T03:04:05.000Z' });

      expect((await call('PUT', '/-/test/clock', { json: { advance_seconds: 259200 } })).body).toEqual({ now: '2030-01-05T03:04:05.000Z', frozen: true });
      const edited = (await call('PUT', `/projects/${project.id}`, { json: { description: 'later' } })).body;
      expect(edited.updated_at).toBe('2030-01-05T03:04:05.000Z');
      // If-Unmodified-Since compares with the frozen time's writes.
      expect((await call('DELETE', `/projects/${project.id}`, { headers: { 'If-Unmodified-Since': 'Thu, 03 Jan 2030 00:00:00 GMT' } })).status).toBe(412);

      const real = (await call('PUT', '/-/test/clock', { json: { frozen_at: null } })).body;
      expect(real.frozen).toBe(false);
      expect(Math.abs(Date.parse(real.now) - Date.now())).toBeLessThan(5000);
      // A reset brings back the clock of the start.
      await call('PUT', '/-/test/clock', { json: { frozen_at: '2031-01-01T00:00:00Z' } });
      await server.reset();
      expect((await call('GET', '/-/test/clock')).body.frozen).toBe(false);
    });

    test('token expiry follows the clock', async () => {
      const user = (await call('GET', '/user', { token: 'alice-api-token' })).body;
      const token = (await call('POST', `/users/${user.id}/personal_access_tokens`, { json: { name: 'short', scopes: ['api'], expires_at: '2030-06-01' } })).body.token;
      expect((await call('GET', '/user', { token })).status).toBe(200);
      await call('PUT', '/-/test/clock', { json: { frozen_at: '2030-06-02T00:00:00Z' } });
      expect((await call('GET', '/user', { token })).status).toBe(401);
    });
  });

  describe('probes and access', () => {
    test('health, readiness and liveness answer without credentials', async () => {
      const health = await fetch(`${server.url}/-/health`);
      expect([health.status, health.headers.get('content-type'), await health.text()]).toEqual([200, 'text/plain', 'GitLab OK']);
      const readiness = await fetch(`${server.url}/-/readiness`);
      expect([readiness.status, await readiness.json()]).toEqual([200, { status: 'ok', master_check: [{ status: 'ok' }] }]);
      const liveness = await fetch(`${server.url}/-/liveness`);
      expect([liveness.status, await liveness.json()]).toEqual([200, { status: 'ok' }]);
    });

    test('the test routes need an administrator: 401 anonymous, 403 for a user', async () => {
      for (const [method, path, json] of [['GET', '/-/test/requests'], ['DELETE', '/-/test/requests'], ['POST', '/-/test/faults', { status: 500 }], ['GET', '/-/test/faults'], ['DELETE', '/-/test/faults'], ['DELETE', '/-/test/faults/1'], ['GET', '/-/test/clock'], ['PUT', '/-/test/clock', { advance_seconds: 1 }]] as const) {
        expect((await call(method, path, { token: null, json })).status, `${method} ${path}`).toBe(401);
        expect((await call(method, path, { token: 'alice-api-token', json })).status, `${method} ${path}`).toBe(403);
      }
      expect((await call('GET', '/-/test/faults')).body).toEqual([]);
    });

    test('the server answers while the test blocks its own thread (a git clone)', () => {
      const scratch = mkdtempSync(join(tmpdir(), 'rhs-clone-'));
      try {
        const url = new URL(`${server.url}/alice/tool.git`);
        url.username = 'alice';
        url.password = 'alice-api-token';
        execFileSync('git', ['clone', '--quiet', url.href, join(scratch, 'tool')], { timeout: 20_000, stdio: 'pipe' });
        expect(execFileSync('git', ['-C', join(scratch, 'tool'), 'log', '--format=%s'], { encoding: 'utf8' }).trim()).toBe('Initial commit');
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    });
  });
});
