import { expect, test } from 'vitest';
import { now } from '../../server/database/schema.js';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { createProject } from '../projects/support.js';
import { addMember, createGroup, dayFromToday } from '../groups/support.js';

const forbidden = { message: '403 Forbidden' };
const memberNotFound = { message: '404 Not found' };
const projectNotFound = { message: '404 Project Not Found' };

/** alice owns a project; maintainer, developer are its members; outsider is not. */
async function project(api: ApiContext, visibility = 'private') {
  const [alice, maintainer, developer, outsider] = await Promise.all(
    ['alice', 'maintainer', 'developer', 'outsider'].map((name) => api.createUser(name)),
  );
  const created = await createProject(api, alice!.token, { name: 'Tool', visibility });
  await addMember(api, alice!.token, `/projects/${created.id}`, { user_id: maintainer!.id, access_level: 40 });
  await addMember(api, alice!.token, `/projects/${created.id}`, { user_id: developer!.id, access_level: 30 });
  return {
    alice: alice!, maintainer: maintainer!, developer: developer!, outsider: outsider!,
    project: created, base: `/projects/${created.id}/members`,
  };
}

describeApi('project members', (api) => {
  test('POST adds a member (201); GET lists them by id or path, with query search, and reads one', async () => {
    const { maintainer, outsider, base } = await project(api);
    const added = await api.request('POST', base, { token: maintainer.token, json: { user_id: outsider.id, access_level: 20, expires_at: dayFromToday(3) } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: outsider.id, username: 'outsider', name: 'outsider', state: 'active', avatar_url: null,
      web_url: `${api.rootUrl}/outsider`, access_level: 20, expires_at: dayFromToday(3),
    });
    const list = await api.request('GET', base, { token: outsider.token });
    expect(list.status).toBe(200);
    expect(list.body.map((member: any) => [member.username, member.access_level])).toEqual([
      ['alice', 50], ['maintainer', 40], ['developer', 30], ['outsider', 20],
    ]);
    expect((await api.request('GET', '/projects/alice%2Ftool/members', { token: outsider.token })).body).toEqual(list.body);
    const searched = await api.request('GET', base, { token: outsider.token, query: { query: 'main' } });
    expect(searched.body.map((member: any) => member.username)).toEqual(['maintainer']);
    const one = await api.request('GET', `${base}/${outsider.id}`, { token: outsider.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(added.body);
    const missing = await api.request('GET', `${base}/999999`, { token: outsider.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(memberNotFound);
  });

  test('reading: a private project is 404 to anonymous callers and non-members; a public one is open', async () => {
    const { alice, outsider, base } = await project(api);
    for (const token of [undefined, outsider.token]) {
      for (const path of [base, `${base}/${alice.id}`]) {
        const response = await api.request('GET', path, { token });
        expect(response.status, path).toBe(404);
        expect(response.body).toEqual(projectNotFound);
      }
    }
    expect((await api.request('GET', base, { token: adminToken })).body).toHaveLength(3);
    const open = await createProject(api, alice.token, { name: 'Open', visibility: 'public' });
    const anonymous = await api.request('GET', `/projects/${open.id}/members`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.map((member: any) => member.username)).toEqual(['alice']);
  });

  test('who may add: maintainers and owners (owner level by owners only), administrators; others 403 or 401', async () => {
    const { alice, maintainer, developer, outsider, base } = await project(api, 'internal');
    const owner = await api.request('POST', base, { token: maintainer.token, json: { user_id: outsider.id, access_level: 50 } });
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual(forbidden);
    for (const token of [developer.token, outsider.token]) {
      const denied = await api.request('POST', base, { token, json: { user_id: outsider.id, access_level: 10 } });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual(forbidden);
    }
    // Prism answers unauthenticated calls to secured operations itself: ask the server directly.
    const anonymous = await api.request('POST', base, { direct: true, json: { user_id: outsider.id, access_level: 10 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    const byOwner = await api.request('POST', base, { token: alice.token, json: { user_id: outsider.id, access_level: 50 } });
    expect(byOwner.status).toBe(201);
    const byAdmin = await api.request('POST', base, { token: adminToken, json: { user_id: 1, access_level: 10 } });
    expect(byAdmin.status).toBe(201);
  });

  test('a maintainer through the project\'s group manages its members', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const carol = await api.createUser('carol');
    const group = await createGroup(api, alice.token, { name: 'Team', path: 'team' });
    await addMember(api, alice.token, `/groups/${group.id}`, { user_id: bob.id, access_level: 40 });
    const inGroup = await createProject(api, alice.token, { name: 'Shared', namespace_id: group.id });
    const added = await api.request('POST', `/projects/${inGroup.id}/members`, { token: bob.token, json: { user_id: carol.id, access_level: 30 } });
    expect(added.status).toBe(201);
    // Access through the group is not a direct membership: only carol is listed.
    const listed = await api.request('GET', `/projects/${inGroup.id}/members`, { token: bob.token });
    expect(listed.body.map((member: any) => member.username)).toEqual(['carol']);
  });

  test('add: 409 for a member, 404 for an unknown user, 400 for bad input', async () => {
    const { alice, developer, outsider, base } = await project(api);
    const again = await api.request('POST', base, { token: alice.token, json: { user_id: developer.id, access_level: 30 } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Member already exists' });
    const unknown = await api.request('POST', base, { token: alice.token, json: { user_id: 424242, access_level: 30 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 User Not Found' });
    for (const [json, body] of [
      [{ user_id: outsider.id, access_level: 15 }, { error: 'access_level does not have a valid value' }],
      [{ access_level: 30 }, { error: 'user_id is missing', message: 'user_id is missing' }],
      [{ user_id: outsider.id, access_level: 30, expires_at: '2099-02-30' }, { error: 'expires_at is invalid' }],
      [{ user_id: outsider.id, access_level: 30, expires_at: dayFromToday(-2) }, { message: { expires_at: ['cannot be a date in the past'] } }],
    ] as const) {
      const response = await api.request('POST', base, { token: alice.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body).toEqual(body);
    }
    expect((await api.request('GET', base, { token: alice.token })).body).toHaveLength(3);
  });

  test('PUT: maintainers change levels below owner; 404 for non-members; 400 for bad levels', async () => {
    const { alice, maintainer, developer, outsider, base } = await project(api);
    const changed = await api.request('PUT', `${base}/${developer.id}`, { token: maintainer.token, json: { access_level: 40 } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: developer.id, access_level: 40, expires_at: null });
    for (const [userId, level] of [[alice.id, 40], [developer.id, 50]] as const) {
      const denied = await api.request('PUT', `${base}/${userId}`, { token: maintainer.token, json: { access_level: level } });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual(forbidden);
    }
    const notMember = await api.request('PUT', `${base}/${outsider.id}`, { token: alice.token, json: { access_level: 30 } });
    expect(notMember.status).toBe(404);
    expect(notMember.body).toEqual(memberNotFound);
    const bad = await api.request('PUT', `${base}/${developer.id}`, { token: alice.token, json: { access_level: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'access_level does not have a valid value' });
    const byOwner = await api.request('PUT', `${base}/${developer.id}`, { token: alice.token, json: { access_level: 50, expires_at: dayFromToday(10) } });
    expect(byOwner.body).toMatchObject({ access_level: 50, expires_at: dayFromToday(10) });
    // A null expiry, as clients send for "none", removes it.
    const cleared = await api.request('PUT', `${base}/${developer.id}`, { token: alice.token, json: { access_level: 50, expires_at: null } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ access_level: 50, expires_at: null });
  });

  test('DELETE: managers remove others, members leave, 404 when not a member', async () => {
    const { alice, maintainer, developer, outsider, base } = await project(api);
    const byDeveloper = await api.request('DELETE', `${base}/${maintainer.id}`, { token: developer.token });
    expect(byDeveloper.status).toBe(403);
    expect(byDeveloper.body).toEqual(forbidden);
    const ownerByMaintainer = await api.request('DELETE', `${base}/${alice.id}`, { token: maintainer.token });
    expect(ownerByMaintainer.status).toBe(403);
    const leaving = await api.request('DELETE', `${base}/${developer.id}`, { token: developer.token });
    expect(leaving.status).toBe(204);
    expect(leaving.text).toBe('');
    // Having left a private project, developer cannot see it any more.
    expect((await api.request('GET', base, { token: developer.token })).status).toBe(404);
    const notMember = await api.request('DELETE', `${base}/${outsider.id}`, { token: alice.token });
    expect(notMember.status).toBe(404);
    expect(notMember.body).toEqual(memberNotFound);
    const removed = await api.request('DELETE', `${base}/${maintainer.id}`, { token: alice.token });
    expect(removed.status).toBe(204);
    expect((await api.request('GET', base, { token: alice.token })).body.map((member: any) => member.username)).toEqual(['alice']);
  });

  test('an expired membership grants nothing and is not listed', async () => {
    const { alice, outsider, project: tool, base } = await project(api);
    // Time passes: the membership ended yesterday.
    await api.db.insertInto('project_members').values({ project_id: tool.id, user_id: outsider.id, access_level: 40, created_at: now(), expires_at: dayFromToday(-1) }).execute();
    expect((await api.request('GET', base, { token: alice.token })).body).toHaveLength(3);
    expect((await api.request('GET', `/projects/${tool.id}`, { token: outsider.token })).status).toBe(404);
    // Until the end of its last day it still counts.
    await api.db.updateTable('project_members').set({ expires_at: dayFromToday(0) }).where('user_id', '=', outsider.id).execute();
    const stillToday = await api.request('GET', `/projects/${tool.id}`, { token: outsider.token });
    expect(stillToday.status).toBe(200);
    expect(stillToday.body.permissions.project_access).toEqual({ access_level: 40, notification_level: 3 });
  });
});
