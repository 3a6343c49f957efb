import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { createProject, ids, pageHeaders, parseLink } from '../projects/support.js';

/** Follows `Link` rel `next` from `path` (through the proxy) and returns the ids of every page, in order. */
async function walk(api: ApiContext, path: string, query: Record<string, string | number>): Promise<number[][]> {
  const pages: number[][] = [];
  const first = await api.request('GET', path, { token: adminToken, query: { pagination: 'keyset', ...query } });
  let response = first;
  for (;;) {
    expect(response.status, response.text).toBe(200);
    pages.push(ids(response.body));
    expect(response.headers.get('x-per-page')).toBe(String(query.per_page));
    // Keyset pages carry no totals and no page numbers.
    expect(pageHeaders(response.headers)).toMatchObject({ 'x-total': null, 'x-total-pages': null, 'x-page': null });
    const links = parseLink(response.headers.get('link'));
    expect(Object.keys(links).filter((rel) => rel !== 'next')).toEqual([]);
    if (!links.next) return pages;
    expect(links.next.pathname).toBe(`/api/v4${path}`);
    expect(links.next.searchParams.get('page')).toBeNull();
    const next = Object.fromEntries(links.next.searchParams);
    response = await api.request('GET', path, { token: adminToken, query: next });
  }
}

describeApi('keyset pagination', (api) => {
  test('the project list: every order and direction visits each project once, in the offset order', async () => {
    // Names repeat so that ties are broken by id across page boundaries.
    for (const name of ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo', 'alpha-2', 'Foxtrot']) {
      await createProject(api, adminToken, { name, path: name.toLowerCase(), visibility: 'public' });
    }
    // The order column is a parameter of one query: three of the six orders stand for all.
    for (const order_by of ['name', 'path', 'created_at']) {
      for (const sort of ['asc', 'desc']) {
        const offset = await api.request('GET', '/projects', { token: adminToken, direct: true, query: { order_by, sort, per_page: 100 } });
        const pages = await walk(api, '/projects', { order_by, sort, per_page: 3 });
        expect(pages.map((page) => page.length), `${order_by} ${sort}`).toEqual([3, 3, 1]);
        expect(pages.flat(), `${order_by} ${sort}`).toEqual(ids(offset.body));
      }
    }
  });

  test('the merge request lists', async () => {
    const project = await createProject(api, adminToken, { name: 'Keyset', initialize_with_readme: true });
    const created: number[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const commit = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        direct: true,
        json: { branch: `topic-${index}`, start_branch: project.default_branch, commit_message: `Topic ${index}`, actions: [{ action: 'create', file_path: `topic-${index}.txt`, content: 'x' }] },
      });
      expect(commit.status, commit.text).toBe(201);
      const request = await api.request('POST', `/projects/${project.id}/merge_requests`, {
        token: adminToken,
        direct: true,
        json: { source_branch: `topic-${index}`, target_branch: project.default_branch, title: `Topic ${index}` },
      });
      expect(request.status, request.text).toBe(201);
      created.push(request.body.id);
    }
    for (const sort of ['asc', 'desc']) {
      for (const order_by of ['created_at', 'updated_at']) {
        const inProject = await walk(api, `/projects/${project.id}/merge_requests`, { order_by, sort, per_page: 2 });
        expect(inProject.flat(), `${order_by} ${sort}`).toEqual(sort === 'asc' ? created : [...created].reverse());
        const global = await walk(api, '/merge_requests', { order_by, sort, per_page: 2, scope: 'all' });
        expect(global.flat(), `${order_by} ${sort}`).toEqual(sort === 'asc' ? created : [...created].reverse());
      }
    }
  });

  test('a cursor that is not one, or was made for another order, is 400', async () => {
    for (const name of ['One', 'Two', 'Three']) await createProject(api, adminToken, { name, visibility: 'public' });
    const first = await api.request('GET', '/projects', { token: adminToken, query: { pagination: 'keyset', order_by: 'name', per_page: 1 } });
    const cursor = parseLink(first.headers.get('link')).next?.searchParams.get('cursor');
    expect(cursor).toBeTruthy();
    for (const query of [{ order_by: 'name', cursor: 'not-a-cursor' }, { order_by: 'path', cursor: cursor! }, { order_by: 'name', sort: 'asc', cursor: cursor! }] as Record<string, string>[]) {
      const response = await api.request('GET', '/projects', { token: adminToken, query: { pagination: 'keyset', per_page: 1, ...query } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'cursor is invalid' });
    }
  });
});
