// Iterating a paginated list, page after page, each page through the same client (so the same headers, middleware,
// retries and fetch): the next page is the `Link: <…>; rel="next"` target verbatim (offset and keyset pagination
// alike); without a Link header, the same request with `page` set to `X-Next-Page`. No next page ends the list.
import type { Client, MaybeOptionalInit, Middleware } from 'openapi-fetch';
import type { paths } from '../generated/api.js';
import { unwrap } from './errors.js';
import { checkLastPage } from './missing-next-page.js';

/** The paths whose GET answers 200 with a JSON array. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': readonly unknown[] } } } } } ? P : never;
}[keyof paths];

/** The element type of a list's 200 response. */
export type ListItem<P extends ListPath> = paths[P]['get']['responses'][200]['content']['application/json'][number];

export type ListInit<P extends ListPath> = NonNullable<MaybeOptionalInit<paths[P], 'get'>>;

/** One page of a list: its items and the response (for `X-Total`, `X-Total-Pages` and the other headers). */
export interface Page<Item> {
  items: Item[];
  response: Response;
}

/** A list read page by page as it is iterated: `for await (const item of list)`, or `await list.all()`. */
export interface Paginated<Item> extends AsyncIterable<Item> {
  /** The pages, one request each, as they are iterated. */
  pages(): AsyncGenerator<Page<Item>>;
  /** Every item of every page, in order. */
  all(): Promise<Item[]>;
}

/** The target of the first `rel="next"` link of an RFC 8288 `Link` header, resolved against `base`. */
export function nextLink(header: string | null, base: string): string | undefined {
  for (const [, target, parameters] of (header ?? '').matchAll(/<([^>]*)>((?:\s*;\s*[^;,]*)*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i.exec(parameters ?? '');
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (target !== undefined && relations.includes('next')) return new URL(target, base || undefined).href;
  }
  return undefined;
}

/** Sends the request to `url` instead of the one built from the path and query (the rest of the request is kept). */
const redirectTo = (url: string): Middleware => ({ onRequest: ({ request }) => new Request(url, request) });

type Get = (path: string, init?: { params?: { query?: object }; middleware?: Middleware[] }) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

async function* pagesOf<Item>(client: Client<paths>, path: string, init: Parameters<Get>[1] = {}): AsyncGenerator<Page<Item>> {
  // Generic paths defeat openapi-fetch's overloads; the public signatures carry the types.
  const get = client.GET as Get;
  const visited = new Set<string>();
  let result = await get(path, init);
  for (;;) {
    const items = unwrap(result) as Item[];
    yield { items, response: result.response };
    const link = nextLink(result.response.headers.get('Link'), result.response.url);
    const nextPage = result.response.headers.get('X-Next-Page')?.trim();
    const next = link ?? (nextPage ? `page=${nextPage}` : undefined);
    if (next === undefined) return checkLastPage(client, result.response, items.length, init.params?.query);
    if (visited.has(next)) throw new Error(`Pagination loop: ${next} was already fetched`);
    visited.add(next);
    result = link !== undefined
      ? await get(path, { ...init, middleware: [...(init.middleware ?? []), redirectTo(link)] })
      : await get(path, { ...init, params: { ...init.params, query: { ...init.params?.query, page: Number(nextPage) } } });
  }
}

/** A paginated list of `path` (`paginated(client, '/projects', { params: { query: { per_page: 100 } } })`). */
export function paginated<P extends ListPath>(client: Client<paths>, path: P, init?: ListInit<P>): Paginated<ListItem<P>> {
  const pages = () => pagesOf<ListItem<P>>(client, path, init as Parameters<Get>[1]);
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* page.items;
    },
    async all() {
      const items: ListItem<P>[] = [];
      for await (const page of pages()) items.push(...page.items);
      return items;
    },
  };
}

/**
 * Yields every item of a list, page after page: `for await (const project of paginate(client, '/projects', {
 * params: { query: { per_page: 100 } } }))`. A page answering 400 or above throws an `ApiRequestError`.
 */
export function paginate<P extends ListPath>(client: Client<paths>, path: P, init?: ListInit<P>): AsyncIterable<ListItem<P>> {
  return paginated(client, path, init);
}
