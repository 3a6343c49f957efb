import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createGroup } from '../groups/support.js';

const paths = (body: Array<{ full_path: string }>) => body.map((namespace) => namespace.full_path);

describeApi('namespaces', (api) => {
  test('GET /namespaces: the caller\'s own namespace and the groups they belong to (subgroups by inheritance)', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const team = await createGroup(api, alice.token, { name: 'Team', path: 'team', visibility: 'public' });
    const child = await createGroup(api, alice.token, { name: 'Child', path: 'child', parent_id: team.id });
    await createGroup(api, bob.token, { name: 'Other', path: 'other', visibility: 'public' });

    const mine = await api.request('GET', '/namespaces', { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      { id: expect.any(Number), name: 'alice', path: 'alice', kind: 'user', full_path: 'alice', parent_id: null, web_url: `${api.rootUrl}/alice` },
      { id: team.id, name: 'Team', path: 'team', kind: 'group', full_path: 'team', parent_id: null, web_url: `${api.rootUrl}/groups/team` },
      { id: child.id, name: 'Child', path: 'child', kind: 'group', full_path: 'team/child', parent_id: team.id, web_url: `${api.rootUrl}/groups/team/child` },
    ]);
    // A public group one does not belong to is not among one's namespaces.
    expect(paths((await api.request('GET', '/namespaces', { token: bob.token })).body)).toEqual(['bob', 'other']);
    await addMember(api, alice.token, `/groups/${team.id}`, { user_id: bob.id, access_level: 30 });
    expect(paths((await api.request('GET', '/namespaces', { token: bob.token })).body)).toEqual(['bob', 'team', 'team/child', 'other']);
  });

  test('GET /namespaces: administrators see every namespace; search matches name or full path', async () => {
    const alice = await api.createUser('alice');
    const team = await createGroup(api, alice.token, { name: 'Team', path: 'team' });
    await createGroup(api, alice.token, { name: 'Child', path: 'child', parent_id: team.id });
    expect(paths((await api.request('GET', '/namespaces', { token: adminToken })).body)).toEqual(['root', 'alice', 'team', 'team/child']);
    const search = async (text: string) => paths((await api.request('GET', '/namespaces', { token: adminToken, query: { search: text } })).body);
    expect(await search('TEAM/')).toEqual(['team/child']);
    expect(await search('I')).toEqual(['alice', 'team/child']);
    expect(await search('_')).toEqual([]);
    const paged = await api.request('GET', '/namespaces', { token: adminToken, query: { per_page: 1, page: 2 } });
    expect(paths(paged.body)).toEqual(['alice']);
    expect(paged.headers.get('x-total')).toBe('4');
  });

  test('GET /namespaces needs a signed-in caller', async () => {
    // Prism answers unauthenticated calls to secured operations itself: ask the server directly.
    for (const path of ['/namespaces', '/namespaces/1']) {
      const response = await api.request('GET', path, { direct: true });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: '401 Unauthorized' });
    }
  });

  test('GET /namespaces/:id by id or URL-encoded path; 404 Namespace Not Found unless among the caller\'s', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const team = await createGroup(api, alice.token, { name: 'Team', path: 'team', visibility: 'public' });
    const child = await createGroup(api, alice.token, { name: 'Child', path: 'child', parent_id: team.id });
    for (const id of [String(child.id), 'team%2Fchild', 'TEAM%2FChild']) {
      const response = await api.request('GET', `/namespaces/${id}`, { token: alice.token });
      expect(response.status, id).toBe(200);
      expect(response.body).toEqual({
        id: child.id, name: 'Child', path: 'child', kind: 'group', full_path: 'team/child', parent_id: team.id,
        web_url: `${api.rootUrl}/groups/team/child`,
      });
    }
    const own = await api.request('GET', '/namespaces/bob', { token: bob.token });
    expect(own.body).toMatchObject({ path: 'bob', kind: 'user' });
    for (const [id, token] of [['alice', bob.token], [String(team.id), bob.token], ['999999', adminToken], ['99999999999', adminToken], ['nope', adminToken]] as const) {
      const response = await api.request('GET', `/namespaces/${id}`, { token });
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ message: '404 Namespace Not Found' });
    }
    expect((await api.request('GET', '/namespaces/alice', { token: adminToken })).status).toBe(200);
  });
});
