import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createGroup } from './support.js';

describeApi('POST /groups', (api) => {
  test('creates a top-level group; the creator becomes its owner', async () => {
    const alice = await api.createUser('alice');
    const response = await api.request('POST', '/groups', {
      token: alice.token,
      json: { name: 'Diaspora', path: 'diaspora', description: 'The project', visibility: 'internal' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Diaspora',
      path: 'diaspora',
      description: 'The project',
      visibility: 'internal',
      lfs_enabled: true,
      avatar_url: null,
      web_url: `${api.rootUrl}/groups/diaspora`,
      request_access_enabled: false,
      full_name: 'Diaspora',
      full_path: 'diaspora',
      parent_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const members = await api.request('GET', `/groups/${response.body.id}/members`, { token: alice.token });
    expect(members.body).toEqual([expect.objectContaining({ id: alice.id, username: 'alice', access_level: 50, expires_at: null })]);
  });

  test('a form body works too; visibility defaults to the default_group_visibility setting', async () => {
    const form = await api.request('POST', '/groups', { token: adminToken, form: { name: 'Formed', path: 'formed', lfs_enabled: 'false' } });
    expect(form.status, form.text).toBe(201);
    expect(form.body).toMatchObject({ name: 'Formed', path: 'formed', visibility: 'private', lfs_enabled: false, description: '' });
    const changed = await api.request('PUT', '/application/settings', { token: adminToken, json: { default_group_visibility: 'public' } });
    expect(changed.status).toBe(200);
    expect((await createGroup(api, adminToken, { name: 'Open', path: 'open' })).visibility).toBe('public');
  });

  test('subgroups: full path and full name join the parent\'s; only owners of the parent may create them', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const parent = await createGroup(api, alice.token, { name: 'Diaspora', path: 'diaspora', visibility: 'public' });
    const child = await createGroup(api, alice.token, { name: 'Frontend', path: 'frontend', parent_id: parent.id });
    expect(child).toMatchObject({
      full_path: 'diaspora/frontend',
      full_name: 'Diaspora / Frontend',
      parent_id: parent.id,
      web_url: `${api.rootUrl}/groups/diaspora/frontend`,
    });
    const grandchild = await createGroup(api, alice.token, { name: 'Web', path: 'web', parent_id: child.id });
    expect(grandchild).toMatchObject({ full_path: 'diaspora/frontend/web', full_name: 'Diaspora / Frontend / Web' });

    // A maintainer of the parent may not; neither may an outsider; an administrator may.
    await api.request('POST', `/groups/${parent.id}/members`, { token: alice.token, json: { user_id: bob.id, access_level: 40 } });
    const denied = await api.request('POST', '/groups', { token: bob.token, json: { name: 'Mine', path: 'mine', parent_id: parent.id } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: '403 Forbidden' });
    const byAdmin = await createGroup(api, adminToken, { name: 'Ops', path: 'ops', parent_id: parent.id });
    expect(byAdmin.full_path).toBe('diaspora/ops');
  });

  test('an unknown or invisible parent is 404 Group Not Found', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const hidden = await createGroup(api, alice.token, { name: 'Hidden', path: 'hidden', visibility: 'private' });
    for (const parentId of [hidden.id, 999_999, 99_999_999_999]) {
      const response = await api.request('POST', '/groups', { token: bob.token, json: { name: 'Child', path: 'child', parent_id: parentId } });
      expect(response.status, String(parentId)).toBe(404);
      expect(response.body).toEqual({ message: '404 Group Not Found' });
    }
  });

  test('a path taken by another namespace (user or group, any case) is 400 path has already been taken', async () => {
    const alice = await api.createUser('alice');
    const first = await createGroup(api, alice.token, { name: 'Diaspora', path: 'diaspora' });
    for (const path of ['diaspora', 'DIASPORA', 'alice', 'Root']) {
      const response = await api.request('POST', '/groups', { token: alice.token, json: { name: 'Other', path } });
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: { path: ['has already been taken'] } });
    }
    // The same path under another parent is fine.
    const child = await createGroup(api, alice.token, { name: 'Diaspora', path: 'diaspora', parent_id: first.id });
    expect(child.full_path).toBe('diaspora/diaspora');
    const again = await api.request('POST', '/groups', { token: alice.token, json: { name: 'X', path: 'Diaspora', parent_id: first.id } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: { path: ['has already been taken'] } });
    const listed = await api.request('GET', '/groups', { token: adminToken });
    expect(listed.body).toHaveLength(2);
  });

  test('missing or invalid parameters are 400 naming them; nothing is stored', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ path: 'x' }, { error: 'name is missing', message: 'name is missing' }],
      [{ name: 'X' }, { error: 'path is missing', message: 'path is missing' }],
      [{}, { error: 'name, path are missing', message: 'name, path are missing' }],
      [{ name: 'X', path: 'x', visibility: 'secret' }, { error: 'visibility does not have a valid value' }],
      [{ name: 'X', path: 'has space' }, { error: 'path is invalid' }],
      [{ name: 'X', path: 'x', parent_id: 'abc' }, { error: 'parent_id is invalid' }],
    ];
    for (const [json, body] of cases) {
      const response = await api.request('POST', '/groups', { token: adminToken, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body).toEqual(body);
    }
    expect((await api.request('GET', '/groups', { token: adminToken })).body).toEqual([]);
  });

  test('visibility: restricted levels for non-administrators, never above the parent\'s', async () => {
    const alice = await api.createUser('alice');
    await api.request('PUT', '/application/settings', { token: adminToken, json: { restricted_visibility_levels: ['public'] } });
    const restricted = await api.request('POST', '/groups', { token: alice.token, json: { name: 'Pub', path: 'pub', visibility: 'public' } });
    expect(restricted.status).toBe(400);
    expect(restricted.body).toEqual({ message: { visibility_level: ['public has been restricted by your administrator'] } });
    expect((await createGroup(api, adminToken, { name: 'Pub', path: 'pub', visibility: 'public' })).visibility).toBe('public');

    const parent = await createGroup(api, alice.token, { name: 'Closed', path: 'closed', visibility: 'private' });
    const louder = await api.request('POST', '/groups', { token: alice.token, json: { name: 'In', path: 'in', visibility: 'internal', parent_id: parent.id } });
    expect(louder.status).toBe(400);
    expect(louder.body).toEqual({ message: { visibility_level: ['internal is not allowed since the parent group has a private visibility.'] } });
  });

  test('users who may not create groups get 403; anonymous callers 401', async () => {
    const created = await api.request('POST', '/users', {
      token: adminToken,
      direct: true,
      json: { username: 'carol', name: 'Carol', email: 'carol@example.com', password: 'password-of-carol', can_create_group: false },
    });
    const token = await api.request('POST', `/users/${created.body.id}/personal_access_tokens`, { token: adminToken, direct: true, json: { name: 't', scopes: ['api'] } });
    const denied = await api.request('POST', '/groups', { token: token.body.token, json: { name: 'Nope', path: 'nope' } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: '403 Forbidden' });
    // Prism answers unauthenticated calls to secured operations itself: ask the server directly.
    const anonymous = await api.request('POST', '/groups', { direct: true, json: { name: 'Nope', path: 'nope' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
  });
});
