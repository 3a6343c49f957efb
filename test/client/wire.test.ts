// What the client puts on the wire and how it reads pages, against a stub fetch (no server).
import { describe, expect, test } from 'vitest';
import { ApiRequestError, createClient, nextLink, paginate, paginated, unwrap } from '../../client/index.js';
import { json, recordingFetch } from './recording-fetch.js';

const baseUrl = 'http://api.test/api/v4';

describe('requests', () => {
  test('token, oauthToken and sudo become PRIVATE-TOKEN, Authorization: Bearer and Sudo', async () => {
    const fetch = recordingFetch(async () => json([]));
    await createClient({ baseUrl, fetch, token: 'pat' }).GET('/projects');
    await createClient({ baseUrl, fetch, oauthToken: 'oat', sudo: 'alice' }).GET('/projects');
    await createClient({ baseUrl, fetch }).GET('/projects');
    const [pat, oauth, anonymous] = fetch.requests.map((request) => Object.fromEntries(request.headers));
    expect(pat).toEqual({ 'private-token': 'pat' });
    expect(oauth).toEqual({ authorization: 'Bearer oat', sudo: 'alice' });
    expect(anonymous).toEqual({});
    expect(() => createClient({ baseUrl, token: 'a', oauthToken: 'b' })).toThrow(TypeError);
  });

  test('a path parameter is percent-encoded once; query arrays are name[]=1&name[]=2', async () => {
    const fetch = recordingFetch(async () => json({}));
    const client = createClient({ baseUrl, fetch });
    await client.GET('/projects/{id}', { params: { path: { id: 'root/my-project' } } });
    await client.GET('/projects', { params: { query: { search: 'a b&c', simple: true, 'iids[]': [1, 2], 'labels[]': ['x,y'] } as never } });
    await client.GET('/projects', { params: { query: { 'iids[]': [7] } as never } });
    expect(fetch.requests.map((request) => request.url)).toEqual([
      `${baseUrl}/projects/root%2Fmy-project`,
      `${baseUrl}/projects?search=a%20b%26c&simple=true&iids[]=1&iids[]=2&labels[]=x%2Cy`,
      `${baseUrl}/projects?iids[]=7`,
    ]);
  });

  test('unwrap returns the data, or throws ApiRequestError with the status and the body', async () => {
    const client = createClient({
      baseUrl,
      fetch: async () => json({ message: '404 Project Not Found' }, { status: 404 }),
    });
    const result = await client.GET('/projects/{id}', { params: { path: { id: 1 } } });
    const error = (() => { try { unwrap(result); } catch (thrown) { return thrown; } })();
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, body: { message: '404 Project Not Found' } });
    const ok = await createClient({ baseUrl, fetch: async () => json({ version: '1', revision: 'r' }) }).GET('/version');
    expect(unwrap(ok)).toEqual({ version: '1', revision: 'r' });
  });
});

describe('pagination', () => {
  test('nextLink finds rel="next" among the links, whatever their order, quoting and case', () => {
    const header = '<http://h/api/v4/projects?page=1>; rel="prev", <http://h/api/v4/projects?page=3&per_page=2>; rel="next", <http://h/x>; rel="first"';
    expect(nextLink(header, baseUrl)).toBe('http://h/api/v4/projects?page=3&per_page=2');
    expect(nextLink('</api/v4/projects?page=2>; title="a"; REL=next', 'http://h/api/v4/projects')).toBe('http://h/api/v4/projects?page=2');
    expect(nextLink('<http://h/a>; rel="prev first"', baseUrl)).toBeUndefined();
    expect(nextLink(null, baseUrl)).toBeUndefined();
  });

  test('follows next links verbatim with the same headers, yielding items one by one', async () => {
    const pages: Record<string, { items: number[]; next?: string }> = {
      [`${baseUrl}/projects?per_page=2`]: { items: [1, 2], next: `${baseUrl}/projects?per_page=2&page=2&iids%5B%5D=9` },
      [`${baseUrl}/projects?per_page=2&page=2&iids%5B%5D=9`]: { items: [3, 4], next: 'http://elsewhere.test/p3' },
      'http://elsewhere.test/p3': { items: [5] },
    };
    const fetch = recordingFetch(async (request) => {
      const page = pages[request.url]!;
      return json(page.items.map((id) => ({ id })), { headers: page.next ? { Link: `<${page.next}>; rel="next"` } : {} });
    });
    const client = createClient({ baseUrl, fetch, token: 'pat', sudo: 'alice' });
    const ids: number[] = [];
    for await (const project of paginate(client, '/projects', { params: { query: { per_page: 2 } } })) ids.push(project.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(fetch.requests.map((request) => request.url)).toEqual(Object.keys(pages));
    for (const request of fetch.requests) {
      expect(request.method).toBe('GET');
      expect(request.headers.get('PRIVATE-TOKEN')).toBe('pat');
      expect(request.headers.get('Sudo')).toBe('alice');
    }
  });

  test('a failing page throws ApiRequestError; a link back to a fetched page throws instead of looping', async () => {
    const failing = createClient({
      baseUrl,
      fetch: async (request) => request.url.endsWith('page=2')
        ? json({ error: 'per_page is invalid' }, { status: 400 })
        : json([{ id: 1 }], { headers: { Link: `<${baseUrl}/users?page=2>; rel="next"` } }),
    });
    const seen: number[] = [];
    await expect((async () => { for await (const user of paginate(failing, '/users')) seen.push(user.id); })())
      .rejects.toMatchObject({ name: 'ApiRequestError', status: 400, body: { error: 'per_page is invalid' } });
    expect(seen).toEqual([1]);

    const looping = createClient({
      baseUrl,
      fetch: async () => json([{ id: 1 }], { headers: { Link: `<${baseUrl}/users?page=2>; rel="next"` } }),
    });
    await expect((async () => { for await (const _ of paginate(looping, '/users')) { /* drain */ } })()).rejects.toThrow(/loop/);
  });

  test('without a Link header, X-Next-Page gives the next page: the same request with page set', async () => {
    const fetch = recordingFetch(async (request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return json([{ iid: page * 10 + 1 }, { iid: page * 10 + 2 }], { headers: { 'X-Page': String(page), 'X-Next-Page': page < 3 ? String(page + 1) : '' } });
    });
    const client = createClient({ baseUrl, fetch });
    const list = paginated(client, '/projects/{id}/merge_requests', { params: { path: { id: 'root/app' }, query: { state: 'opened', per_page: 2 } } });
    expect((await list.all()).map((item) => item.iid)).toEqual([11, 12, 21, 22, 31, 32]);
    expect(fetch.requests.map((request) => request.url)).toEqual([
      `${baseUrl}/projects/root%2Fapp/merge_requests?state=opened&per_page=2`,
      `${baseUrl}/projects/root%2Fapp/merge_requests?state=opened&per_page=2&page=2`,
      `${baseUrl}/projects/root%2Fapp/merge_requests?state=opened&per_page=2&page=3`,
    ]);
  });

  test('keyset pagination: only Link rel=next, with an opaque cursor, is followed to the end', async () => {
    const cursors: Record<string, { ids: number[]; next?: string }> = {
      start: { ids: [1, 2], next: 'id_after=2' },
      'id_after=2': { ids: [3, 4], next: 'id_after=4' },
      'id_after=4': { ids: [5] },
    };
    const fetch = recordingFetch(async (request) => {
      const url = new URL(request.url);
      const page = cursors[url.searchParams.has('id_after') ? `id_after=${url.searchParams.get('id_after')}` : 'start']!;
      const next = page.next && `${baseUrl}/projects?pagination=keyset&order_by=id&sort=asc&per_page=2&${page.next}`;
      return json(page.ids.map((id) => ({ id })), { headers: next ? { Link: `<${next}>; rel="next"` } : {} });
    });
    const client = createClient({ baseUrl, fetch });
    const pages = [];
    for await (const page of client.projects.list({ order_by: 'id', sort: 'asc', per_page: 2 }).pages()) {
      pages.push(page.items.map((project) => project.id));
    }
    expect(pages).toEqual([[1, 2], [3, 4], [5]]);
    expect(fetch.requests.map((request) => new URL(request.url).searchParams.get('id_after'))).toEqual([null, '2', '4']);
  });
});

