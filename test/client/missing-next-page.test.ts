// A server that answers a full page without the headers that lead to the next one: the client says so (a warning by
// default, an error if asked) instead of returning the first page as the whole list.
import { afterEach, expect, test, vi } from 'vitest';
import { createClient } from '../../client/index.js';

const projects = Array.from({ length: 5 }, (_, index) => ({ id: index + 1, name: `p${index + 1}` }));

/** Answers every list with the page asked for, with `headers` only. */
function listServer(headers: (page: number) => Record<string, string>) {
  return async (request: Request) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 20);
    return new Response(JSON.stringify(projects.slice((page - 1) * perPage, page * perPage)), {
      headers: { 'Content-Type': 'application/json', ...headers(page) },
    });
  };
}

afterEach(() => { vi.restoreAllMocks(); });

test('a full page without Link, X-Next-Page or X-Total-Pages warns that the list may go on', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createClient({ baseUrl: 'http://api.test/api/v4', fetch: listServer(() => ({})), retry: false });
  expect(await api.projects.list({ per_page: 2 }).all()).toHaveLength(2);
  expect(warn).toHaveBeenCalledOnce();
  expect(warn.mock.calls[0]![0]).toMatch(/a full page of 2 items came without a Link, X-Next-Page or X-Total-Pages header/);
});

test('with missingNextPage: throw the list rejects; with ignore it says nothing', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const throwing = createClient({ baseUrl: 'http://api.test/api/v4', fetch: listServer(() => ({})), retry: false, missingNextPage: 'throw' });
  await expect(throwing.projects.list({ per_page: 2 }).all()).rejects.toThrow(/full page of 2 items/);
  const quiet = createClient({ baseUrl: 'http://api.test/api/v4', fetch: listServer(() => ({})), retry: false, missingNextPage: 'ignore' });
  expect(await quiet.projects.list({ per_page: 2 }).all()).toHaveLength(2);
  expect(warn).not.toHaveBeenCalled();
});

test('a short last page, or a last page the headers call last, is no reason to warn', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const headers = (page: number) => ({ 'X-Next-Page': page < 3 ? String(page + 1) : '', 'X-Total-Pages': '3' });
  const paged = createClient({ baseUrl: 'http://api.test/api/v4', fetch: listServer(headers), retry: false });
  expect(await paged.projects.list({ per_page: 2 }).all()).toEqual(projects);
  const unpaged = createClient({ baseUrl: 'http://api.test/api/v4', fetch: listServer(() => ({})), retry: false });
  expect(await unpaged.projects.list({ per_page: 10 }).all()).toEqual(projects);
  expect(warn).not.toHaveBeenCalled();
});
