// The typed client of the API: openapi-fetch over the generated `paths`, with the caller's credentials on every request.
import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/api.js';
import { authHeaders, type Credentials } from './auth.js';

export type ApiClient = Client<paths>;

export interface ClientOptions extends Credentials {
  /** The API's base URL, ending in `/api/v4` (`http://localhost:3000/api/v4`). */
  baseUrl: string;
  /** A fetch to send requests with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A client of the API. Path parameters take raw values (`{ id: 'group/project' }`), which are percent-encoded once
 * (`group%2Fproject`); arrays in the query (parameters named `name[]`) are sent as `name[]=1&name[]=2`.
 */
export function createClient({ baseUrl, fetch, ...credentials }: ClientOptions): ApiClient {
  return createFetchClient<paths>({
    baseUrl,
    headers: authHeaders(credentials),
    querySerializer: { array: { style: 'form', explode: true } },
    ...(fetch && { fetch }),
  });
}

export type { Credentials } from './auth.js';
export { ApiRequestError, unwrap, type ApiErrorBody } from './errors.js';
export { nextLink, paginate, type ListItem, type ListPath } from './pagination.js';
