// Two server processes on one PostgreSQL database, as a service scaled out behind a load balancer runs: a read
// repeated through one is answered from its memory only while nothing was written, through either. SQLite is a file
// of one machine's process (see test/jobs/two-processes.test.ts), so this runs on PostgreSQL only.
import { describe, expect, inject, test } from 'vitest';
import { testDatabaseKind } from '../support/database.js';
import { persistentEnvironment, startServerProcess, type ServerProcess } from '../support/server-process.js';

const skip = testDatabaseKind !== 'postgres' || !inject('postgresReachable');
const token = 'repeated-reads-test-token';
const headers = { 'PRIVATE-TOKEN': token, 'Content-Type': 'application/json' };

async function call(server: ServerProcess, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}/api/v4${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, body: await response.json() };
}

describe.skipIf(skip)(`repeated reads on two server processes [${testDatabaseKind}]`, () => {
  test('a write through one process is seen by the next read through the other', async () => {
    const { env, cleanUp } = await persistentEnvironment();
    const servers: ServerProcess[] = [];
    try {
      // One after the other: the first start migrates the database and creates the administrator.
      servers.push(await startServerProcess({ ...env, ADMIN_TOKEN: token }));
      servers.push(await startServerProcess({ ...env, ADMIN_TOKEN: token }));
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const project = (await call(a, 'POST', '/projects', { name: 'shared', description: 'first' })).body;
      const path = `/projects/${project.id}`;

      for (let round = 1; round <= 10; round += 1) {
        const [writer, reader] = round % 2 === 0 ? [b, a] : [a, b];
        // Read twice, so that the reader holds the answer in memory and has replayed it.
        const before = await call(reader, 'GET', path);
        expect((await call(reader, 'GET', path)).body).toEqual(before.body);
        const edited = await call(writer, 'PUT', path, { description: `round ${round}` });
        expect(edited.status).toBe(200);
        const after = await call(reader, 'GET', path);
        expect(after.body.description, `round ${round}: read through the other process`).toBe(`round ${round}`);

        const issue = await call(writer, 'POST', `${path}/issues`, { title: `Issue ${round}` });
        expect(issue.status).toBe(201);
        const issues = await call(reader, 'GET', `${path}/issues?per_page=100`);
        expect(issues.body.map((listed: { iid: number }) => listed.iid)).toContain(issue.body.iid);
        expect((await call(reader, 'GET', path)).body.open_issues_count).toBe(round);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await cleanUp();
    }
  }, 60_000);
});
