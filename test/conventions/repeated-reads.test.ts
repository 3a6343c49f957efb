// The same GET asked again is answered from memory while nothing changed: these check that it never answers what
// changed since, whoever changed it, and that each caller still gets their own answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { databaseLocation, openDatabase } from '../../server/database/connect.js';
import { repositoryPath } from '../../server/git/repositories.js';
import { startServer } from '../../server/start.js';
import { adminToken, describeApi } from '../support/context.js';
import { emptyPostgresDatabase, testDatabaseKind } from '../support/database.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';

describeApi('repeated reads', (api) => {
  const createProject = async (name: string, visibility = 'private') => {
    const created = await api.request('POST', '/projects', { direct: true, token: adminToken, json: { name, visibility, initialize_with_readme: true } });
    expect(created.status, created.text).toBe(201);
    return created.body as { id: number; http_url_to_repo: string; default_branch: string };
  };

  test('a list asked again answers the same body and page headers, and a write is seen by the next read', async () => {
    await createProject('first');
    const read = () => api.request('GET', '/projects', { token: adminToken, query: { per_page: 1, order_by: 'id' } });
    const first = await read();
    const again = await read();
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    for (const name of ['content-type', 'x-total', 'x-total-pages', 'x-next-page', 'link']) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(again.headers.get('x-total')).toBe('1');

    await createProject('second');
    const after = await read();
    expect(after.headers.get('x-total')).toBe('2');
    expect(after.body.map((project: { name: string }) => project.name)).toEqual(['second']);
    expect(after.headers.get('link')).toContain('rel="next"');
  });

  test('each caller gets their own answer: another user, no credentials, sudo', async () => {
    const project = await createProject('shared', 'public');
    const guest = await api.createUser('guest-reader');
    const path = `/projects/${project.id}`;
    const admin = await api.request('GET', path, { token: adminToken });
    expect(admin.body.permissions.project_access).toMatchObject({ access_level: 50 });
    const asGuest = await api.request('GET', path, { token: guest.token });
    const anonymous = await api.request('GET', path);
    const sudo = await api.request('GET', path, { token: adminToken, headers: { Sudo: guest.username } });
    expect((await api.request('GET', path, { token: adminToken })).text).toBe(admin.text);
    for (const answer of [asGuest, anonymous, sudo]) expect(answer.status).toBe(200);
    // The guest is no member of the project.
    for (const answer of [asGuest, anonymous]) expect(answer.body.permissions).toEqual({ project_access: null, group_access: null });
    expect(sudo.body).toEqual(asGuest.body);

    expect((await api.request('POST', `/projects/${project.id}/members`, { direct: true, token: adminToken, json: { user_id: guest.id, access_level: 30 } })).status).toBe(201);
    expect((await api.request('GET', path, { token: guest.token })).body.permissions.project_access).toMatchObject({ access_level: 30 });
    expect((await api.request('GET', path)).text).toBe(anonymous.text);
  });

  test('a push is seen by the next read of the branch', async () => {
    const project = await createProject('pushed');
    const branch = `/projects/${project.id}/repository/branches/${project.default_branch}`;
    const before = await api.request('GET', branch, { token: adminToken });
    expect((await api.request('GET', branch, { token: adminToken })).text).toBe(before.text);

    const work = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(project.http_url_to_repo, adminToken), work])).code).toBe(0);
    const pushed = await commitFile(work, 'notes.md', 'notes\n', 'Add notes');
    const push = await runGit(['push', '-q', 'origin', project.default_branch], work);
    expect(push.code, push.stderr).toBe(0);
    const after = await api.request('GET', branch, { token: adminToken });
    expect(after.body.commit.id).toBe(pushed);
    expect(before.body.commit.id).not.toBe(pushed);
  });

  test('Cache-Control: no-cache gets an answer made anew, even of what changed behind the server', async () => {
    const project = await createProject('behind');
    const branch = `/projects/${project.id}/repository/branches/${project.default_branch}`;
    const before = (await api.request('GET', branch, { token: adminToken })).body.commit.id as string;
    // A commit made in the repository on disk, not through the server: nothing it watches has changed.
    const repository = repositoryPath(api.services.config.dataDir, project.id);
    const tree = (await runGit(['rev-parse', `${before}^{tree}`], repository)).stdout.trim();
    const made = (await runGit(['-c', 'user.name=Disk', '-c', 'user.email=disk@example.com', 'commit-tree', tree, '-p', before, '-m', 'On disk'], repository)).stdout.trim();
    expect((await runGit(['update-ref', `refs/heads/${project.default_branch}`, made], repository)).code).toBe(0);

    const cached = (await api.request('GET', branch, { token: adminToken })).body.commit.id;
    // On PostgreSQL, any write to the database server (another test's) makes the next answer anew as well.
    if (testDatabaseKind === 'sqlite') expect(cached).toBe(before);
    const fresh = await api.request('GET', branch, { token: adminToken, headers: { 'Cache-Control': 'no-cache' } });
    expect(fresh.body.commit.id).toBe(made);
  });
});

test.skipIf(testDatabaseKind === 'postgres' && !inject('postgresReachable'))(`a change made by another process on the same database is seen by the next read [${testDatabaseKind}]`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rhs-repeated-reads-'));
  const postgres = testDatabaseKind === 'postgres' ? await emptyPostgresDatabase() : undefined;
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: postgres?.url, adminToken });
  // Another server process would hold connections of its own to the same database.
  const otherProcess = openDatabase(databaseLocation(postgres?.url, dataDir));
  try {
    const headers = { 'PRIVATE-TOKEN': adminToken, 'Content-Type': 'application/json' };
    const created = await fetch(`${server.url}/api/v4/projects`, { method: 'POST', headers, body: JSON.stringify({ name: 'elsewhere', description: 'before' }) });
    const { id } = await created.json() as { id: number };
    const description = async () => (await (await fetch(`${server.url}/api/v4/projects/${id}`, { headers })).json() as { description: string }).description;
    expect(await description()).toBe('before');
    expect(await description()).toBe('before');

    await otherProcess.updateTable('projects').set({ description: 'after' }).where('id', '=', id).execute();
    expect(await description()).toBe('after');
  } finally {
    await otherProcess.destroy();
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
