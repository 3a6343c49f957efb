// Jobs live in the database: a job left behind by a server that stopped mid-job is finished by the next start.
import { describe, expect, inject, test } from 'vitest';
import { databaseLocation, openDatabase } from '../../server/database/connect.js';
import { createFork } from '../../server/forks/create-fork.js';
import { forkTarget } from '../../server/forks/target-namespace.js';
import { claimNextJob } from '../../server/jobs/claim.js';
import { selectProjects } from '../../server/projects/queries.js';
import { testDatabaseKind } from '../support/database.js';
import { persistentEnvironment, startServerProcess } from '../support/server-process.js';

const skip = testDatabaseKind === 'postgres' && !inject('postgresReachable');
const token = 'jobs-restart-test-token';
const headers = { 'PRIVATE-TOKEN': token, 'Content-Type': 'application/json' };

describe.skipIf(skip)(`jobs across a restart [${testDatabaseKind}]`, () => {
  test('the server runs jobs in the background, and a job abandoned by a stopped server is finished after a restart', async () => {
    const { env, cleanUp } = await persistentEnvironment();
    try {
      const first = await startServerProcess({ ...env, ADMIN_TOKEN: token });
      const post = (path: string, body: unknown) => fetch(`${first.url}/api/v4${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const source: any = await (await post('/projects', { name: 'tool', visibility: 'public' })).json();
      for (const path of ['team', 'later']) expect((await post('/groups', { name: path, path, visibility: 'public' })).status).toBe(201);
      // The running server's own job runner completes a fork.
      const forked: any = await (await post(`/projects/${source.id}/fork`, { namespace: 'team' })).json();
      expect(forked.import_status).toBe('scheduled');
      await expect.poll(async () => ((await (await fetch(`${first.url}/api/v4/projects/${forked.id}`, { headers })).json()) as any).import_status,
        { timeout: 15_000, interval: 50 }).toBe('finished');
      await first.stop();

      // While no server runs: a fork is made and its job claimed by a worker that dies (its lease ends at once).
      const db = openDatabase(databaseLocation(env.DATABASE_URL, env.DATA_DIR!));
      let abandoned: number;
      try {
        const root = await db.selectFrom('users').selectAll().where('username', '=', 'root').executeTakeFirstOrThrow();
        const sourceRecord = await selectProjects(db).where('projects.id', '=', source.id).executeTakeFirstOrThrow();
        const services = { db, config: { externalUrl: first.url, dataDir: env.DATA_DIR!, validateResponses: false } };
        abandoned = (await createFork(services, root, sourceRecord, await forkTarget(db, root, 'later'))).id;
        expect(await claimNextJob(db, 'worker-that-died', new Date(), 1)).toMatchObject({ kind: 'fork', state: 'running' });
        await db.updateTable('projects').set({ import_status: 'started' }).where('id', '=', abandoned).execute();
      } finally {
        await db.destroy();
      }

      const second = await startServerProcess({ ...env, ADMIN_TOKEN: token });
      await expect.poll(async () => ((await (await fetch(`${second.url}/api/v4/projects/${abandoned}`, { headers })).json()) as any).import_status,
        { timeout: 15_000, interval: 50 }).toBe('finished');
      await second.stop();
    } finally {
      await cleanUp();
    }
  }, 60_000);
});
