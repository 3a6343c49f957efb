// Deliveries live in the job table: one enqueued while no server runs is delivered by the next server to start.
import { describe, expect, inject, test } from 'vitest';
import { databaseLocation, openDatabase } from '../../server/database/connect.js';
import { recordRefUpdates } from '../../server/git/ref-events.js';
import { wireFeatures } from '../../server/wiring.js';
import { testDatabaseKind } from '../support/database.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';
import { persistentEnvironment, startServerProcess } from '../support/server-process.js';
import { startReceiver } from './support.js';

const skip = testDatabaseKind === 'postgres' && !inject('postgresReachable');
const token = 'hooks-restart-test-token';
const headers = { 'PRIVATE-TOKEN': token, 'Content-Type': 'application/json' };

describe.skipIf(skip)(`hook deliveries across a restart [${testDatabaseKind}]`, () => {
  test('a push recorded between two server runs is delivered after the restart', async () => {
    const { env, cleanUp } = await persistentEnvironment();
    const receiver = await startReceiver();
    try {
      const first = await startServerProcess({ ...env, ADMIN_TOKEN: token });
      const call = (method: string, path: string, body: unknown) =>
        fetch(`${first.url}/api/v4${path}`, { method, headers, body: JSON.stringify(body) });
      expect((await call('PUT', '/application/settings', { allow_local_requests_from_hooks_and_services: true })).status).toBe(200);
      const project: any = await (await call('POST', '/projects', { name: 'durable' })).json();
      const work = scratchDirectory();
      expect((await runGit(['clone', '-q', withCredentials(project.http_url_to_repo, token), work])).code).toBe(0);
      const head = await commitFile(work, 'a.txt', 'a\n', 'First');
      expect((await runGit(['push', '-q', 'origin', 'HEAD:master'], work)).code).toBe(0);
      // The hook is made after the push, so the first server has nothing to deliver.
      expect((await call('POST', `/projects/${project.id}/hooks`, { url: receiver.url, token: 'durable' })).status).toBe(201);
      await first.stop();
      expect(receiver.received).toEqual([]);

      // While no server runs, the ref change is recorded as every push records it: the delivery is only queued. The
      // subscribers of a push (the deliveries among them) are wired as a server wires them, not left to whichever test
      // of this process built an app before.
      wireFeatures();
      const db = openDatabase(databaseLocation(env.DATABASE_URL, env.DATA_DIR!));
      try {
        await recordRefUpdates(db, project.id, 1, [{ ref: 'refs/heads/copy', before: '0'.repeat(40), after: head }]);
        expect(await db.selectFrom('jobs').select(['kind', 'state']).where('kind', '=', 'project_hook_delivery').execute())
          .toEqual([{ kind: 'project_hook_delivery', state: 'queued' }]);
      } finally {
        await db.destroy();
      }

      const second = await startServerProcess({ ...env, ADMIN_TOKEN: token });
      try {
        await expect.poll(() => receiver.received.length, { timeout: 10_000, interval: 50 }).toBe(1);
        expect(receiver.received[0]!.headers['x-gitlab-event']).toBe('Push Hook');
        expect(receiver.received[0]!.headers['x-gitlab-token']).toBe('durable');
        expect(receiver.received[0]!.body).toMatchObject({ ref: 'refs/heads/copy', after: head, project_id: project.id, user_username: 'root' });
      } finally {
        await second.stop();
      }
    } finally {
      await receiver.close();
      await cleanUp();
    }
  }, 60_000);
});
