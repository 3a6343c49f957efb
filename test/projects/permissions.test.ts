// The permission model: access to a project through direct membership, through the project's group (and its
// ancestors) and through groups the project is shared with; expired memberships and shares give nothing.
import { expect, test } from 'vitest';
import { now } from '../../server/database/schema.js';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createGroup, dayFromToday } from '../groups/support.js';
import { createProject, ids } from './support.js';

const level = (accessLevel: number) => ({ access_level: accessLevel, notification_level: 3 });

describeApi('project permissions through groups', (api) => {
  test('members of the project\'s group (or an ancestor) read its private projects, with group_access', async () => {
    const [alice, guest, parentMaintainer, outsider] = await Promise.all(['alice', 'guest', 'parent-maintainer', 'outsider'].map((name) => api.createUser(name)));
    const parent = await createGroup(api, alice!.token, { name: 'Parent', path: 'parent', visibility: 'private' });
    const group = await createGroup(api, alice!.token, { name: 'Team', path: 'team', parent_id: parent.id, visibility: 'private' });
    await addMember(api, alice!.token, `/groups/${group.id}`, { user_id: guest!.id, access_level: 10 });
    await addMember(api, alice!.token, `/groups/${parent.id}`, { user_id: parentMaintainer!.id, access_level: 40 });
    const project = await createProject(api, alice!.token, { name: 'Secret', namespace_id: group.id, visibility: 'private' });
    expect(project).toMatchObject({ owner: null, namespace: { id: group.id, kind: 'group', full_path: 'parent/team' }, path_with_namespace: 'parent/team/secret' });
    // The creator has access through the group, not as a direct member.
    expect(project.permissions).toEqual({ project_access: null, group_access: level(50) });

    const asGuest = await api.request('GET', `/projects/${project.id}`, { token: guest!.token });
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.permissions).toEqual({ project_access: null, group_access: level(10) });
    expect(asGuest.body).not.toHaveProperty('runners_token');
    const byPath = await api.request('GET', '/projects/parent%2Fteam%2Fsecret', { token: guest!.token });
    expect(byPath.status).toBe(200);

    const asParentMaintainer = await api.request('GET', `/projects/${project.id}`, { token: parentMaintainer!.token });
    expect(asParentMaintainer.body.permissions).toEqual({ project_access: null, group_access: level(40) });
    expect(asParentMaintainer.body.runners_token).toBe(project.runners_token);

    for (const token of [outsider!.token, undefined]) {
      const hidden = await api.request('GET', `/projects/${project.id}`, { token });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ message: '404 Project Not Found' });
    }
    expect(ids((await api.request('GET', '/projects', { token: guest!.token })).body)).toEqual([project.id]);
    expect(ids((await api.request('GET', '/projects', { token: outsider!.token })).body)).toEqual([]);
  });

  test('direct and group access are reported apart; the higher one counts', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const group = await createGroup(api, alice.token, { name: 'Team', path: 'team' });
    await addMember(api, alice.token, `/groups/${group.id}`, { user_id: bob.id, access_level: 20 });
    const project = await createProject(api, alice.token, { name: 'Tool', namespace_id: group.id });
    await addMember(api, alice.token, `/projects/${project.id}`, { user_id: bob.id, access_level: 40 });
    const seen = await api.request('GET', `/projects/${project.id}`, { token: bob.token });
    expect(seen.body.permissions).toEqual({ project_access: level(40), group_access: level(20) });
    expect(seen.body.runners_token).toBe(project.runners_token);
    // As a maintainer (directly) bob may share the project; as a reporter (through the group) he could not.
    const other = await createGroup(api, bob.token, { name: 'Other', path: 'other', visibility: 'internal' });
    expect((await api.request('POST', `/projects/${project.id}/share`, { token: bob.token, json: { group_id: other.id, group_access: 20 } })).status).toBe(201);
  });

  test('a share gives each member of the group the lower of their level and the share\'s', async () => {
    const [alice, bob, guest, developer, owner] = await Promise.all(['alice', 'bob', 'guest', 'developer', 'owner'].map((name) => api.createUser(name)));
    const project = await createProject(api, alice!.token, { name: 'Tool', visibility: 'private' });
    const readers = await createGroup(api, bob!.token, { name: 'Readers', path: 'readers', visibility: 'internal' });
    const sub = await createGroup(api, bob!.token, { name: 'Sub', path: 'sub', parent_id: readers.id, visibility: 'internal' });
    await addMember(api, bob!.token, `/groups/${readers.id}`, { user_id: guest!.id, access_level: 10 });
    await addMember(api, bob!.token, `/groups/${readers.id}`, { user_id: developer!.id, access_level: 30 });
    await addMember(api, bob!.token, `/groups/${sub.id}`, { user_id: owner!.id, access_level: 50 });
    const shares = [
      await api.request('POST', `/projects/${project.id}/share`, { token: alice!.token, json: { group_id: readers.id, group_access: 20 } }),
      // Shared with the subgroup too: members of the parent group are members of the subgroup.
      await api.request('POST', `/projects/${project.id}/share`, { token: alice!.token, json: { group_id: sub.id, group_access: 30 } }),
    ];
    expect(shares.map((share) => share.status)).toEqual([201, 201]);

    const access = async (token: string) => (await api.request('GET', `/projects/${project.id}`, { token })).body.permissions;
    expect(await access(guest!.token)).toEqual({ project_access: null, group_access: level(10) });
    expect(await access(developer!.token)).toEqual({ project_access: null, group_access: level(30) });
    expect(await access(owner!.token)).toEqual({ project_access: null, group_access: level(30) });
    expect(await access(bob!.token)).toEqual({ project_access: null, group_access: level(30) });
    // Developer access through the share is not enough to manage members or shares.
    const denied = await api.request('POST', `/projects/${project.id}/members`, { token: developer!.token, json: { user_id: guest!.id, access_level: 10 } });
    expect(denied.status).toBe(403);
  });

  test('expired group memberships and shares give nothing', async () => {
    const [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((name) => api.createUser(name)));
    const group = await createGroup(api, alice!.token, { name: 'Team', path: 'team', visibility: 'private' });
    const inGroup = await createProject(api, alice!.token, { name: 'Inner', namespace_id: group.id, visibility: 'private' });
    await addMember(api, alice!.token, `/groups/${group.id}`, { user_id: bob!.id, access_level: 30, expires_at: dayFromToday(5) });
    expect((await api.request('GET', `/projects/${inGroup.id}`, { token: bob!.token })).status).toBe(200);
    // Time passes: the membership ended yesterday.
    await api.db.updateTable('group_members').set({ expires_at: dayFromToday(-1) }).where('user_id', '=', bob!.id).execute();
    expect((await api.request('GET', `/projects/${inGroup.id}`, { token: bob!.token })).status).toBe(404);
    expect(ids((await api.request('GET', '/projects', { token: bob!.token })).body)).toEqual([]);

    const personal = await createProject(api, alice!.token, { name: 'Personal', visibility: 'private' });
    const readers = await createGroup(api, carol!.token, { name: 'Readers', path: 'readers', visibility: 'internal' });
    const share = await api.request('POST', `/projects/${personal.id}/share`, { token: alice!.token, json: { group_id: readers.id, group_access: 30 } });
    expect((await api.request('GET', `/projects/${personal.id}`, { token: carol!.token })).body.permissions.group_access).toEqual(level(30));
    await api.db.updateTable('project_group_links').set({ expires_at: dayFromToday(-1) }).where('id', '=', share.body.id).execute();
    expect((await api.request('GET', `/projects/${personal.id}`, { token: carol!.token })).status).toBe(404);

    // A membership added behind the API's back, already expired, counts for nothing either.
    await api.db.insertInto('group_members').values({ group_id: readers.id, user_id: bob!.id, access_level: 50, created_at: now(), expires_at: '2001-01-01' }).execute();
    expect((await api.request('GET', `/groups/${readers.id}/members/${bob!.id}`, { token: carol!.token })).status).toBe(404);
  });

  test('internal group projects need a signed-in caller; public ones are open', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const group = await createGroup(api, alice.token, { name: 'Open', path: 'open', visibility: 'public' });
    const internal = await createProject(api, alice.token, { name: 'Inside', namespace_id: group.id, visibility: 'internal' });
    const open = await createProject(api, alice.token, { name: 'Outside', namespace_id: group.id, visibility: 'public' });
    expect((await api.request('GET', `/projects/${internal.id}`)).status).toBe(404);
    const signedIn = await api.request('GET', `/projects/${internal.id}`, { token: bob.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.permissions).toEqual({ project_access: null, group_access: null });
    expect((await api.request('GET', `/projects/${open.id}`)).status).toBe(200);
  });
});

describeApi('creating a project in a group', (api) => {
  test('maintainers and owners of the group (or an ancestor) may; developers 403; administrators always', async () => {
    const [alice, maintainer, developer] = await Promise.all(['alice', 'maintainer', 'developer'].map((name) => api.createUser(name)));
    const parent = await createGroup(api, alice!.token, { name: 'Parent', path: 'parent', visibility: 'internal' });
    const group = await createGroup(api, alice!.token, { name: 'Team', path: 'team', parent_id: parent.id, visibility: 'internal' });
    await addMember(api, alice!.token, `/groups/${parent.id}`, { user_id: maintainer!.id, access_level: 40 });
    await addMember(api, alice!.token, `/groups/${group.id}`, { user_id: developer!.id, access_level: 30 });

    const created = await createProject(api, maintainer!.token, { name: 'Made', namespace_id: group.id });
    expect(created).toMatchObject({ path_with_namespace: 'parent/team/made', owner: null, creator_id: maintainer!.id });
    expect(created.permissions).toEqual({ project_access: null, group_access: level(40) });
    expect((await api.request('GET', `/projects/${created.id}/members`, { token: maintainer!.token })).body).toEqual([]);

    const denied = await api.request('POST', '/projects', { token: developer!.token, json: { name: 'Denied', namespace_id: group.id } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: '403 Forbidden' });
    const byAdmin = await createProject(api, adminToken, { name: 'By Admin', namespace_id: group.id });
    expect(byAdmin.permissions).toEqual({ project_access: null, group_access: null });
  });

  test('a group the caller cannot see is 404 Namespace Not Found; a visible one without membership 403', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const hidden = await createGroup(api, alice.token, { name: 'Hidden', path: 'hidden', visibility: 'private' });
    const open = await createGroup(api, alice.token, { name: 'Open', path: 'open', visibility: 'public' });
    const notFound = await api.request('POST', '/projects', { token: bob.token, json: { name: 'X', namespace_id: hidden.id } });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ message: '404 Namespace Not Found' });
    const denied = await api.request('POST', '/projects', { token: bob.token, json: { name: 'X', namespace_id: open.id } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: '403 Forbidden' });
  });

  test('a project may not be more visible than its group', async () => {
    const alice = await api.createUser('alice');
    const group = await createGroup(api, alice.token, { name: 'Team', path: 'team', visibility: 'internal' });
    const louder = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Loud', namespace_id: group.id, visibility: 'public' } });
    expect(louder.status).toBe(400);
    expect(louder.body).toEqual({ message: { visibility_level: ['public is not allowed in a internal group.'] } });
    const same = await createProject(api, alice.token, { name: 'Same', namespace_id: group.id, visibility: 'internal' });
    expect(same.visibility).toBe('internal');
  });
});
