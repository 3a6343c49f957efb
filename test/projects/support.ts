// Helpers shared by the project and pagination tests.
import { expect } from 'vitest';
import type { ApiContext } from '../support/context.js';

export type Visibility = 'private' | 'internal' | 'public';

/** Creates a project through the API (via Prism) and returns the response body; fails the test unless 201. */
export async function createProject(api: ApiContext, token: string, body: Record<string, unknown>): Promise<any> {
  const response = await api.request('POST', '/projects', { token, json: body });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** The ids of a list response, in order. */
export const ids = (body: Array<{ id: number }>): number[] => body.map((project) => project.id);

/** Parses an RFC 8288 `Link` header into rel → URL. */
export function parseLink(header: string | null): Record<string, URL> {
  const links: Record<string, URL> = {};
  for (const match of (header ?? '').matchAll(/<([^>]+)>; rel="([^"]+)"/g)) links[match[2]!] = new URL(match[1]!);
  return links;
}

/** The pagination headers of a response, for one `toEqual` per page. */
export function pageHeaders(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(
    ['x-total', 'x-total-pages', 'x-per-page', 'x-page', 'x-next-page', 'x-prev-page'].map((name) => [name, headers.get(name)]),
  );
}
