import { expect, test } from 'vitest';
import { now } from '../../server/database/schema.js';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { pageHeaders } from '../projects/support.js';
import { addMember, createGroup, dayFromToday } from '../groups/support.js';

const forbidden = { message: '403 Forbidden' };
const memberNotFound = { message: '404 Not found' };
const groupNotFound = { message: '404 Group Not Found' };

/** alice owns the group; maintainer, developer are its members; outsider is not. */
async function team(api: ApiContext, visibility = 'private') {
  const [alice, maintainer, developer, outsider] = await Promise.all(
    ['alice', 'maintainer', 'developer', 'outsider'].map((name) => api.createUser(name)),
  );
  const group = await createGroup(api, alice!.token, { name: 'Team', path: 'team', visibility });
  await addMember(api, alice!.token, `/groups/${group.id}`, { user_id: maintainer!.id, access_level: 40 });
  await addMember(api, alice!.token, `/groups/${group.id}`, { user_id: developer!.id, access_level: 30 });
  return { alice: alice!, maintainer: maintainer!, developer: developer!, outsider: outsider!, group, base: `/groups/${group.id}/members` };
}

describeApi('group members', (api) => {
  test('POST adds a member: 201 with the member; GET lists and reads them in the order added', async () => {
    const { alice, maintainer, outsider, group, base } = await team(api);
    const added = await api.request('POST', base, { token: alice.token, json: { user_id: outsider.id, access_level: 20, expires_at: dayFromToday(30) } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: outsider.id,
      username: 'outsider',
      name: 'outsider',
      state: 'active',
      avatar_url: null,
      web_url: `${api.rootUrl}/outsider`,
      access_level: 20,
      expires_at: dayFromToday(30),
    });
    const list = await api.request('GET', base, { token: maintainer.token });
    expect(list.status).toBe(200);
    expect(list.body.map((member: any) => [member.username, member.access_level])).toEqual([
      ['alice', 50], ['maintainer', 40], ['developer', 30], ['outsider', 20],
    ]);
    const byPath = await api.request('GET', '/groups/team/members', { token: maintainer.token });
    expect(byPath.body).toEqual(list.body);
    const one = await api.request('GET', `${base}/${outsider.id}`, { token: outsider.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(added.body);
    expect(group.id).toBeGreaterThan(0);
  });

  test('a form body works, and the query string too', async () => {
    const { alice, outsider, base } = await team(api);
    const form = await api.request('POST', base, { token: alice.token, form: { user_id: String(outsider.id), access_level: '10' } });
    expect(form.status, form.text).toBe(201);
    expect(form.body).toMatchObject({ id: outsider.id, access_level: 10, expires_at: null });
    const query = await api.request('PUT', `${base}/${outsider.id}`, { token: alice.token, query: { access_level: 20 } });
    expect(query.status, query.text).toBe(200);
    expect(query.body.access_level).toBe(20);
  });

  test('listing: public groups to anyone, private ones to members only; query searches username and name', async () => {
    const { alice, outsider, base } = await team(api, 'public');
    expect((await api.request('GET', base)).body).toHaveLength(3);
    const searched = await api.request('GET', base, { query: { query: 'DEV' } });
    expect(searched.body.map((member: any) => member.username)).toEqual(['developer']);
    expect((await api.request('GET', base, { query: { query: '%' } })).body).toEqual([]);
    const paged = await api.request('GET', base, { query: { per_page: 2 } });
    expect(paged.body.map((member: any) => member.username)).toEqual(['alice', 'maintainer']);
    expect(pageHeaders(paged.headers)).toMatchObject({ 'x-total': '3', 'x-next-page': '2' });

    const secret = await createGroup(api, alice.token, { name: 'Secret', path: 'secret', visibility: 'private' });
    for (const token of [undefined, outsider.token]) {
      const hidden = await api.request('GET', `/groups/${secret.id}/members`, { token });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(groupNotFound);
      const one = await api.request('GET', `/groups/${secret.id}/members/${alice.id}`, { token });
      expect(one.status).toBe(404);
      expect(one.body).toEqual(groupNotFound);
    }
    expect((await api.request('GET', `/groups/${secret.id}/members`, { token: adminToken })).status).toBe(200);
  });

  test('who may add: owners, maintainers (not the owner level) and administrators', async () => {
    const { maintainer, developer, outsider, base } = await team(api, 'internal');
    const ownerByMaintainer = await api.request('POST', base, { token: maintainer.token, json: { user_id: outsider.id, access_level: 50 } });
    expect(ownerByMaintainer.status).toBe(403);
    expect(ownerByMaintainer.body).toEqual(forbidden);
    for (const token of [developer.token, outsider.token]) {
      const denied = await api.request('POST', base, { token, json: { user_id: outsider.id, access_level: 10 } });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual(forbidden);
    }
    // Prism answers unauthenticated calls to secured operations itself: ask the server directly.
    const anonymous = await api.request('POST', base, { direct: true, json: { user_id: outsider.id, access_level: 10 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    expect((await api.request('GET', base, { token: adminToken })).body).toHaveLength(3);

    await addMember(api, maintainer.token, base.replace(/\/members$/, ''), { user_id: outsider.id, access_level: 40 });
    const root = await api.request('POST', base, { token: adminToken, json: { user_id: 1, access_level: 50 } });
    expect(root.status).toBe(201);
  });

  test('a private group is 404 to outsiders who try to add members', async () => {
    const { outsider } = await team(api, 'private');
    const groups = await api.request('GET', '/groups', { token: adminToken });
    const response = await api.request('POST', `/groups/${groups.body[0].id}/members`, { token: outsider.token, json: { user_id: outsider.id, access_level: 10 } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(groupNotFound);
  });

  test('add: 409 for a member, 404 for an unknown user, 400 for bad input; nothing is stored', async () => {
    const { alice, developer, outsider, base } = await team(api);
    const again = await api.request('POST', base, { token: alice.token, json: { user_id: developer.id, access_level: 10 } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Member already exists' });
    for (const userId of [999_999, 99_999_999_999]) {
      const unknown = await api.request('POST', base, { token: alice.token, json: { user_id: userId, access_level: 10 } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: '404 User Not Found' });
    }
    const cases: Array<[Record<string, unknown>, unknown]> = [
      [{ access_level: 10 }, { error: 'user_id is missing', message: 'user_id is missing' }],
      [{ user_id: outsider.id }, { error: 'access_level is missing', message: 'access_level is missing' }],
      [{ user_id: outsider.id, access_level: 35 }, { error: 'access_level does not have a valid value' }],
      [{ user_id: 'bob', access_level: 10 }, { error: 'user_id is invalid' }],
      [{ user_id: outsider.id, access_level: 10, expires_at: 'tomorrow' }, { error: 'expires_at is invalid' }],
      [{ user_id: outsider.id, access_level: 10, expires_at: dayFromToday(-1) }, { message: { expires_at: ['cannot be a date in the past'] } }],
    ];
    for (const [json, body] of cases) {
      const response = await api.request('POST', base, { token: alice.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body).toEqual(body);
    }
    expect((await api.request('GET', base, { token: alice.token })).body).toHaveLength(3);
    // A membership of today is allowed: it lasts until the end of the day.
    const today = await api.request('POST', base, { token: alice.token, json: { user_id: outsider.id, access_level: 10, expires_at: dayFromToday(0) } });
    expect(today.status).toBe(201);
  });

  test('an expired membership is not listed, not found, and replaced by a new add', async () => {
    const { alice, outsider, group, base } = await team(api);
    // Time passes: the membership ended yesterday.
    await api.db.insertInto('group_members').values({ group_id: group.id, user_id: outsider.id, access_level: 30, created_at: now(), expires_at: dayFromToday(-1) }).execute();
    expect((await api.request('GET', base, { token: alice.token })).body).toHaveLength(3);
    const one = await api.request('GET', `${base}/${outsider.id}`, { token: alice.token });
    expect(one.status).toBe(404);
    expect(one.body).toEqual(memberNotFound);
    const readded = await api.request('POST', base, { token: alice.token, json: { user_id: outsider.id, access_level: 20 } });
    expect(readded.status).toBe(201);
    expect(readded.body).toMatchObject({ access_level: 20, expires_at: null });
  });

  test('PUT changes the level and expiry; only owners touch the owner level; the last owner stays', async () => {
    const { alice, maintainer, developer, outsider, base } = await team(api);
    const changed = await api.request('PUT', `${base}/${developer.id}`, { token: maintainer.token, json: { access_level: 20, expires_at: dayFromToday(7) } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: developer.id, access_level: 20, expires_at: dayFromToday(7) });
    const levelOnly = await api.request('PUT', `${base}/${developer.id}`, { token: maintainer.token, json: { access_level: 30 } });
    expect(levelOnly.body).toMatchObject({ access_level: 30, expires_at: dayFromToday(7) });

    for (const [token, userId, level] of [
      [maintainer.token, alice.id, 40], // a maintainer demoting an owner
      [maintainer.token, developer.id, 50], // a maintainer granting owner
      [developer.token, maintainer.id, 30], // a developer
    ] as const) {
      const denied = await api.request('PUT', `${base}/${userId}`, { token, json: { access_level: level } });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual(forbidden);
    }
    const lastOwner = await api.request('PUT', `${base}/${alice.id}`, { token: alice.token, json: { access_level: 40 } });
    expect(lastOwner.status).toBe(403);
    expect(lastOwner.body).toEqual({ message: '403 Forbidden - A group must have at least one owner' });

    const notMember = await api.request('PUT', `${base}/${outsider.id}`, { token: alice.token, json: { access_level: 30 } });
    expect(notMember.status).toBe(404);
    expect(notMember.body).toEqual(memberNotFound);
    for (const [json, body] of [
      [{}, { error: 'access_level is missing', message: 'access_level is missing' }],
      [{ access_level: 60 }, { error: 'access_level does not have a valid value' }],
    ] as const) {
      const bad = await api.request('PUT', `${base}/${developer.id}`, { token: alice.token, json });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(body);
    }
    const past = await api.request('PUT', `${base}/${developer.id}`, { token: alice.token, json: { access_level: 30, expires_at: '2001-01-01' } });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ message: { expires_at: ['cannot be a date in the past'] } });

    // With a second owner, the first may step down.
    await api.request('PUT', `${base}/${maintainer.id}`, { token: alice.token, json: { access_level: 50 } });
    const stepDown = await api.request('PUT', `${base}/${alice.id}`, { token: alice.token, json: { access_level: 40 } });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.access_level).toBe(40);
  });

  test('DELETE: 204 for managers and for members leaving; 403 otherwise; the last owner stays', async () => {
    const { alice, maintainer, developer, outsider, group, base } = await team(api);
    await addMember(api, alice.token, `/groups/${group.id}`, { user_id: outsider.id, access_level: 10 });
    const byDeveloper = await api.request('DELETE', `${base}/${outsider.id}`, { token: developer.token });
    expect(byDeveloper.status).toBe(403);
    expect(byDeveloper.body).toEqual(forbidden);
    const ownerByMaintainer = await api.request('DELETE', `${base}/${alice.id}`, { token: maintainer.token });
    expect(ownerByMaintainer.status).toBe(403);
    const removed = await api.request('DELETE', `${base}/${outsider.id}`, { token: maintainer.token });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    const leaving = await api.request('DELETE', `${base}/${developer.id}`, { token: developer.token });
    expect(leaving.status).toBe(204);
    const lastOwner = await api.request('DELETE', `${base}/${alice.id}`, { token: alice.token });
    expect(lastOwner.status).toBe(403);
    expect(lastOwner.body).toEqual({ message: '403 Forbidden - A group must have at least one owner' });
    for (const userId of [String(outsider.id), '-99999999999', '99999999999']) {
      const gone = await api.request('DELETE', `${base}/${userId}`, { token: alice.token });
      expect(gone.status, userId).toBe(404);
      expect(gone.body).toEqual(memberNotFound);
    }
    const invalid = await api.request('DELETE', `${base}/abc`, { token: alice.token });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'user_id is invalid' });
    const list = await api.request('GET', base, { token: alice.token });
    expect(list.body.map((member: any) => member.username)).toEqual(['alice', 'maintainer']);
    const byAdmin = await api.request('DELETE', `${base}/${maintainer.id}`, { token: adminToken });
    expect(byAdmin.status).toBe(204);
  });

  test('owners of a parent group manage the members of its subgroups', async () => {
    const { alice, maintainer, outsider, group } = await team(api);
    const child = await createGroup(api, alice.token, { name: 'Child', path: 'child', parent_id: group.id });
    const childMembers = `/groups/${child.id}/members`;
    // maintainer is a maintainer of the parent only, which makes them one of the child too.
    const added = await api.request('POST', childMembers, { token: maintainer.token, json: { user_id: outsider.id, access_level: 30 } });
    expect(added.status).toBe(201);
    // Only direct members are listed.
    const listed = await api.request('GET', childMembers, { token: maintainer.token });
    expect(listed.body.map((member: any) => member.username)).toEqual(['alice', 'outsider']);
  });
});
