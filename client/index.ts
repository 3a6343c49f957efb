// The typed client of the API: openapi-fetch over the generated `paths`, with the caller's credentials on every
// request, retries of rate-limited and failed requests, and typed helpers per resource over the same types.
import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/api.js';
import { authHeaders, type Credentials } from './auth.js';
import { hooksOf } from './resources/hooks.js';
import { mergeRequestsOf } from './resources/merge-requests.js';
import { projectsOf } from './resources/projects.js';
import { settingsOf } from './resources/settings.js';
import { retryingFetch, type RetryOptions } from './retry.js';

export interface Resources {
  projects: ReturnType<typeof projectsOf>;
  mergeRequests: ReturnType<typeof mergeRequestsOf>;
  hooks: ReturnType<typeof hooksOf>;
  settings: ReturnType<typeof settingsOf>;
}

/** openapi-fetch's `GET`, `POST`, … for any operation, and the resource helpers (`client.projects.create(…)`). */
export type ApiClient = Client<paths> & Resources;

export interface ClientOptions extends Credentials {
  /** The API's base URL, ending in `/api/v4` (`http://localhost:3000/api/v4`). */
  baseUrl: string;
  /** A fetch to send requests with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries of 429 and 5xx answers (default: 3 retries from 500 ms, at most 30 s apart); `false` turns them off. */
  retry?: RetryOptions | false;
}

/**
 * A client of the API. Path parameters take raw values (`{ id: 'group/project' }`), which are percent-encoded once
 * (`group%2Fproject`); arrays in the query (parameters named `name[]`) are sent as `name[]=1&name[]=2`.
 */
export function createClient({ baseUrl, fetch = (request) => globalThis.fetch(request), retry = {}, ...credentials }: ClientOptions): ApiClient {
  const client = createFetchClient<paths>({
    baseUrl,
    headers: authHeaders(credentials),
    querySerializer: { array: { style: 'form', explode: true } },
    fetch: retry === false ? fetch : retryingFetch(fetch, retry),
  });
  return Object.assign(client, {
    projects: projectsOf(client),
    mergeRequests: mergeRequestsOf(client),
    hooks: hooksOf(client),
    settings: settingsOf(client),
  });
}

export type { paths, components, operations, webhooks } from '../generated/api.js';
export type { Credentials } from './auth.js';
export { ApiRequestError, unwrap, unwrapUnchanged, type ApiErrorBody } from './errors.js';
export { nextLink, paginate, paginated, type ListItem, type ListPath, type Page, type Paginated } from './pagination.js';
export { retryAfter, type RetryOptions } from './retry.js';
export type { BodyOf, DataOf, PathOf, QueryOf } from './operations.js';
export type { ProjectId } from './resources/projects.js';
