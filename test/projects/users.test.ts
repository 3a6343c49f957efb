import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { pageHeaders } from './support.js';
import { addMember, projectWithCast } from './actions-support.js';
import { createProject } from './support.js';
import { addMember as addGroupMember, createGroup, dayFromToday } from '../groups/support.js';

describeApi('GET /projects/:id/users', (api) => {
  test('the direct members, oldest account first, in the basic user form', async () => {
    const { owner, maintainer, developer, reporter, guest, project } = await projectWithCast(api, 'private');
    const response = await api.request('GET', `/projects/${project.id}/users`, { token: guest.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.body).toEqual([owner, maintainer, developer, reporter, guest].sort((a, b) => a.id - b.id).map((user) => ({
      id: user.id,
      username: user.username,
      name: user.username,
      state: 'active',
      avatar_url: null,
      web_url: `${api.rootUrl}/${user.username}`,
    })));
    expect(pageHeaders(response.headers)).toMatchObject({ 'x-total': '5', 'x-page': '1', 'x-per-page': '20' });
  });

  test('search matches the username or the name, case-insensitively and literally', async () => {
    const project = await createProject(api, adminToken, { name: 'Searched' });
    const alice = await api.createUser('alice_smith');
    const bob = await api.createUser('bob');
    await api.db.updateTable('users').set({ name: 'Bobby Tables' }).where('id', '=', bob.id).execute();
    for (const user of [alice, bob]) await addMember(api, project.id, user.id, 30);
    const search = async (text: string) => {
      const response = await api.request('GET', `/projects/${project.id}/users`, { token: adminToken, query: { search: text } });
      expect(response.status).toBe(200);
      return response.body.map((user: { username: string }) => user.username);
    };
    expect(await search('ALICE')).toEqual(['alice_smith']);
    expect(await search('tables')).toEqual(['bob']);
    expect(await search('o')).toEqual(['root', 'bob']);
    expect(await search('e_s')).toEqual(['alice_smith']);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody')).toEqual([]);
  });

  test('paginated', async () => {
    const project = await createProject(api, adminToken, { name: 'Crowded' });
    for (const name of ['u1', 'u2', 'u3', 'u4']) await addMember(api, project.id, (await api.createUser(name)).id, 10);
    const page = await api.request('GET', `/projects/${project.id}/users`, { token: adminToken, query: { per_page: 2, page: 2 } });
    expect(page.status).toBe(200);
    expect(page.body.map((user: { username: string }) => user.username)).toEqual(['u2', 'u3']);
    expect(pageHeaders(page.headers)).toEqual({ 'x-total': '5', 'x-total-pages': '3', 'x-per-page': '2', 'x-page': '2', 'x-next-page': '3', 'x-prev-page': '1' });
    const bad = await api.request('GET', `/projects/${project.id}/users`, { token: adminToken, query: { page: 0 } });
    expect(bad.status).toBe(400);
  });

  test('readers only: anonymous callers for public projects; 404 otherwise', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const open = await createProject(api, alice.token, { name: 'Open', visibility: 'public' });
    const closed = await createProject(api, alice.token, { name: 'Closed', visibility: 'private' });
    const inside = await createProject(api, alice.token, { name: 'Inside', visibility: 'internal' });
    const anonymous = await api.request('GET', `/projects/${open.id}/users`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.map((user: { username: string }) => user.username)).toEqual(['alice']);
    for (const [project, token] of [[closed, undefined], [closed, bob.token], [inside, undefined], [{ id: 999999 }, adminToken]] as const) {
      const response = await api.request('GET', `/projects/${project.id}/users`, { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
    expect((await api.request('GET', `/projects/${inside.id}/users`, { token: bob.token })).status).toBe(200);
    const badToken = await api.request('GET', `/projects/${open.id}/users`, { token: 'not-a-token' });
    expect(badToken.status).toBe(401);
  });

  test('members through the project\'s group, its ancestors and shares count, each once; expired ones do not', async () => {
    const names = ['alice', 'parent_member', 'team_member', 'direct', 'sharer', 'expired', 'outsider'];
    const [alice, parentMember, teamMember, direct, sharer, expired, outsider] = await Promise.all(names.map((name) => api.createUser(name)));
    const parent = await createGroup(api, alice!.token, { name: 'Parent', path: 'parent', visibility: 'private' });
    const team = await createGroup(api, alice!.token, { name: 'Team', path: 'team', parent_id: parent.id, visibility: 'private' });
    const partners = await createGroup(api, alice!.token, { name: 'Partners', path: 'partners', visibility: 'private' });
    await addGroupMember(api, alice!.token, `/groups/${parent.id}`, { user_id: parentMember!.id, access_level: 10 });
    await addGroupMember(api, alice!.token, `/groups/${team.id}`, { user_id: teamMember!.id, access_level: 30 });
    await addGroupMember(api, alice!.token, `/groups/${partners.id}`, { user_id: sharer!.id, access_level: 20 });
    await addGroupMember(api, alice!.token, `/groups/${partners.id}`, { user_id: teamMember!.id, access_level: 20 });
    const project = await createProject(api, alice!.token, { name: 'Shared', namespace_id: team.id, visibility: 'private' });
    await addMember(api, project.id, direct!.id, 20);
    await addMember(api, project.id, teamMember!.id, 40);
    await api.db.insertInto('project_members')
      .values({ project_id: project.id, user_id: expired!.id, access_level: 30, created_at: new Date().toISOString(), expires_at: dayFromToday(-1) })
      .execute();
    const share = await api.request('POST', `/projects/${project.id}/share`, { token: alice!.token, json: { group_id: partners.id, group_access: 20 } });
    expect(share.status, share.text).toBe(201);

    const response = await api.request('GET', `/projects/${project.id}/users`, { token: direct!.token });
    expect(response.status).toBe(200);
    const expected = [alice!, parentMember!, teamMember!, direct!, sharer!].sort((a, b) => a.id - b.id);
    expect(response.body.map((user: { username: string }) => user.username)).toEqual(expected.map((user) => user.username));
    expect(response.headers.get('x-total')).toBe('5');
    const hidden = await api.request('GET', `/projects/${project.id}/users`, { token: outsider!.token });
    expect(hidden.status).toBe(404);
  });
});
