// The project and global merge request lists: every filter, the order, the reduced view and pagination.
import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches, pushBranch } from './support.js';

/** A project with three requests: !1 by alice (bug, docs; milestone 1.0), !2 by bob assigned to alice (bug), !3 by alice, closed. */
async function threeRequests(api: ApiContext) {
  const alice = await api.createUser('alice');
  const bob = await api.createUser('bob');
  const project = await projectWithBranches(api, alice.token, 'listed');
  await addMember(api, project.id, bob.id, 30);
  await pushBranch(project, 'second', project.master);
  await pushBranch(project, 'third', project.master);
  const milestone = await api.request('POST', `/projects/${project.id}/milestones`, { token: alice.token, direct: true, json: { title: '1.0' } });
  const first = await createMergeRequest(api, alice.token, project.id, { title: 'First', labels: 'bug,docs', milestone_id: milestone.body.id });
  const second = await createMergeRequest(api, bob.token, project.id, { source_branch: 'second', title: 'Second', labels: 'bug', assignee_id: alice.id });
  const third = await createMergeRequest(api, alice.token, project.id, { source_branch: 'third', title: 'Third' });
  expect((await api.request('PUT', `/projects/${project.id}/merge_requests/3`, { token: alice.token, direct: true, json: { state_event: 'close' } })).status).toBe(200);
  // Distinct creation times, one second apart, make the date filters and the order exact.
  for (const [index, request] of [first, second, third].entries()) {
    await api.db.updateTable('merge_requests').set({ created_at: `2020-01-0${index + 1}T00:00:00.000Z`, updated_at: `2020-02-0${3 - index}T00:00:00.000Z` }).where('id', '=', request.id).execute();
  }
  return { alice, bob, project };
}

const iidsOf = (body: { iid: number }[]) => body.map((request) => request.iid);

describeApi('merge request lists', (api) => {
  test('project list: all states by default, newest first, each filter and the order', async () => {
    const { alice, bob, project } = await threeRequests(api);
    const list = async (query: Record<string, string | number | string[]> = {}) => {
      const response = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token, query });
      expect(response.status, response.text).toBe(200);
      return iidsOf(response.body);
    };
    expect(await list()).toEqual([3, 2, 1]);
    expect(await list({ state: 'opened' })).toEqual([2, 1]);
    expect(await list({ state: 'reopened' })).toEqual([2, 1]);
    expect(await list({ state: 'closed' })).toEqual([3]);
    expect(await list({ state: 'merged' })).toEqual([]);
    expect(await list({ state: 'all' })).toEqual([3, 2, 1]);
    expect(await list({ sort: 'asc' })).toEqual([1, 2, 3]);
    expect(await list({ order_by: 'updated_at' })).toEqual([1, 2, 3]);
    expect(await list({ milestone: '1.0' })).toEqual([1]);
    expect(await list({ milestone: 'None' })).toEqual([3, 2]);
    expect(await list({ milestone: 'Any' })).toEqual([1]);
    expect(await list({ labels: 'bug' })).toEqual([2, 1]);
    expect(await list({ labels: 'bug,docs' })).toEqual([1]);
    expect(await list({ labels: 'None' })).toEqual([3]);
    expect(await list({ labels: 'Any' })).toEqual([2, 1]);
    expect(await list({ created_after: '2020-01-02T00:00:00Z' })).toEqual([3, 2]);
    expect(await list({ created_before: '2020-01-02T00:00:00.000Z' })).toEqual([2, 1]);
    expect(await list({ created_after: '2020-01-02T01:00:00+01:00', created_before: '2020-01-02T00:00:00Z' })).toEqual([2]);
    expect(await list({ author_id: bob.id })).toEqual([2]);
    expect(await list({ assignee_id: alice.id })).toEqual([2]);
    expect(await list({ scope: 'created_by_me' })).toEqual([3, 1]);
    expect(await list({ scope: 'assigned-to-me' })).toEqual([2]);
    expect(await list({ 'iids[]': ['1', '3'] })).toEqual([3, 1]);
    expect(await list({ 'iids[]': '2' })).toEqual([2]);
  });

  test('list entries have every field but subscribed and changes_count; view=simple gives the reduced form', async () => {
    const { alice, project } = await threeRequests(api);
    const full = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token, query: { state: 'opened' } });
    expect(full.body[1]).toMatchObject({ iid: 1, labels: ['bug', 'docs'], milestone: { title: '1.0' }, author: { username: 'alice' }, sha: project.feature });
    expect(full.body[1]).not.toHaveProperty('subscribed');
    expect(full.body[1]).not.toHaveProperty('changes_count');
    const simple = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token, query: { view: 'simple', sort: 'asc' } });
    // Seed: "only the iid, URL, title, description and basic state".
    expect(Object.keys(simple.body[0]).sort()).toEqual(['description', 'iid', 'state', 'title', 'web_url']);
    expect(simple.body[0]).toEqual({ iid: 1, title: 'First', description: null, state: 'opened', web_url: `${project.web_url}/-/merge_requests/1` });
  });

  test('a listed request shows at once what changed since the list was last read: its fields, its author, its votes', async () => {
    const { alice, bob, project } = await threeRequests(api);
    const listed = async () => {
      const response = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token, headers: { 'Cache-Control': 'no-cache' }, query: { sort: 'asc' } });
      expect(response.status, response.text).toBe(200);
      return response.body;
    };
    const before = await listed();
    expect(before[1]).toMatchObject({ iid: 2, title: 'Second', upvotes: 0, author: { username: 'bob', name: 'bob' } });
    expect((await api.request('PUT', `/projects/${project.id}/merge_requests/2`, { token: bob.token, direct: true, json: { title: 'Second, renamed' } })).status).toBe(200);
    await api.db.updateTable('users').set({ name: 'Bob Builder' }).where('id', '=', bob.id).execute();
    const timestamp = new Date().toISOString();
    await api.db.insertInto('award_emoji').values({ awardable_type: 'MergeRequest', awardable_id: before[1].id, name: 'thumbsup', user_id: alice.id, created_at: timestamp, updated_at: timestamp }).execute();
    const after = await listed();
    expect(after[1]).toMatchObject({ iid: 2, title: 'Second, renamed', upvotes: 1, author: { username: 'bob', name: 'Bob Builder' } });
    expect(after[0]).toEqual(before[0]);
  });

  test('my_reaction_emoji filters by the caller\'s own awards', async () => {
    const { alice, bob, project } = await threeRequests(api);
    // Awards are another family's resource: set up in the table its routes write.
    const award = async (userId: number, iid: number, name: string) => {
      const { id } = await api.db.selectFrom('merge_requests').select('id').where('project_id', '=', project.id).where('iid', '=', iid).executeTakeFirstOrThrow();
      const timestamp = new Date().toISOString();
      await api.db.insertInto('award_emoji').values({ awardable_type: 'MergeRequest', awardable_id: id, name, user_id: userId, created_at: timestamp, updated_at: timestamp }).execute();
    };
    await award(alice.id, 1, 'thumbsup');
    await award(bob.id, 2, 'thumbsup');
    await award(alice.id, 3, 'tada');
    const list = async (emoji: string) => iidsOf((await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token, query: { my_reaction_emoji: emoji } })).body);
    expect(await list('thumbsup')).toEqual([1]);
    expect(await list('Any')).toEqual([3, 1]);
    expect(await list('None')).toEqual([2]);
    const one = await api.request('GET', `/projects/${project.id}/merge_requests/1`, { token: alice.token });
    expect(one.body).toMatchObject({ upvotes: 1, downvotes: 0 });
  });

  test('pagination headers and links', async () => {
    const { alice, project } = await threeRequests(api);
    const response = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token, query: { per_page: 2, page: 2 } });
    expect(iidsOf(response.body)).toEqual([1]);
    expect(Object.fromEntries(['x-total', 'x-total-pages', 'x-per-page', 'x-page', 'x-next-page', 'x-prev-page'].map((name) => [name, response.headers.get(name)])))
      .toEqual({ 'x-total': '3', 'x-total-pages': '2', 'x-per-page': '2', 'x-page': '2', 'x-next-page': '', 'x-prev-page': '1' });
    expect(response.headers.get('link')).toContain('rel="prev"');
    expect(response.headers.get('link')).toContain('rel="first"');
    expect(response.headers.get('link')).toContain('rel="last"');
    // Seed limits: page defaults to 1, per_page to 20, at most 100.
    const defaults = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token });
    expect([defaults.headers.get('x-page'), defaults.headers.get('x-per-page')]).toEqual(['1', '20']);
    const capped = await api.request('GET', '/merge_requests', { token: alice.token, query: { scope: 'all', per_page: 101 } });
    expect(capped.headers.get('x-per-page')).toBe('100');
    expect(iidsOf(capped.body)).toEqual([3, 2, 1]);
  });

  test('invalid parameters: 400 with the parameter named', async () => {
    const project = await projectWithBranches(api, adminToken, 'invalid');
    const path = `/projects/${project.id}/merge_requests`;
    const cases: [Record<string, string>, string][] = [
      [{ state: 'open' }, 'state does not have a valid value'],
      [{ order_by: 'title' }, 'order_by does not have a valid value'],
      [{ sort: 'up' }, 'sort does not have a valid value'],
      [{ scope: 'mine' }, 'scope does not have a valid value'],
      [{ view: 'full' }, 'view does not have a valid value'],
      [{ author_id: 'x' }, 'author_id is invalid'],
      [{ created_after: 'yesterday' }, 'created_after is invalid'],
    ];
    for (const [query, error] of cases) {
      // Prism refuses these requests itself; the server's own answer is the one under test.
      const response = await api.request('GET', path, { token: adminToken, query, direct: true });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error });
    }
  });

  test('global list: created_by_me by default, assigned_to_me, all; private projects of others are not listed', async () => {
    const { alice, bob, project } = await threeRequests(api);
    const carol = await api.createUser('carol');
    const list = async (token: string, query: Record<string, string> = {}) => {
      const response = await api.request('GET', '/merge_requests', { token, query });
      expect(response.status, response.text).toBe(200);
      return iidsOf(response.body);
    };
    expect(await list(alice.token)).toEqual([3, 1]);
    expect(await list(alice.token, { scope: 'created-by-me' })).toEqual([3, 1]);
    expect(await list(alice.token, { scope: 'assigned_to_me' })).toEqual([2]);
    expect(await list(bob.token)).toEqual([2]);
    expect(await list(bob.token, { scope: 'all', author_id: String(alice.id), state: 'opened' })).toEqual([1]);
    expect(await list(carol.token, { scope: 'all' })).toEqual([]);
    expect(await list(adminToken, { scope: 'all' })).toEqual([3, 2, 1]);
    const simple = await api.request('GET', '/merge_requests', { token: alice.token, query: { view: 'simple' } });
    expect(simple.body[0]).toEqual({ iid: 3, title: 'Third', description: null, state: 'closed', web_url: `${project.web_url}/-/merge_requests/3` });
  });

  test('global list without credentials: 401 unless scope=all, which shows public projects only', async () => {
    const alice = await api.createUser('alice');
    const open = await projectWithBranches(api, alice.token, 'open', { visibility: 'public' });
    const closed = await projectWithBranches(api, alice.token, 'closed');
    await createMergeRequest(api, alice.token, open.id);
    await createMergeRequest(api, alice.token, closed.id);
    const denied = await api.request('GET', '/merge_requests', {});
    expect(denied.status).toBe(401);
    expect(denied.body).toEqual({ message: '401 Unauthorized' });
    const all = await api.request('GET', '/merge_requests', { query: { scope: 'all' } });
    expect(all.status).toBe(200);
    expect(all.body.map((request: { project_id: number }) => request.project_id)).toEqual([open.id]);
  });

  test('project list: readable projects only; anonymous callers 401, also for a public project', async () => {
    const alice = await api.createUser('alice');
    const stranger = await api.createUser('stranger');
    const open = await projectWithBranches(api, alice.token, 'open', { visibility: 'public' });
    const closed = await projectWithBranches(api, alice.token, 'closed');
    await createMergeRequest(api, alice.token, open.id);
    expect(iidsOf((await api.request('GET', `/projects/${open.id}/merge_requests`, { token: stranger.token })).body)).toEqual([1]);
    // Direct: Prism answers unauthenticated calls of secured operations itself.
    for (const query of [{}, { scope: 'all' }, { scope: 'created_by_me' }] as Record<string, string>[]) {
      const anonymous = await api.request('GET', `/projects/${open.id}/merge_requests`, { direct: true, query });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    }
    const hidden = await api.request('GET', `/projects/${closed.id}/merge_requests`, { token: stranger.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Project Not Found' });
  });
});
