import { expect, test } from 'vitest';
import { createProject, ids, pageHeaders } from '../projects/support.js';
import { adminToken, describeApi } from '../support/context.js';
import { fork } from './support.js';

describeApi('GET /projects/:id/forks', (api) => {
  /** alice's public project forked by bob (public), carol (made private) and dave (internal, as restricted). */
  async function forked() {
    const [alice, bob, carol, dave, eve] = await Promise.all(['alice', 'bob', 'carol', 'dave', 'eve'].map((name) => api.createUser(name)));
    const source = await createProject(api, alice!.token, { name: 'Tool', visibility: 'public' });
    const byBob = await fork(api, bob!.token, source.id, 'bob');
    const byCarol = await fork(api, carol!.token, source.id, 'carol');
    const madePrivate = await api.request('PUT', `/projects/${byCarol.id}`, { token: carol!.token, json: { visibility: 'private' } });
    expect(madePrivate.status, madePrivate.text).toBe(200);
    await api.request('PUT', '/application/settings', { token: adminToken, json: { restricted_visibility_levels: ['public'] } });
    const byDave = await fork(api, dave!.token, source.id, 'dave');
    expect(byDave.visibility).toBe('internal');
    return { alice: alice!, bob: bob!, carol: carol!, eve: eve!, source, byBob, byCarol, byDave };
  }

  test('the forks the caller can see, newest first, with pagination headers', async () => {
    const { alice, carol, eve, source, byBob, byCarol, byDave } = await forked();
    const cases: Array<[string | undefined, number[]]> = [
      [undefined, [byBob.id]],
      [eve.token, [byDave.id, byBob.id]],
      [alice.token, [byDave.id, byBob.id]],
      [carol.token, [byDave.id, byCarol.id, byBob.id]],
      [adminToken, [byDave.id, byCarol.id, byBob.id]],
    ];
    for (const [token, expected] of cases) {
      const response = await api.request('GET', `/projects/${source.id}/forks`, { token });
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual(expected);
      expect(pageHeaders(response.headers)).toEqual({
        'x-total': String(expected.length), 'x-total-pages': '1', 'x-per-page': '20', 'x-page': '1', 'x-next-page': '', 'x-prev-page': '',
      });
    }
    const asCarol = await api.request('GET', `/projects/${source.id}/forks`, { token: carol.token });
    expect(asCarol.body[1]).toMatchObject({ id: byCarol.id, forked_from_project: { id: source.id }, permissions: { project_access: { access_level: 50 } } });
  });

  test('the list filters, order and reduced form of GET /projects', async () => {
    const { eve, source, byBob, byDave } = await forked();
    const list = async (query: Record<string, string | number | boolean>) => {
      const response = await api.request('GET', `/projects/${source.id}/forks`, { token: eve.token, query });
      expect(response.status).toBe(200);
      return response;
    };
    expect(ids((await list({ order_by: 'id', sort: 'asc' })).body)).toEqual([byBob.id, byDave.id]);
    expect(ids((await list({ visibility: 'internal' })).body)).toEqual([byDave.id]);
    expect(ids((await list({ search: 'DAVE' })).body)).toEqual([]);
    expect(ids((await list({ search: 'too' })).body)).toEqual([byDave.id, byBob.id]);
    expect(ids((await list({ archived: true })).body)).toEqual([]);
    const paged = await list({ per_page: 1, page: 2 });
    expect(ids(paged.body)).toEqual([byBob.id]);
    expect(pageHeaders(paged.headers)).toMatchObject({ 'x-total': '2', 'x-page': '2', 'x-prev-page': '1', 'x-next-page': '' });
    const simple = (await list({ simple: true })).body;
    expect(ids(simple)).toEqual([byDave.id, byBob.id]);
    expect(simple[0]).not.toHaveProperty('forked_from_project');
    expect(simple[0]).not.toHaveProperty('permissions');
    expect(simple[0]).toMatchObject({ path_with_namespace: 'dave/tool', forks_count: 0 });
  });

  test('only direct forks; a project without forks has an empty list', async () => {
    const { eve, source, byBob } = await forked();
    const ofFork = await fork(api, eve.token, byBob.id, 'eve');
    expect(ids((await api.request('GET', `/projects/${byBob.id}/forks`, { token: eve.token })).body)).toEqual([ofFork.id]);
    expect(ids((await api.request('GET', `/projects/${source.id}/forks`, { token: eve.token })).body)).not.toContain(ofFork.id);
    const none = await api.request('GET', `/projects/${ofFork.id}/forks`, { token: eve.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  test('404 for a project the caller cannot see', async () => {
    const { eve, byCarol } = await forked();
    for (const [token, id] of [[eve.token, byCarol.id], [undefined, byCarol.id], [eve.token, 999999], [eve.token, 'carol%2Fnope']] as const) {
      const response = await api.request('GET', `/projects/${id}/forks`, { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
  });
});
