// Two server processes on one PostgreSQL database and one data directory, as a service scaled out behind a load
// balancer runs: writes through both (issues, merge requests, merges, commits and pushes) keep iids distinct and
// contiguous, every hook delivery reaches its receiver exactly once and every job runs once. SQLite is a file of one
// machine's process: sharing it between servers is not a supported set-up, so the test runs on PostgreSQL only.
import { describe, expect, inject, test } from 'vitest';
import { databaseLocation, openDatabase } from '../../server/database/connect.js';
import { startReceiver } from '../hooks/support.js';
import { testDatabaseKind } from '../support/database.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';
import { persistentEnvironment, startServerProcess, type ServerProcess } from '../support/server-process.js';

const skip = testDatabaseKind !== 'postgres' || !inject('postgresReachable');
const token = 'two-processes-test-token';
const headers = { 'PRIVATE-TOKEN': token, 'Content-Type': 'application/json' };

describe.skipIf(skip)(`two server processes on one database [${testDatabaseKind}]`, () => {
  test('writes through both: distinct contiguous iids, each delivery once, each job once, nothing lost', async () => {
    const { env, cleanUp } = await persistentEnvironment();
    const receiver = await startReceiver();
    const servers: ServerProcess[] = [];
    try {
      servers.push(...await Promise.all([0, 1].map(() => startServerProcess({ ...env, ADMIN_TOKEN: token }))));
      const call = async (server: ServerProcess, method: string, path: string, body?: unknown) => {
        const response = await fetch(`${server.url}/api/v4${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        const text = await response.text();
        return { status: response.status, text, body: text ? JSON.parse(text) : undefined };
      };
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const through = (index: number) => (index % 2 === 0 ? a : b);

      expect((await call(a, 'PUT', '/application/settings', { allow_local_requests_from_hooks_and_services: true })).status).toBe(200);
      const project = (await call(a, 'POST', '/projects', { name: 'shared', initialize_with_readme: true })).body;
      const path = `/projects/${project.id}`;
      const hook = await call(b, 'POST', `${path}/hooks`, { url: receiver.url, push_events: true, issues_events: true, merge_requests_events: true });
      expect(hook.status, hook.text).toBe(201);

      const issues = await Promise.all(Array.from({ length: 16 }, (_, index) =>
        call(through(index), 'POST', `${path}/issues`, { title: `Issue ${index}` })));
      expect(issues.map((issue) => issue.status)).toEqual(issues.map(() => 201));
      expect(issues.map((issue) => issue.body.iid as number).sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));

      const branches = Array.from({ length: 6 }, (_, index) => `feature-${index}`);
      for (const [index, branch] of branches.entries()) {
        const commit = await call(through(index), 'POST', `${path}/repository/commits`, {
          branch, start_branch: project.default_branch, commit_message: `Work ${index}`, actions: [{ action: 'create', file_path: `${branch}.txt`, content: `${index}\n` }],
        });
        expect(commit.status, commit.text).toBe(201);
      }
      const requests = await Promise.all(branches.map((branch, index) =>
        call(through(index), 'POST', `${path}/merge_requests`, { source_branch: branch, target_branch: project.default_branch, title: `Merge ${branch}` })));
      expect(requests.map((request) => request.status)).toEqual(requests.map(() => 201));
      expect(requests.map((request) => request.body.iid as number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);

      const merges = await Promise.all(requests.slice(0, 3).map((request, index) =>
        call(through(index + 1), 'PUT', `${path}/merge_requests/${request.body.iid}/merge`, {})));
      expect(merges.map((merge) => [merge.status, merge.body.state])).toEqual(merges.map(() => [200, 'merged']));

      // Pushes of two clients, one through each server, at once.
      const pushed = await Promise.all([a, b].map(async (server, index) => {
        const work = scratchDirectory();
        const remote = withCredentials(`${server.url}/${project.path_with_namespace}.git`, token);
        expect((await runGit(['clone', '-q', remote, work])).code).toBe(0);
        await commitFile(work, `pushed-${index}.txt`, `${index}\n`, `Pushed ${index}`);
        return runGit(['push', '-q', 'origin', `HEAD:refs/heads/pushed-${index}`], work);
      }));
      expect(pushed.map((push) => [push.code, push.stderr])).toEqual([[0, ''], [0, '']]);

      const db = openDatabase(databaseLocation(env.DATABASE_URL, env.DATA_DIR!));
      try {
        const unfinished = () => db.selectFrom('jobs').select('id').where('state', 'in', ['queued', 'running']).execute();
        await expect.poll(async () => (await unfinished()).length, { timeout: 30_000, interval: 200 }).toBe(0);
        const jobs = await db.selectFrom('jobs').select(['kind', 'state', 'attempts']).execute();
        expect(jobs.filter((job) => job.state !== 'done' || job.attempts !== 1)).toEqual([]);
        const deliveries = jobs.filter((job) => job.kind === 'project_hook_delivery').length;

        const uuids = receiver.received.map((delivery) => delivery.headers['x-gitlab-event-uuid']);
        expect(new Set(uuids).size).toBe(uuids.length);
        expect(uuids).toHaveLength(deliveries);
        const events = (name: string) => receiver.received.filter((delivery) => delivery.headers['x-gitlab-event'] === name);
        expect(events('Issue Hook')).toHaveLength(16);
        const mergeRequestActions = events('Merge Request Hook').map((delivery) => delivery.body.object_attributes.action as string);
        expect(mergeRequestActions.filter((action) => action === 'open')).toHaveLength(6);
        expect(mergeRequestActions.filter((action) => action === 'merge')).toHaveLength(3);
        const pushedRefs = events('Push Hook').map((delivery) => delivery.body.ref as string);
        expect(pushedRefs).toEqual(expect.arrayContaining(['refs/heads/pushed-0', 'refs/heads/pushed-1', ...branches.map((branch) => `refs/heads/${branch}`)]));
        expect(await db.selectFrom('hook_events').select('id').execute()).toEqual([]);
      } finally {
        await db.destroy();
      }
      const listed = await call(b, 'GET', `${path}/issues?per_page=100`);
      expect(listed.body).toHaveLength(16);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await receiver.close();
      await cleanUp();
    }
  }, 120_000);
});
