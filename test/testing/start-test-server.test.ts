// `startTestServer` as the README shows it: started in this process, used with the client, reset between tests.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createClient } from '../../client/index.js';
import { startTestServer, type TestServer } from '../../server/testing.js';
import { testDatabaseKind } from '../support/database.js';

// It starts on SQLite of its own whatever the run's database: once is enough.
describe.skipIf(testDatabaseKind === 'postgres')('startTestServer', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  beforeEach(() => server.reset());
  afterAll(() => server?.stop());

  test('serves the API on a free port of 127.0.0.1 with an administrator token', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.apiUrl).toBe(`${server.url}/api/v4`);
    const api = createClient({ baseUrl: server.apiUrl, token: server.adminToken });
    const project = await api.projects.create({ name: 'Tool' });
    expect(project).toMatchObject({ id: 1, path_with_namespace: 'root/tool', web_url: `${server.url}/root/tool` });
  });

  test('each test starts from the state of the start', async () => {
    const api = createClient({ baseUrl: server.apiUrl, token: server.adminToken });
    expect(await api.GET('/projects')).toMatchObject({ data: [] });
    expect((await api.projects.create({ name: 'Tool' })).id).toBe(1);
  });

  test('stop() closes the server', async () => {
    const other = await startTestServer();
    await other.stop();
    await expect(fetch(`${other.apiUrl}/version`)).rejects.toThrow();
  });
});
