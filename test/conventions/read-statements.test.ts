// Each read is answered in a few statements, whatever the page holds: on PostgreSQL every statement is a round trip
// to the database, so a read that looked things up item by item or concern by concern paid one for each.
import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';

const mostStatementsPerRead = 4;

/** A project of `token`'s user with a repository and `count` merge requests (in a milestone), each from a branch of its own. */
async function projectWithMergeRequests(api: ApiContext, token: string, count: number): Promise<number> {
  const call = async (method: string, path: string, json: unknown) => {
    const response = await api.request(method, path, { token, direct: true, json });
    expect(response.status, response.text).toBe(201);
    return response.body;
  };
  const project = await call('POST', '/projects', { name: 'Payments', initialize_with_readme: true, visibility: 'internal' });
  const milestone = await call('POST', `/projects/${project.id}/milestones`, { title: 'First release' });
  for (let index = 0; index < count; index += 1) {
    await call('POST', `/projects/${project.id}/repository/commits`, {
      branch: `feature-${index}`, start_branch: project.default_branch, commit_message: `Add feature ${index}`,
      actions: [{ action: 'create', file_path: `feature-${index}.md`, content: `Feature ${index}\n` }],
    });
    await call('POST', `/projects/${project.id}/merge_requests`, {
      source_branch: `feature-${index}`, target_branch: project.default_branch, title: `Feature ${index}`, labels: 'feature,bench',
      assignee_ids: [1], reviewer_ids: [1], milestone_id: milestone.id,
    });
  }
  for (const name of ['Service one', 'Service two']) await call('POST', '/projects', { name, visibility: 'public' });
  return project.id;
}

describeApi('statements per read', (api) => {
  test(`a read of a project or a list runs at most ${mostStatementsPerRead} statements, of one merge request 2`, async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const projectId = await projectWithMergeRequests(api, alice.token, 3);
    const member = await api.request('POST', `/projects/${projectId}/members`, { token: alice.token, direct: true, json: { user_id: bob.id, access_level: 30 } });
    expect(member.status, member.text).toBe(201);
    const reads = [
      `/projects/${projectId}`,
      `/projects/${projectId}/merge_requests/1`,
      `/projects/${projectId}/merge_requests?per_page=100`,
      '/projects?per_page=100',
    ];
    const counts: Record<string, number> = {};
    // The author, a developer of the project, an administrator.
    for (const [caller, token] of [['alice', alice.token], ['bob', bob.token], ['administrator', adminToken]] as const) {
      for (const path of reads) {
        const read = () => api.request('GET', path, { token, direct: true, headers: { 'Cache-Control': 'no-cache' } });
        // The first use of a token writes when it was last used; that write is not the read's.
        await read();
        let status = 0;
        const statements = await api.statementsDuring(async () => { status = (await read()).status; });
        expect(status).toBe(200);
        counts[`GET ${path} by ${caller}`] = statements.length;
      }
    }
    // One merge request: the token, then the request with its project's checks and the caller's access.
    const most = (read: string) => (read.includes('/merge_requests/') ? 2 : mostStatementsPerRead);
    const capped = Object.fromEntries(Object.entries(counts).map(([read, count]) => [read, Math.min(count, most(read))]));
    expect(counts).toEqual(capped);
  });

  // A page that ends the list holds the rest of it: with the rows before it, that is the total, which needs no count.
  test('a page that ends its list is not counted; a page with more after it, or past the end, is', async () => {
    const alice = await api.createUser('dave');
    const projectId = await projectWithMergeRequests(api, alice.token, 3);
    const counting = /\bcount\(\*\) as "total" from \(/i;
    // The query, whether it is counted, and the X-Total-Pages it answers (X-Total is 3 on each).
    const pages: Array<[string, boolean, string]> = [
      ['per_page=100', false, '1'],
      ['per_page=2&page=2', false, '2'],
      ['per_page=2', true, '2'],
      ['per_page=2&page=5', true, '2'],
    ];
    for (const [query, counted, totalPages] of pages) {
      let headers: Headers | undefined;
      const statements = await api.statementsDuring(async () => {
        const page = await api.request('GET', `/projects/${projectId}/merge_requests?${query}`, { token: alice.token, direct: true, headers: { 'Cache-Control': 'no-cache' } });
        expect(page.status, query).toBe(200);
        headers = page.headers;
      });
      expect(statements.some((statement) => counting.test(statement)), query).toBe(counted);
      expect([headers!.get('x-total'), headers!.get('x-total-pages')], query).toEqual(['3', totalPages]);
    }
  });

  // SQLite prepares a statement again on every run when its LIMIT or a LIKE pattern is a bare bound parameter (its
  // planner reads the value), which cost each page two preparations of its statements, each search as many, and each
  // new issue one: a LIMIT the server chose is written into the text, and a pattern is bound inside an expression.
  test('no statement binds its LIMIT, nor a bare LIKE pattern', async () => {
    const alice = await api.createUser('carol');
    const projectId = await projectWithMergeRequests(api, alice.token, 2);
    const reads = [
      `/projects/${projectId}/merge_requests?per_page=1`,
      `/projects/${projectId}/merge_requests?per_page=1&page=2`,
      `/projects/${projectId}/merge_requests?pagination=keyset&per_page=1&order_by=created_at`,
      '/projects?per_page=2',
      '/projects?pagination=keyset&per_page=2&order_by=id',
      `/projects/${projectId}/issues?per_page=1`,
      '/users?per_page=1',
      '/projects?search=pay&per_page=2',
      `/projects/${projectId}/issues?search=crash&labels=bug`,
      '/users?search=car',
    ];
    const bound = /\b(limit|like)\s+(\?|\$\d+)/i;
    const created = await api.statementsDuring(async () => {
      const issue = await api.request('POST', `/projects/${projectId}/issues`, { token: alice.token, direct: true, json: { title: 'Crash' } });
      expect(issue.status, issue.text).toBe(201);
    });
    expect(created.filter((statement) => bound.test(statement))).toEqual([]);
    for (const path of reads) {
      let status = 0;
      const statements = await api.statementsDuring(async () => {
        status = (await api.request('GET', path, { token: alice.token, direct: true, headers: { 'Cache-Control': 'no-cache' } })).status;
      });
      expect(status, path).toBe(200);
      expect(statements.some((statement) => /\blimit\b/i.test(statement)), path).toBe(true);
      expect(statements.filter((statement) => bound.test(statement)), path).toEqual([]);
    }
  });
});
