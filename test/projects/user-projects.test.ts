import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, setSetting } from './actions-support.js';
import { createProject, ids } from './support.js';

describeApi('GET /users/:user_id/projects', (api) => {
  test("the projects in the user's namespace the caller can read, by id or username", async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const open = await createProject(api, alice.token, { name: 'Open', visibility: 'public' });
    const inside = await createProject(api, alice.token, { name: 'Inside', visibility: 'internal' });
    const secret = await createProject(api, alice.token, { name: 'Secret', visibility: 'private' });
    const shared = await createProject(api, alice.token, { name: 'Shared', visibility: 'private' });
    await addMember(api, shared.id, bob.id, 20);
    // Bob's membership does not make Alice's projects his.
    await createProject(api, bob.token, { name: 'Bobs', visibility: 'public' });

    const list = async (user: string | number, token?: string, query: Record<string, string> = {}) => {
      const response = await api.request('GET', `/users/${user}/projects`, { token, query: { order_by: 'id', sort: 'asc', ...query } });
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      return response.body;
    };
    expect(ids(await list(alice.id))).toEqual([open.id]);
    expect(ids(await list('alice', bob.token))).toEqual([open.id, inside.id, shared.id]);
    expect(ids(await list('ALICE', alice.token))).toEqual([open.id, inside.id, secret.id, shared.id]);
    expect(ids(await list(alice.id, adminToken))).toEqual([open.id, inside.id, secret.id, shared.id]);
    const [first] = await list('alice', alice.token);
    expect(first).toMatchObject({ id: open.id, owner: { id: alice.id, username: 'alice' }, permissions: { project_access: { access_level: 50 } } });
    const pageOne = await api.request('GET', `/users/alice/projects`, { token: alice.token, query: { per_page: 1 } });
    expect(pageOne.headers.get('x-total')).toBe('4');
    expect(pageOne.headers.get('x-next-page')).toBe('2');
  });

  test('the list filters apply', async () => {
    const alice = await api.createUser('alice');
    const one = await createProject(api, alice.token, { name: 'One Widget', visibility: 'public' });
    const two = await createProject(api, alice.token, { name: 'Two Widget', visibility: 'public', issues_enabled: false });
    await createProject(api, alice.token, { name: 'Gadget', visibility: 'private' });
    await api.request('POST', `/projects/${two.id}/archive`, { token: alice.token });
    await api.request('POST', `/projects/${one.id}/star`, { token: adminToken });
    const list = async (query: Record<string, string>, token = alice.token) =>
      ids((await api.request('GET', '/users/alice/projects', { token, query: { order_by: 'id', sort: 'asc', ...query } })).body);
    expect(await list({ search: 'widget' })).toEqual([one.id, two.id]);
    expect(await list({ archived: 'true' })).toEqual([two.id]);
    expect(await list({ with_issues_enabled: 'true', visibility: 'public' })).toEqual([one.id]);
    expect(await list({ starred: 'true' }, adminToken)).toEqual([one.id]);
    expect(await list({ order_by: 'name', sort: 'desc', visibility: 'public' })).toEqual([two.id, one.id]);
    const simple = await api.request('GET', '/users/alice/projects', { query: { simple: 'true' } });
    expect(simple.body[0]).not.toHaveProperty('permissions');
    const statistics = await api.request('GET', '/users/alice/projects', { token: alice.token, query: { statistics: 'true', search: 'One' } });
    expect(statistics.body[0].statistics).toMatchObject({ commit_count: 0, lfs_objects_size: 0, job_artifacts_size: 0 });
    expect(statistics.body[0].statistics.storage_size).toBe(statistics.body[0].statistics.repository_size);
    // custom_attributes is a filter of GET /projects only.
    await api.request('PUT', `/projects/${one.id}/custom_attributes/team`, { token: adminToken, json: { value: 'red' } });
    expect(await list({ 'custom_attributes[team]': 'blue' }, adminToken)).toEqual([one.id, two.id, (await list({ search: 'Gadget' }, adminToken))[0]]);
    const bad = await api.request('GET', '/users/alice/projects', { query: { order_by: 'stars' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'order_by does not have a valid value' });
  });

  test('an unknown user is 404 User Not Found', async () => {
    for (const user of ['999999', 'nobody', '99999999999999']) {
      const response = await api.request('GET', `/users/${user}/projects`, { token: adminToken });
      expect(response.status, user).toBe(404);
      expect(response.body).toEqual({ message: '404 User Not Found' });
    }
  });
});

describeApi('POST /projects/user/:user_id', (api) => {
  test("an administrator creates a project owned by the user, in the user's namespace", async () => {
    const alice = await api.createUser('alice');
    const response = await api.request('POST', `/projects/user/${alice.id}`, {
      token: adminToken,
      json: { name: 'For Alice', default_branch: 'main', description: 'made for her', visibility: 'internal' },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.body).toMatchObject({
      name: 'For Alice', path: 'for-alice', path_with_namespace: 'alice/for-alice', default_branch: 'main',
      description: 'made for her', visibility: 'internal', creator_id: alice.id,
      owner: { id: alice.id, username: 'alice' }, namespace: { kind: 'user', path: 'alice' },
    });
    const asAlice = await api.request('GET', `/projects/${response.body.id}`, { token: alice.token });
    expect(asAlice.body.permissions.project_access).toEqual({ access_level: 50, notification_level: 3 });

    const form = await api.request('POST', `/projects/user/${alice.id}`, { token: adminToken, form: { name: 'By Form', path: 'custom-path' } });
    expect(form.status).toBe(201);
    expect(form.body).toMatchObject({ name: 'By Form', path: 'custom-path', default_branch: 'master' });
  });

  test('name is required; a taken name is 409; unknown users 404; bad ids 400', async () => {
    const alice = await api.createUser('alice');
    for (const json of [{}, { path: 'only-path' }]) {
      const response = await api.request('POST', `/projects/user/${alice.id}`, { token: adminToken, json });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'name is missing', message: 'name is missing' });
    }
    await createProject(api, alice.token, { name: 'Mine' });
    const taken = await api.request('POST', `/projects/user/${alice.id}`, { token: adminToken, json: { name: 'mine' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: { name: ['has already been taken'], path: ['has already been taken'] } });
    const unknown = await api.request('POST', '/projects/user/999999', { token: adminToken, json: { name: 'Nobody' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 User Not Found' });
    const badId = await api.request('POST', '/projects/user/alice', { token: adminToken, json: { name: 'Wrong' } });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ error: 'user_id is invalid' });
  });

  test('administrators only: 403 for others, 401 anonymous', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    for (const target of [alice.id, bob.id]) {
      const response = await api.request('POST', `/projects/user/${target}`, { token: alice.token, json: { name: 'Nope' } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: '403 Forbidden' });
    }
    // Prism answers unauthenticated calls to secured operations itself: this one goes to the server.
    const anonymous = await api.request('POST', `/projects/user/${alice.id}`, { direct: true, json: { name: 'Nope' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    const listed = await api.request('GET', '/users/alice/projects', { token: adminToken });
    expect(listed.body).toEqual([]);
  });

  test("the user's restrictions apply: restricted visibility levels and the project limit", async () => {
    const alice = await api.createUser('alice');
    await setSetting(api, { restricted_visibility_levels: ['public'] });
    const restricted = await api.request('POST', `/projects/user/${alice.id}`, { token: adminToken, json: { name: 'Loud', visibility: 'public' } });
    expect(restricted.status).toBe(400);
    expect(restricted.body).toEqual({ message: { visibility_level: ['public has been restricted by your administrator'] } });
    await api.db.updateTable('users').set({ projects_limit: 0 }).where('id', '=', alice.id).execute();
    const limited = await api.request('POST', `/projects/user/${alice.id}`, { token: adminToken, json: { name: 'Over' } });
    expect(limited.status).toBe(400);
    expect(limited.body).toEqual({ message: { limit_reached: ['Your project limit is 0 projects! Please contact your administrator to increase it'] } });
  });
});
