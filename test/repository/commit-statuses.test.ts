// Commit statuses: reported by developers, changed while pending or running, new after they finish; listed newest
// first (the newest of each name and ref unless `all`); the commit's combined status follows them.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createProject, headOf } from './support.js';

describeApi('commit statuses', (api) => {
  test('a status moves pending → running → success in place; a later report adds a new one', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token);
    const sha = await headOf(api, project.id, 'master');
    const report = (json: Record<string, unknown>) => api.request('POST', `/projects/${project.id}/statuses/${sha}`, { token: alice.token, json });

    const pending = await report({ state: 'pending', name: 'ci/tests', target_url: 'https://ci.example.com/1' });
    expect(pending.status).toBe(201);
    expect(pending.body).toEqual({
      id: expect.any(Number),
      sha,
      ref: 'master',
      status: 'pending',
      name: 'ci/tests',
      target_url: 'https://ci.example.com/1',
      description: null,
      created_at: expect.any(String),
      started_at: null,
      finished_at: null,
      allow_failure: false,
      coverage: null,
      author: { id: alice.id, username: 'alice', name: 'alice', state: 'active', avatar_url: null, web_url: `${api.rootUrl}/alice` },
    });
    const running = await report({ state: 'running', name: 'ci/tests', description: 'Running' });
    expect(running.body).toMatchObject({ id: pending.body.id, status: 'running', description: 'Running', target_url: 'https://ci.example.com/1', started_at: expect.any(String) });
    const again = await report({ state: 'running', name: 'ci/tests' });
    expect(again.body).toMatchObject({ id: pending.body.id, status: 'running', started_at: running.body.started_at });
    const success = await report({ state: 'success', name: 'ci/tests', coverage: 98.5 });
    expect(success.body).toMatchObject({ id: pending.body.id, status: 'success', coverage: 98.5, finished_at: expect.any(String) });

    const rerun = await report({ state: 'failed', context: 'ci/tests' });
    expect(rerun.body.id).not.toBe(pending.body.id);
    expect(rerun.body).toMatchObject({ status: 'failed', name: 'ci/tests', target_url: null, finished_at: expect.any(String) });

    const latest = await api.request('GET', `/projects/${project.id}/repository/commits/${sha}/statuses`, { token: alice.token });
    expect(latest.status).toBe(200);
    expect(latest.body.map((status: any) => [status.id, status.status])).toEqual([[rerun.body.id, 'failed']]);
    const all = await api.request('GET', `/projects/${project.id}/repository/commits/${sha}/statuses`, { token: alice.token, query: { all: true } });
    expect(all.body.map((status: any) => status.id)).toEqual([rerun.body.id, pending.body.id]);
    expect(all.headers.get('x-total')).toBe('2');
  });

  test('names and refs keep statuses apart; filters; the commit shows the combined state', async () => {
    const project = await createProject(api, adminToken);
    const sha = await headOf(api, project.id, 'master');
    await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: adminToken, json: { branch: 'other', ref: 'master' } });
    const report = (json: Record<string, unknown>) => api.request('POST', `/projects/${project.id}/statuses/${sha}`, { token: adminToken, json });
    const state = async () => (await api.request('GET', `/projects/${project.id}/repository/commits/${sha}`, { token: adminToken })).body.status;

    expect(await state()).toBeNull();
    expect((await report({ state: 'success' })).body).toMatchObject({ name: 'default', ref: 'master' });
    expect(await state()).toBe('success');
    expect((await report({ state: 'pending', name: 'lint', ref: 'other' })).status).toBe(201);
    expect(await state()).toBe('running');
    expect((await report({ state: 'canceled', name: 'lint', ref: 'other' })).status).toBe(201);
    expect(await state()).toBe('canceled');
    expect((await report({ state: 'failed', name: 'deploy' })).status).toBe(201);
    expect(await state()).toBe('failed');

    const list = async (query: Record<string, string>) => (await api.request('GET', `/projects/${project.id}/repository/commits/${sha}/statuses`, {
      token: adminToken, query,
    })).body.map((status: any) => `${status.name}@${status.ref}:${status.status}`);
    expect(await list({})).toEqual(['deploy@master:failed', 'lint@other:canceled', 'default@master:success']);
    expect(await list({ ref: 'other' })).toEqual(['lint@other:canceled']);
    expect(await list({ name: 'default' })).toEqual(['default@master:success']);
    expect(await list({ per_page: '1', page: '2' })).toEqual(['lint@other:canceled']);
    // Statuses belong to one commit: a new commit has none.
    const created = await api.request('POST', `/projects/${project.id}/repository/commits`, {
      token: adminToken, json: { branch: 'master', commit_message: 'c', actions: [{ action: 'create', file_path: 'c.txt' }] },
    });
    expect(created.body.status).toBeNull();
  });

  test('errors: missing or unknown state 400, unknown commit 404, no containing branch 404, reporters and archived 403, anonymous 401', async () => {
    const owner = await api.createUser('owner');
    const reporter = await api.createUser('reporter');
    const project = await createProject(api, owner.token, { visibility: 'private' });
    await api.request('POST', `/projects/${project.id}/members`, { direct: true, token: owner.token, json: { user_id: reporter.id, access_level: 20 } });
    const sha = await headOf(api, project.id, 'master');
    const post = (path: string, json: Record<string, unknown>, token = owner.token) =>
      api.request('POST', `/projects/${project.id}/statuses/${path}`, { token, json });

    expect((await post(sha, {})).body).toEqual({ error: 'state is missing', message: 'state is missing' });
    expect((await post(sha, { state: 'exploded' })).body).toEqual({ error: 'state does not have a valid value' });
    const unknown = await post('deadbeefdeadbeefdeadbeefdeadbeefdeadbeef', { state: 'success' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Commit Not Found' });

    // A commit no branch contains: the branch it was made on is deleted.
    const orphan = await api.request('POST', `/projects/${project.id}/repository/commits`, {
      token: owner.token, json: { branch: 'gone', start_branch: 'master', commit_message: 'o', actions: [{ action: 'create', file_path: 'o.txt' }] },
    });
    await api.request('DELETE', `/projects/${project.id}/repository/branches/gone`, { direct: true, token: owner.token });
    const noRef = await post(orphan.body.id, { state: 'success' });
    expect(noRef.status).toBe(404);
    expect(noRef.body).toEqual({ message: '404 References for commit Not Found' });
    expect((await post(orphan.body.id, { state: 'success', ref: 'gone' })).status).toBe(201);

    const refused = await post(sha, { state: 'success' }, reporter.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '403 Forbidden' });
    expect((await api.request('GET', `/projects/${project.id}/repository/commits/${sha}/statuses`, { token: reporter.token })).status).toBe(200);
    const stranger = await api.createUser('stranger');
    expect((await post(sha, { state: 'success' }, stranger.token)).body).toEqual({ message: '404 Project Not Found' });
    // Prism answers anonymous calls to secured operations itself: straight to the server.
    expect((await api.request('GET', `/projects/${project.id}/repository/commits/${sha}/statuses`, { direct: true })).status).toBe(401);
    expect((await api.request('POST', `/projects/${project.id}/archive`, { direct: true, token: owner.token })).status).toBe(201);
    expect((await post(sha, { state: 'success' })).status).toBe(403);
    const missingCommit = await api.request('GET', `/projects/${project.id}/repository/commits/nope/statuses`, { token: owner.token });
    expect(missingCommit.body).toEqual({ message: '404 Commit Not Found' });
    expect((await api.request('GET', `/projects/${project.id}/repository/commits/${sha}/statuses`, { token: owner.token })).body).toEqual([]);
  });
});
