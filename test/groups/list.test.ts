import { expect, test } from 'vitest';
import { now } from '../../server/database/schema.js';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { pageHeaders } from '../projects/support.js';
import { addMember, createGroup } from './support.js';

const paths = (body: Array<{ full_path: string }>) => body.map((group) => group.full_path);

/** alice owns a public, an internal and a private group, and a private subgroup of the public one. */
async function groupsOfAlice(api: ApiContext) {
  const alice = await api.createUser('alice');
  const open = await createGroup(api, alice.token, { name: 'Open', path: 'open', visibility: 'public' });
  const inside = await createGroup(api, alice.token, { name: 'Inside', path: 'inside', visibility: 'internal' });
  const secret = await createGroup(api, alice.token, { name: 'Secret', path: 'secret', visibility: 'private' });
  const hiddenChild = await createGroup(api, alice.token, { name: 'Hidden', path: 'hidden', visibility: 'private', parent_id: open.id });
  return { alice, open, inside, secret, hiddenChild };
}

describeApi('GET /groups', (api) => {
  test('visibility: anonymous callers see public groups, signed-in users internal ones too, members private ones', async () => {
    const { alice, secret } = await groupsOfAlice(api);
    const bob = await api.createUser('bob');
    const list = async (token?: string) => {
      const response = await api.request('GET', '/groups', { token });
      expect(response.status).toBe(200);
      return paths(response.body);
    };
    expect(await list()).toEqual(['open']);
    expect(await list(bob.token)).toEqual(['inside', 'open']);
    expect(await list(alice.token)).toEqual(['open/hidden', 'inside', 'open', 'secret']);
    expect(await list(adminToken)).toEqual(['open/hidden', 'inside', 'open', 'secret']);
    await addMember(api, alice.token, `/groups/${secret.id}`, { user_id: bob.id, access_level: 10 });
    expect(await list(bob.token)).toEqual(['inside', 'open', 'secret']);
  });

  test('private groups: visible through an ancestor\'s membership, a subgroup\'s membership or a project inside', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const carol = await api.createUser('carol');
    const dave = await api.createUser('dave');
    const top = await createGroup(api, alice.token, { name: 'Top', path: 'top', visibility: 'private' });
    const middle = await createGroup(api, alice.token, { name: 'Middle', path: 'middle', parent_id: top.id, visibility: 'private' });
    const bottom = await createGroup(api, alice.token, { name: 'Bottom', path: 'bottom', parent_id: middle.id, visibility: 'private' });
    // bob is a member of the middle group: he sees it, its subgroup, and its parent.
    await addMember(api, alice.token, `/groups/${middle.id}`, { user_id: bob.id, access_level: 30 });
    // carol is a member of a project in the bottom group: she sees the groups above it.
    const project = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Deep', namespace_id: bottom.id } });
    expect(project.status, project.text).toBe(201);
    await addMember(api, alice.token, `/projects/${project.body.id}`, { user_id: carol.id, access_level: 20 });
    const list = async (token: string) => paths((await api.request('GET', '/groups', { token, query: { order_by: 'id' } })).body);
    expect(await list(bob.token)).toEqual(['top', 'top/middle', 'top/middle/bottom']);
    expect(await list(carol.token)).toEqual(['top', 'top/middle', 'top/middle/bottom']);
    expect(await list(dave.token)).toEqual([]);
    expect((await api.request('GET', `/groups/${top.id}`, { token: dave.token })).status).toBe(404);
  });

  test('an expired membership shows nothing', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const secret = await createGroup(api, alice.token, { name: 'Secret', path: 'secret', visibility: 'private' });
    // Time passes: the membership ended yesterday.
    await api.db.insertInto('group_members').values({ group_id: secret.id, user_id: bob.id, access_level: 50, created_at: now(), expires_at: '2000-01-01' }).execute();
    expect((await api.request('GET', '/groups', { token: bob.token })).body).toEqual([]);
    expect((await api.request('GET', `/groups/${secret.id}`, { token: bob.token })).status).toBe(404);
  });

  test('search matches name or path, case-insensitively and literally', async () => {
    await createGroup(api, adminToken, { name: 'Alpha Team', path: 'alpha', visibility: 'public' });
    await createGroup(api, adminToken, { name: 'Beta', path: 'beta_team', visibility: 'public' });
    const search = async (text: string) => paths((await api.request('GET', '/groups', { token: adminToken, query: { search: text } })).body);
    expect(await search('TEAM')).toEqual(['alpha', 'beta_team']);
    expect(await search('alp')).toEqual(['alpha']);
    expect(await search('a_t')).toEqual(['beta_team']);
    expect(await search('%')).toEqual([]);
  });

  test('owned: only groups the caller directly owns; nothing for anonymous callers', async () => {
    const { alice, open, inside } = await groupsOfAlice(api);
    const bob = await api.createUser('bob');
    await addMember(api, alice.token, `/groups/${open.id}`, { user_id: bob.id, access_level: 50 });
    await addMember(api, alice.token, `/groups/${inside.id}`, { user_id: bob.id, access_level: 40 });
    const owned = async (token?: string) => paths((await api.request('GET', '/groups', { token, query: { owned: true } })).body);
    expect(await owned(bob.token)).toEqual(['open']);
    expect(await owned(alice.token)).toEqual(['open/hidden', 'inside', 'open', 'secret']);
    expect(await owned()).toEqual([]);
  });

  test('skip_groups[]: one or several ids as name[]; a value that is not an integer is 400', async () => {
    const { open, inside, secret } = await groupsOfAlice(api);
    const list = async (query: Record<string, string | string[]>) => api.request('GET', '/groups', { token: adminToken, query });
    expect(paths((await list({ 'skip_groups[]': [String(open.id)] })).body)).toEqual(['open/hidden', 'inside', 'secret']);
    expect(paths((await list({ 'skip_groups[]': [String(open.id), String(secret.id), String(inside.id)] })).body)).toEqual(['open/hidden']);
    expect(paths((await list({ 'skip_groups[]': ['99999999999', '-99999999999', '0'] })).body)).toHaveLength(4);
    const invalid = await list({ 'skip_groups[]': ['abc'] });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'skip_groups is invalid' });
  });

  test('order_by name, path or id, sort asc or desc; invalid values are 400', async () => {
    await createGroup(api, adminToken, { name: 'Charlie', path: 'a-path', visibility: 'public' });
    await createGroup(api, adminToken, { name: 'Alpha', path: 'c-path', visibility: 'public' });
    await createGroup(api, adminToken, { name: 'Bravo', path: 'b-path', visibility: 'public' });
    const order = async (query: Record<string, string>) => paths((await api.request('GET', '/groups', { query })).body);
    expect(await order({})).toEqual(['c-path', 'b-path', 'a-path']);
    expect(await order({ sort: 'desc' })).toEqual(['a-path', 'b-path', 'c-path']);
    expect(await order({ order_by: 'path' })).toEqual(['a-path', 'b-path', 'c-path']);
    expect(await order({ order_by: 'id', sort: 'desc' })).toEqual(['b-path', 'c-path', 'a-path']);
    for (const [query, error] of [
      [{ order_by: 'created_at' }, 'order_by does not have a valid value'],
      [{ sort: 'up' }, 'sort does not have a valid value'],
      [{ owned: 'maybe' }, 'owned is invalid'],
      [{ page: '0' }, 'page does not have a valid value'],
    ] as const) {
      const response = await api.request('GET', '/groups', { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body).toEqual({ error });
    }
  });

  test('paginated with the standard headers', async () => {
    for (const name of ['g1', 'g2', 'g3']) await createGroup(api, adminToken, { name, path: name, visibility: 'public' });
    const response = await api.request('GET', '/groups', { query: { per_page: 2, page: 2 } });
    expect(paths(response.body)).toEqual(['g3']);
    expect(pageHeaders(response.headers)).toEqual({
      'x-total': '3', 'x-total-pages': '2', 'x-per-page': '2', 'x-page': '2', 'x-next-page': '', 'x-prev-page': '1',
    });
  });
});

describeApi('GET /groups/:id', (api) => {
  test('by id or URL-encoded full path (any case); the same object as on creation', async () => {
    const { alice, open, hiddenChild } = await groupsOfAlice(api);
    for (const id of [String(open.id), 'open', 'OPEN']) {
      const response = await api.request('GET', `/groups/${id}`);
      expect(response.status, id).toBe(200);
      expect(response.body).toEqual(open);
    }
    for (const id of [String(hiddenChild.id), 'open%2Fhidden', encodeURIComponent('Open/Hidden')]) {
      const response = await api.request('GET', `/groups/${id}`, { token: alice.token });
      expect(response.status, id).toBe(200);
      expect(response.body).toEqual(hiddenChild);
    }
  });

  test('404 Group Not Found when unknown or not visible to the caller', async () => {
    const { inside, secret } = await groupsOfAlice(api);
    const bob = await api.createUser('bob');
    const notFound = { message: '404 Group Not Found' };
    const cases: Array<[string, string | undefined]> = [
      [String(secret.id), bob.token], ['secret', bob.token], [String(inside.id), undefined], ['inside', undefined],
      ['999999', adminToken], ['no%2Fsuch', adminToken], ['99999999999', adminToken],
    ];
    for (const [id, token] of cases) {
      const response = await api.request('GET', `/groups/${id}`, { token });
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect((await api.request('GET', `/groups/${secret.id}`, { token: adminToken })).status).toBe(200);
    expect((await api.request('GET', `/groups/${inside.id}`, { token: bob.token })).status).toBe(200);
  });
});
