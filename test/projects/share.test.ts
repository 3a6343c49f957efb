import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { addMember, createGroup, dayFromToday } from '../groups/support.js';
import { createProject } from './support.js';

const forbidden = { message: '403 Forbidden' };

/** alice owns a private project with a maintainer and a developer; bob owns the group "readers" with carol in it. */
async function setting(api: ApiContext) {
  const [alice, maintainer, developer, bob, carol] = await Promise.all(
    ['alice', 'maintainer', 'developer', 'bob', 'carol'].map((name) => api.createUser(name)),
  );
  const project = await createProject(api, alice!.token, { name: 'Tool', visibility: 'private' });
  await addMember(api, alice!.token, `/projects/${project.id}`, { user_id: maintainer!.id, access_level: 40 });
  await addMember(api, alice!.token, `/projects/${project.id}`, { user_id: developer!.id, access_level: 30 });
  const readers = await createGroup(api, bob!.token, { name: 'Readers', path: 'readers', visibility: 'internal' });
  await addMember(api, bob!.token, `/groups/${readers.id}`, { user_id: carol!.id, access_level: 40 });
  return {
    alice: alice!, maintainer: maintainer!, developer: developer!, bob: bob!, carol: carol!, project, readers,
    share: `/projects/${project.id}/share`,
  };
}

describeApi('POST /projects/:id/share', (api) => {
  test('201 with the share; the project lists it in shared_with_groups; members get the lower level', async () => {
    const { maintainer, carol, project, readers, share } = await setting(api);
    const before = await api.request('GET', `/projects/${project.id}`, { token: carol.token });
    expect(before.status).toBe(404);

    const response = await api.request('POST', share, { token: maintainer.token, json: { group_id: readers.id, group_access: 30, expires_at: dayFromToday(30) } });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.body).toEqual({ id: expect.any(Number), project_id: project.id, group_id: readers.id, group_access: 30, expires_at: dayFromToday(30) });

    const shown = await api.request('GET', `/projects/${project.id}`, { token: carol.token });
    expect(shown.status).toBe(200);
    expect(shown.body.shared_with_groups).toEqual([
      { group_id: readers.id, group_name: 'Readers', group_full_path: 'readers', group_access_level: 30, expires_at: dayFromToday(30) },
    ]);
    // carol is a maintainer of the group, the share caps her at developer.
    expect(shown.body.permissions).toEqual({ project_access: null, group_access: { access_level: 30, notification_level: 3 } });
    expect(shown.body).not.toHaveProperty('runners_token');
  });

  test('expires_at null, as python-gitlab sends it by default, is a share without expiry', async () => {
    const { maintainer, readers, share } = await setting(api);
    const response = await api.request('POST', share, { token: maintainer.token, json: { group_id: readers.id, group_access: 20, expires_at: null } });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ group_id: readers.id, group_access: 20, expires_at: null });
  });

  test('by path, with a form body; owners may share with owner access, maintainers may not', async () => {
    const { alice, maintainer, readers, share } = await setting(api);
    const denied = await api.request('POST', share, { token: maintainer.token, json: { group_id: readers.id, group_access: 50 } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(forbidden);
    const byOwner = await api.request('POST', '/projects/alice%2Ftool/share', { token: alice.token, form: { group_id: String(readers.id), group_access: '50' } });
    expect(byOwner.status, byOwner.text).toBe(201);
    expect(byOwner.body).toMatchObject({ group_id: readers.id, group_access: 50, expires_at: null });
  });

  test('who may share: 403 below maintainer, 404 for those who cannot see the project, 401 anonymous', async () => {
    const { developer, carol, readers, share } = await setting(api);
    const byDeveloper = await api.request('POST', share, { token: developer.token, json: { group_id: readers.id, group_access: 10 } });
    expect(byDeveloper.status).toBe(403);
    expect(byDeveloper.body).toEqual(forbidden);
    const byOutsider = await api.request('POST', share, { token: carol.token, json: { group_id: readers.id, group_access: 10 } });
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body).toEqual({ message: '404 Project Not Found' });
    // Prism answers unauthenticated calls to secured operations itself: ask the server directly.
    const anonymous = await api.request('POST', share, { direct: true, json: { group_id: readers.id, group_access: 10 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    const byAdmin = await api.request('POST', share, { token: adminToken, json: { group_id: readers.id, group_access: 10 } });
    expect(byAdmin.status).toBe(201);
  });

  test('404 Group Not Found for an unknown group or one the caller cannot see', async () => {
    const { maintainer, bob, share } = await setting(api);
    const hidden = await createGroup(api, bob.token, { name: 'Hidden', path: 'hidden', visibility: 'private' });
    for (const groupId of [hidden.id, 999_999, 99_999_999_999]) {
      const response = await api.request('POST', share, { token: maintainer.token, json: { group_id: groupId, group_access: 30 } });
      expect(response.status, String(groupId)).toBe(404);
      expect(response.body).toEqual({ message: '404 Group Not Found' });
    }
  });

  test('409 when already shared, or when the group holds the project', async () => {
    const { alice, maintainer, readers, share } = await setting(api);
    await api.request('POST', share, { token: maintainer.token, json: { group_id: readers.id, group_access: 30 } });
    const again = await api.request('POST', share, { token: maintainer.token, json: { group_id: readers.id, group_access: 10 } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Group already shared with this group' });

    const parent = await createGroup(api, alice.token, { name: 'Parent', path: 'parent' });
    const child = await createGroup(api, alice.token, { name: 'Child', path: 'child', parent_id: parent.id });
    const inChild = await createProject(api, alice.token, { name: 'Inner', namespace_id: child.id });
    for (const group of [child, parent]) {
      const own = await api.request('POST', `/projects/${inChild.id}/share`, { token: alice.token, json: { group_id: group.id, group_access: 30 } });
      expect(own.status).toBe(409);
      expect(own.body).toEqual({ message: 'Project cannot be shared with the group it is in or one of its ancestors.' });
    }
  });

  test('bad input is 400 naming it; nothing is stored', async () => {
    const { alice, readers, project, share } = await setting(api);
    const cases: Array<[Record<string, unknown>, unknown]> = [
      [{}, { error: 'group_id, group_access are missing', message: 'group_id, group_access are missing' }],
      [{ group_access: 30 }, { error: 'group_id is missing', message: 'group_id is missing' }],
      [{ group_id: readers.id }, { error: 'group_access is missing', message: 'group_access is missing' }],
      [{ group_id: readers.id, group_access: 45 }, { error: 'group_access does not have a valid value' }],
      [{ group_id: 'readers', group_access: 30 }, { error: 'group_id is invalid' }],
      [{ group_id: readers.id, group_access: 30, expires_at: '31/12/2030' }, { error: 'expires_at is invalid' }],
      [{ group_id: readers.id, group_access: 30, expires_at: dayFromToday(-1) }, { message: { expires_at: ['cannot be a date in the past'] } }],
    ];
    for (const [json, body] of cases) {
      const response = await api.request('POST', share, { token: alice.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body).toEqual(body);
    }
    expect((await api.request('GET', `/projects/${project.id}`, { token: alice.token })).body.shared_with_groups).toEqual([]);
  });

  test('an expired share grants nothing, is not listed, and a new share replaces it', async () => {
    const { maintainer, carol, project, readers, share } = await setting(api);
    await api.request('POST', share, { token: maintainer.token, json: { group_id: readers.id, group_access: 20 } });
    // Time passes: the share ended yesterday.
    await api.db.updateTable('project_group_links').set({ expires_at: dayFromToday(-1) }).execute();
    expect((await api.request('GET', `/projects/${project.id}`, { token: carol.token })).status).toBe(404);
    expect((await api.request('GET', `/projects/${project.id}`, { token: maintainer.token })).body.shared_with_groups).toEqual([]);
    const gone = await api.request('DELETE', `${share}/${readers.id}`, { token: maintainer.token });
    expect(gone.status).toBe(404);
    const renewed = await api.request('POST', share, { token: maintainer.token, json: { group_id: readers.id, group_access: 10 } });
    expect(renewed.status).toBe(201);
    const seen = await api.request('GET', `/projects/${project.id}`, { token: carol.token });
    expect(seen.body.permissions.group_access).toEqual({ access_level: 10, notification_level: 3 });
  });

  test('shared_with_groups shows only groups the viewer can see', async () => {
    const { alice, bob, project, share } = await setting(api);
    const publicGroup = await createGroup(api, bob.token, { name: 'Everyone', path: 'everyone', visibility: 'public' });
    const privateGroup = await createGroup(api, bob.token, { name: 'Few', path: 'few', visibility: 'private' });
    await api.request('POST', share, { token: adminToken, json: { group_id: publicGroup.id, group_access: 20 } });
    await api.request('POST', share, { token: adminToken, json: { group_id: privateGroup.id, group_access: 20 } });
    const names = async (token?: string) =>
      (await api.request('GET', `/projects/${project.id}`, { token })).body.shared_with_groups.map((group: any) => group.group_full_path);
    expect(await names(adminToken)).toEqual(['everyone', 'few']);
    expect(await names(alice.token)).toEqual(['everyone']);
    const listed = await api.request('GET', '/projects', { token: bob.token });
    expect(listed.body.find((item: any) => item.id === project.id).shared_with_groups.map((group: any) => group.group_full_path)).toEqual(['everyone', 'few']);
    await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { visibility: 'public' } });
    expect(await names()).toEqual(['everyone']);
  });
});

describeApi('DELETE /projects/:id/share/:group_id', (api) => {
  test('204, after which the group\'s members lose the access; 404 Group Link Not Found when not shared', async () => {
    const { maintainer, developer, carol, project, readers, share } = await setting(api);
    await api.request('POST', share, { token: maintainer.token, json: { group_id: readers.id, group_access: 30 } });
    expect((await api.request('GET', `/projects/${project.id}`, { token: carol.token })).status).toBe(200);

    const byDeveloper = await api.request('DELETE', `${share}/${readers.id}`, { token: developer.token });
    expect(byDeveloper.status).toBe(403);
    expect(byDeveloper.body).toEqual(forbidden);
    const byOutsider = await api.request('DELETE', `${share}/${readers.id}`, { token: (await api.createUser('dave')).token });
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body).toEqual({ message: '404 Project Not Found' });

    const removed = await api.request('DELETE', `${share}/${readers.id}`, { token: maintainer.token });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect((await api.request('GET', `/projects/${project.id}`, { token: carol.token })).status).toBe(404);
    expect((await api.request('GET', `/projects/${project.id}`, { token: maintainer.token })).body.shared_with_groups).toEqual([]);

    for (const groupId of [String(readers.id), '999999', '99999999999', '-99999999999']) {
      const again = await api.request('DELETE', `${share}/${groupId}`, { token: maintainer.token });
      expect(again.status, groupId).toBe(404);
      expect(again.body).toEqual({ message: '404 Group Link Not Found' });
    }
    const invalid = await api.request('DELETE', `${share}/readers`, { token: maintainer.token });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'group_id is invalid' });
    // Prism answers unauthenticated calls to secured operations itself: ask the server directly.
    const anonymous = await api.request('DELETE', `${share}/${readers.id}`, { direct: true });
    expect(anonymous.status).toBe(401);
  });
});
