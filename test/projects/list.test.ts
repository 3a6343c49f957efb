import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember } from './actions-support.js';
import { createProject, ids } from './support.js';

const simpleKeys = [
  'id', 'description', 'name', 'name_with_namespace', 'path', 'path_with_namespace', 'created_at', 'default_branch',
  'tag_list', 'ssh_url_to_repo', 'http_url_to_repo', 'web_url', 'avatar_url', 'star_count', 'forks_count',
  'last_activity_at', 'namespace',
].sort();

describeApi('GET /projects', (api) => {
  test('anonymous callers see public projects; users public, internal and their own; administrators all', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const rootPrivate = await createProject(api, adminToken, { name: 'Root Private', visibility: 'private' });
    const rootInternal = await createProject(api, adminToken, { name: 'Root Internal', visibility: 'internal' });
    const rootPublic = await createProject(api, adminToken, { name: 'Root Public', visibility: 'public' });
    const alicePrivate = await createProject(api, alice.token, { name: 'Alice Private' });
    const bobPrivate = await createProject(api, bob.token, { name: 'Bob Private' });

    const list = async (token?: string) => {
      const response = await api.request('GET', '/projects', { token, query: { order_by: 'id', sort: 'asc' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      return response.body;
    };
    expect(ids(await list())).toEqual([rootPublic.id]);
    const forAlice = await list(alice.token);
    expect(ids(forAlice)).toEqual([rootInternal.id, rootPublic.id, alicePrivate.id]);
    // The permissions block is the caller's own; runners_token only where the caller may see it.
    expect(forAlice.map((project: any) => project.permissions.project_access?.access_level ?? null)).toEqual([null, null, 50]);
    expect(forAlice.map((project: any) => 'runners_token' in project)).toEqual([false, false, true]);
    expect(ids(await list(bob.token))).toEqual([rootInternal.id, rootPublic.id, bobPrivate.id]);
    expect(ids(await list(adminToken))).toEqual([rootPrivate.id, rootInternal.id, rootPublic.id, alicePrivate.id, bobPrivate.id]);
    expect((await list(adminToken)).every((project: any) => typeof project.runners_token === 'string')).toBe(true);
  });

  test('a listed project shows at once, to each caller, what changed since the list was last read', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await createProject(api, alice.token, { name: 'Shared Work', visibility: 'public' });
    const listed = async (token: string, query: Record<string, string> = {}) => {
      const response = await api.request('GET', '/projects', { token, headers: { 'Cache-Control': 'no-cache' }, query: { order_by: 'id', sort: 'desc', per_page: 1, ...query } });
      expect(response.status, response.text).toBe(200);
      expect(response.body[0].id).toBe(project.id);
      return response.body[0];
    };
    expect(await listed(alice.token)).toMatchObject({ name: 'Shared Work', open_issues_count: 0, permissions: { project_access: { access_level: 50 } } });
    const before = await listed(bob.token);
    expect(before).toMatchObject({ name: 'Shared Work', open_issues_count: 0, permissions: { project_access: null } });
    expect(before).not.toHaveProperty('runners_token');
    expect(await listed(adminToken)).toHaveProperty('runners_token');
    // The same project, its row unchanged, asked for with its statistics.
    expect(await listed(adminToken)).not.toHaveProperty('statistics');
    expect(await listed(adminToken, { statistics: 'true' })).toHaveProperty('statistics.commit_count');

    await addMember(api, project.id, bob.id, 40);
    expect((await api.request('POST', `/projects/${project.id}/issues`, { token: alice.token, json: { title: 'Broken build', confidential: true } })).status).toBe(201);
    expect((await api.request('PUT', `/projects/${project.id}`, { token: alice.token, json: { name: 'Shared Work, renamed' } })).status).toBe(200);
    const after = await listed(bob.token);
    expect(after).toMatchObject({ name: 'Shared Work, renamed', open_issues_count: 1, permissions: { project_access: { access_level: 40 } } });
    expect(after).toHaveProperty('runners_token');
  });

  test('search matches the name or the path, case-insensitively', async () => {
    const widget = await createProject(api, adminToken, { name: 'Alpha Widget', path: 'alpha' });
    const gadget = await createProject(api, adminToken, { name: 'Beta Thing', path: 'gadget-beta' });
    await createProject(api, adminToken, { name: 'Gamma', path: 'gamma' });
    const search = async (text: string) => {
      const response = await api.request('GET', '/projects', { token: adminToken, query: { search: text, order_by: 'id', sort: 'asc' } });
      expect(response.status).toBe(200);
      return ids(response.body);
    };
    expect(await search('WIDGET')).toEqual([widget.id]);
    expect(await search('gadget')).toEqual([gadget.id]);
    expect(await search('bEtA')).toEqual([gadget.id]);
    // A space (sent as `+` by form-style query encoders) is part of the text.
    expect(await search('beta thing')).toEqual([gadget.id]);
    expect(await search('alpha thing')).toEqual([]);
    expect(await search('a')).toHaveLength(3);
    expect(await search('nothing-like-this')).toEqual([]);
    // LIKE wildcards in the search text are literal characters.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // So are the escape characters of the SQL the search is written in.
    expect(await search('!')).toEqual([]);
    expect(await search('\\')).toEqual([]);
    const exclaimed = await createProject(api, adminToken, { name: 'Yes! Now', path: 'yes-now' });
    expect(await search('!')).toEqual([exclaimed.id]);
    expect(await search('s! n')).toEqual([exclaimed.id]);
  });

  test('order_by each key with sort asc and desc; default created_at desc', async () => {
    // Names, paths and timestamps are arranged so that every key gives a different order:
    //   id: p1 p2 p3 · name: p2 p3 p1 · path: p3 p1 p2 · created_at: p3 p2 p1 · updated_at: p1 p3 p2 ·
    //   last_activity_at: p2 p1 p3
    const p1 = await createProject(api, adminToken, { name: 'Charlie', path: 'p-b', visibility: 'public' });
    const p2 = await createProject(api, adminToken, { name: 'Alpha', path: 'p-c', visibility: 'public' });
    const p3 = await createProject(api, adminToken, { name: 'Bravo', path: 'p-a', visibility: 'public' });
    // The API offers no way to set timestamps: they are written straight into the database.
    const day = (n: number) => `2020-01-0${n}T00:00:00.000Z`;
    const times = [
      [p1, { created_at: day(3), updated_at: day(1), last_activity_at: day(2) }],
      [p2, { created_at: day(2), updated_at: day(3), last_activity_at: day(1) }],
      [p3, { created_at: day(1), updated_at: day(2), last_activity_at: day(3) }],
    ] as const;
    for (const [project, values] of times) await api.db.updateTable('projects').set(values).where('id', '=', project.id).execute();

    const ascending: Record<string, number[]> = {
      id: [p1.id, p2.id, p3.id],
      name: [p2.id, p3.id, p1.id],
      path: [p3.id, p1.id, p2.id],
      created_at: [p3.id, p2.id, p1.id],
      updated_at: [p1.id, p3.id, p2.id],
      last_activity_at: [p2.id, p1.id, p3.id],
    };
    for (const [orderBy, expected] of Object.entries(ascending)) {
      for (const sort of ['asc', 'desc'] as const) {
        const response = await api.request('GET', '/projects', { query: { order_by: orderBy, sort } });
        expect(response.status).toBe(200);
        expect(ids(response.body), `${orderBy} ${sort}`).toEqual(sort === 'asc' ? expected : [...expected].reverse());
      }
      const defaultSort = await api.request('GET', '/projects', { query: { order_by: orderBy } });
      expect(ids(defaultSort.body), `${orderBy} default sort`).toEqual([...expected].reverse());
    }
    const defaults = await api.request('GET', '/projects');
    expect(ids(defaults.body)).toEqual([p1.id, p2.id, p3.id]);
    const ascOnly = await api.request('GET', '/projects', { query: { sort: 'asc' } });
    expect(ids(ascOnly.body)).toEqual(ascending.created_at);
  });

  test('visibility filters the list', async () => {
    const secret = await createProject(api, adminToken, { name: 'Secret', visibility: 'private' });
    const inside = await createProject(api, adminToken, { name: 'Inside', visibility: 'internal' });
    const open = await createProject(api, adminToken, { name: 'Open', visibility: 'public' });
    const filter = async (visibility: string, token?: string) => {
      const response = await api.request('GET', '/projects', { token, query: { visibility } });
      expect(response.status).toBe(200);
      return ids(response.body);
    };
    expect(await filter('private', adminToken)).toEqual([secret.id]);
    expect(await filter('internal', adminToken)).toEqual([inside.id]);
    expect(await filter('public', adminToken)).toEqual([open.id]);
    // The filter narrows what the caller may see; it never widens it.
    expect(await filter('private')).toEqual([]);
    expect(await filter('internal')).toEqual([]);
  });

  test('simple=true returns the reduced form', async () => {
    await createProject(api, adminToken, { name: 'Reduced', visibility: 'public', description: 'short', tag_list: ['t'] });
    const simple = await api.request('GET', '/projects', { token: adminToken, query: { simple: true } });
    expect(simple.status).toBe(200);
    expect(simple.body).toHaveLength(1);
    const [project] = simple.body;
    expect(Object.keys(project).sort()).toEqual(simpleKeys);
    expect(project).toMatchObject({ name: 'Reduced', path: 'reduced', description: 'short', tag_list: ['t'], path_with_namespace: 'root/reduced' });
    for (const key of ['visibility', 'permissions', 'owner', 'runners_token', '_links']) expect(project).not.toHaveProperty(key);

    const full = await api.request('GET', '/projects', { token: adminToken, query: { simple: false } });
    expect(full.body[0]).toHaveProperty('visibility', 'public');
    expect(full.body[0]).toHaveProperty('permissions');
  });

  test('invalid order_by, sort and visibility are 400', async () => {
    const orderBy = await api.request('GET', '/projects', { query: { order_by: 'stars' } });
    expect(orderBy.status).toBe(400);
    expect(orderBy.body).toEqual({ error: 'order_by does not have a valid value' });
    const sort = await api.request('GET', '/projects', { query: { sort: 'up' } });
    expect(sort.status).toBe(400);
    expect(sort.body).toEqual({ error: 'sort does not have a valid value' });
    const simple = await api.request('GET', '/projects', { query: { simple: 'perhaps' } });
    expect(simple.status).toBe(400);
    expect(simple.body).toEqual({ error: 'simple is invalid' });
  });

  test('an invalid token is 401 even though anonymous callers may list', async () => {
    const response = await api.request('GET', '/projects', { token: 'no-such-token' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: '401 Unauthorized' });
  });
});
