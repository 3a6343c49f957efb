import { get } from 'node:http';
import { expect, test } from 'vitest';
import { flag, now, type NewProject } from '../../server/database/schema.js';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { createProject, ids, pageHeaders, parseLink } from '../projects/support.js';

/** Creates `count` public projects as root, in id order. */
async function projects(api: ApiContext, count: number): Promise<number[]> {
  const created: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    created.push((await createProject(api, adminToken, { name: `Project ${index}`, visibility: 'public' })).id);
  }
  return created;
}

/** The query of a link as a plain object, for comparisons that do not depend on parameter order. */
const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

describeApi('pagination', (api) => {
  test('pages, the seven headers and Link (through the proxy)', async () => {
    const all = await projects(api, 7);
    const page = (n: number) => api.request('GET', '/projects', { query: { order_by: 'id', sort: 'asc', per_page: 3, page: n } });

    const first = await page(1);
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(all.slice(0, 3));
    expect(pageHeaders(first.headers)).toEqual({
      'x-total': '7', 'x-total-pages': '3', 'x-per-page': '3', 'x-page': '1', 'x-next-page': '2', 'x-prev-page': '',
    });
    let links = parseLink(first.headers.get('link'));
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'next']);
    expect(queryOf(links.next)).toEqual({ order_by: 'id', sort: 'asc', per_page: '3', page: '2' });
    expect(queryOf(links.first)).toEqual({ order_by: 'id', sort: 'asc', per_page: '3', page: '1' });
    expect(queryOf(links.last)).toEqual({ order_by: 'id', sort: 'asc', per_page: '3', page: '3' });
    for (const url of Object.values(links)) expect(url.pathname).toBe('/api/v4/projects');

    const second = await page(2);
    expect(ids(second.body)).toEqual(all.slice(3, 6));
    expect(pageHeaders(second.headers)).toEqual({
      'x-total': '7', 'x-total-pages': '3', 'x-per-page': '3', 'x-page': '2', 'x-next-page': '3', 'x-prev-page': '1',
    });
    links = parseLink(second.headers.get('link'));
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'next', 'prev']);
    expect(links.prev?.searchParams.get('page')).toBe('1');
    expect(links.next?.searchParams.get('page')).toBe('3');

    const third = await page(3);
    expect(ids(third.body)).toEqual(all.slice(6));
    expect(pageHeaders(third.headers)).toEqual({
      'x-total': '7', 'x-total-pages': '3', 'x-per-page': '3', 'x-page': '3', 'x-next-page': '', 'x-prev-page': '2',
    });
    links = parseLink(third.headers.get('link'));
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'prev']);
    expect(links.prev?.searchParams.get('page')).toBe('2');

    // Following `next` from the first page visits every project exactly once.
    const seen: number[] = [];
    let url: string | undefined = `${api.url}/projects?order_by=id&sort=asc&per_page=3`;
    while (url) {
      const response = await fetch(url);
      seen.push(...ids((await response.json()) as Array<{ id: number }>));
      const next = parseLink(response.headers.get('link')).next;
      url = next ? `${api.url}/projects${next.search}` : undefined;
    }
    expect(seen).toEqual(all);
  });

  test('Link holds full URLs on the host the request was sent to', async () => {
    await projects(api, 3);
    // Prism rewrites Host to its upstream, so the Host-derived links are checked on the server directly.
    const response = await api.request('GET', '/projects', { direct: true, query: { per_page: 1, page: 2, search: 'project' } });
    expect(response.status).toBe(200);
    const base = `${api.directUrl}/projects`;
    const link = (page: number, rel: string) => `<${base}?per_page=1&page=${page}&search=project>; rel="${rel}"`;
    expect(response.headers.get('link')).toBe([link(1, 'prev'), link(3, 'next'), link(1, 'first'), link(3, 'last')].join(', '));

    // Another Host header gives links on that host (fetch does not let the Host header be set: node:http does).
    const linkHeader = await new Promise<string | undefined>((resolve, reject) => {
      const target = new URL(`${api.directUrl}/projects?per_page=1`);
      get(target, { headers: { Host: 'example.test:8080' } }, (reply) => {
        reply.resume();
        const { link } = reply.headers;
        resolve(Array.isArray(link) ? link.join(', ') : link);
      }).on('error', reject);
    });
    const links = parseLink(linkHeader ?? null);
    expect(links.next?.origin).toBe('http://example.test:8080');
    expect(links.next?.pathname).toBe('/api/v4/projects');
  });

  test('defaults: page 1 of 20', async () => {
    await projects(api, 2);
    const response = await api.request('GET', '/projects');
    expect(pageHeaders(response.headers)).toEqual({
      'x-total': '2', 'x-total-pages': '1', 'x-per-page': '20', 'x-page': '1', 'x-next-page': '', 'x-prev-page': '',
    });
    const links = parseLink(response.headers.get('link'));
    expect(Object.keys(links).sort()).toEqual(['first', 'last']);
    expect(queryOf(links.first)).toEqual({ page: '1', per_page: '20' });
  });

  test('an empty list still has the headers', async () => {
    const response = await api.request('GET', '/projects');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(pageHeaders(response.headers)).toEqual({
      'x-total': '0', 'x-total-pages': '1', 'x-per-page': '20', 'x-page': '1', 'x-next-page': '', 'x-prev-page': '',
    });
  });

  test('per_page above 100 is capped at 100; below 1 is 400', async () => {
    await projects(api, 1);
    const capped = await api.request('GET', '/projects', { query: { per_page: 500 } });
    expect(capped.status).toBe(200);
    expect(capped.headers.get('x-per-page')).toBe('100');
    expect(parseLink(capped.headers.get('link')).first?.searchParams.get('per_page')).toBe('100');
    const zero = await api.request('GET', '/projects', { query: { per_page: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({ error: 'per_page does not have a valid value' });
  });

  test('page below 1 is 400; a page past the end is an empty array with the headers', async () => {
    await projects(api, 7);
    for (const page of [0, -1]) {
      const response = await api.request('GET', '/projects', { query: { page } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'page does not have a valid value' });
    }
    const invalid = await api.request('GET', '/projects', { query: { page: 'two' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'page is invalid' });

    const past = await api.request('GET', '/projects', { query: { per_page: 3, page: 10 } });
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    // As the real service does: a page out of range has neither a next nor a previous page.
    expect(pageHeaders(past.headers)).toEqual({
      'x-total': '7', 'x-total-pages': '3', 'x-per-page': '3', 'x-page': '10', 'x-next-page': '', 'x-prev-page': '',
    });
    const links = parseLink(past.headers.get('link'));
    expect(Object.keys(links).sort()).toEqual(['first', 'last']);
    expect(links.last?.searchParams.get('page')).toBe('3');
  });

  test('above 10,000 matching rows X-Total, X-Total-Pages and rel="last" are omitted', async () => {
    const root = await api.db.selectFrom('users').select('id').where('username', '=', 'root').executeTakeFirstOrThrow();
    const namespace = await api.db.selectFrom('namespaces').select('id').where('owner_id', '=', root.id).executeTakeFirstOrThrow();
    const createdAt = now();
    const row = (index: number): NewProject => ({
      namespace_id: namespace.id, creator_id: root.id, name: `Bulk ${index}`, path: `bulk-${index}`, description: null,
      default_branch: 'master', visibility: 'public',
      issues_enabled: flag(true), merge_requests_enabled: flag(true), jobs_enabled: flag(true), wiki_enabled: flag(true),
      snippets_enabled: flag(true), container_registry_enabled: flag(true), shared_runners_enabled: flag(true),
      resolve_outdated_diff_discussions: flag(false), public_jobs: flag(true), only_allow_merge_if_pipeline_succeeds: flag(false),
      only_allow_merge_if_all_discussions_are_resolved: flag(false), printing_merge_request_link_enabled: flag(true),
      request_access_enabled: flag(true), lfs_enabled: flag(true), archived: flag(false), tag_list: '[]', ci_config_path: null,
      import_url: null, import_status: 'none', import_error: null, runners_token: `token-${index}`,
      created_at: createdAt, updated_at: createdAt, last_activity_at: createdAt,
    });
    // Too many rows to create through the API in a test: one multi-row insert per chunk, in one transaction.
    // 500 rows × 33 columns stays below SQLite's and PostgreSQL's limits on bound parameters.
    const total = 10_001;
    const chunk = 500;
    await api.db.transaction().execute(async (trx) => {
      for (let start = 1; start <= total; start += chunk) {
        const rows = Array.from({ length: Math.min(chunk, total - start + 1) }, (_, offset) => row(start + offset));
        await trx.insertInto('projects').values(rows).execute();
      }
    });

    const first = await api.request('GET', '/projects', { query: { per_page: 100 } });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(100);
    expect(pageHeaders(first.headers)).toEqual({
      'x-total': null, 'x-total-pages': null, 'x-per-page': '100', 'x-page': '1', 'x-next-page': '2', 'x-prev-page': '',
    });
    expect(Object.keys(parseLink(first.headers.get('link'))).sort()).toEqual(['first', 'next']);

    const middle = await api.request('GET', '/projects', { query: { per_page: 100, page: 50 } });
    expect(pageHeaders(middle.headers)).toMatchObject({ 'x-total': null, 'x-next-page': '51', 'x-prev-page': '49' });
    expect(Object.keys(parseLink(middle.headers.get('link'))).sort()).toEqual(['first', 'next', 'prev']);

    // Page 101 holds the last row: no next page even though the total is unknown.
    const last = await api.request('GET', '/projects', { query: { per_page: 100, page: 101 } });
    expect(last.body).toHaveLength(1);
    expect(pageHeaders(last.headers)).toEqual({
      'x-total': null, 'x-total-pages': null, 'x-per-page': '100', 'x-page': '101', 'x-next-page': '', 'x-prev-page': '100',
    });
    expect(Object.keys(parseLink(last.headers.get('link'))).sort()).toEqual(['first', 'prev']);

    // A full page at the very end (10,001 = 137 × 73): its next page would be empty, so there is none.
    const fullLast = await api.request('GET', '/projects', { query: { per_page: 73, page: 137 } });
    expect(fullLast.body).toHaveLength(73);
    expect(fullLast.headers.get('x-next-page')).toBe('');

    // A filter that matches fewer rows has exact totals again.
    const few = await api.request('GET', '/projects', { query: { search: 'bulk 1000', per_page: 100 } });
    expect(few.headers.get('x-total')).toBe('3'); // Bulk 1000, Bulk 10000, Bulk 10001
  }, 60_000);
});
