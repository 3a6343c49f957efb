// Iterating a paginated list: the first page through the client, then the `Link: <…>; rel="next"` target verbatim,
// each page through the same client (so the same headers, middleware and fetch) until there is no next link.
import type { Client, MaybeOptionalInit, Middleware } from 'openapi-fetch';
import type { paths } from '../generated/api.js';
import { unwrap } from './errors.js';

/** The paths whose GET answers 200 with a JSON array. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': readonly unknown[] } } } } } ? P : never;
}[keyof paths];

/** The element type of a list's 200 response. */
export type ListItem<P extends ListPath> = paths[P]['get']['responses'][200]['content']['application/json'][number];

type ListInit<P extends ListPath> = NonNullable<MaybeOptionalInit<paths[P], 'get'>>;

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

/**
 * Yields every item of a list, page after page: `for await (const project of paginate(client, '/projects', {
 * params: { query: { per_page: 100 } } }))`. A page answering 400 or above throws an `ApiRequestError`.
 */
export async function* paginate<P extends ListPath>(client: Client<paths>, path: P, init?: ListInit<P>): AsyncGenerator<ListItem<P>> {
  // Generic paths defeat openapi-fetch's overloads; the public signature above carries the types.
  const get = client.GET as (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const visited = new Set<string>();
  let result = await get(path, init);
  for (;;) {
    yield* unwrap(result) as ListItem<P>[];
    const next = nextLink(result.response.headers.get('Link'), result.response.url);
    if (next === undefined) return;
    if (visited.has(next)) throw new Error(`Pagination loop: ${next} was already fetched`);
    visited.add(next);
    result = await get(path, { ...init, middleware: [...(init?.middleware ?? []), redirectTo(next)] });
  }
}
