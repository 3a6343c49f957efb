// The typed client of the API: openapi-fetch over the generated `paths`, with the caller's credentials on every
// request, retries of rate-limited and failed requests, and typed helpers per resource over the same types.
import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/api.js';
import { authHeaders, type Credentials } from './auth.js';
import { branchesOf } from './resources/branches.js';
import { commitsOf } from './resources/commits.js';
import { groupsOf } from './resources/groups.js';
import { hooksOf } from './resources/hooks.js';
import { issuesOf } from './resources/issues.js';
import { labelsOf } from './resources/labels.js';
import { groupMembersOf, projectMembersOf } from './resources/members.js';
import { mergeRequestsOf } from './resources/merge-requests.js';
import { milestonesOf } from './resources/milestones.js';
import { projectsOf } from './resources/projects.js';
import { repositoryFilesOf } from './resources/repository-files.js';
import { settingsOf } from './resources/settings.js';
import { uploadsOf } from './resources/uploads.js';
import { usersOf } from './resources/users.js';
import { setMissingNextPage, type MissingNextPage } from './missing-next-page.js';
import { retryingFetch, type RetryOptions } from './retry.js';

/** The helpers of each resource family, built over the same client. */
const resourceFamilies = {
  projects: projectsOf,
  mergeRequests: mergeRequestsOf,
  hooks: hooksOf,
  settings: settingsOf,
  branches: branchesOf,
  commits: commitsOf,
  repositoryFiles: repositoryFilesOf,
  issues: issuesOf,
  users: usersOf,
  groups: groupsOf,
  projectMembers: projectMembersOf,
  groupMembers: groupMembersOf,
  labels: labelsOf,
  milestones: milestonesOf,
  uploads: uploadsOf,
};

export type Resources = { [Family in keyof typeof resourceFamilies]: ReturnType<(typeof resourceFamilies)[Family]> };

/** openapi-fetch's `GET`, `POST`, … for any operation, and the resource helpers (`client.projects.create(…)`). */
export type ApiClient = Client<paths> & Resources;

export interface ClientOptions extends Credentials {
  /** The API's base URL, ending in `/api/v4` (`http://localhost:3000/api/v4`). */
  baseUrl: string;
  /** A fetch to send requests with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries of 429 and 5xx answers (default: 3 retries from 500 ms, at most 30 s apart); `false` turns them off. */
  retry?: RetryOptions | false;
  /**
   * When a list's page is full but the answer has no Link, X-Next-Page or X-Total-Pages header (so the list may go on
   * where it cannot be followed): `warn` (default), `throw`, or `ignore`.
   */
  missingNextPage?: MissingNextPage;
}

/**
 * A client of the API. Path parameters take raw values (`{ id: 'group/project' }`), which are percent-encoded once
 * (`group%2Fproject`); arrays in the query (parameters named `name[]`) are sent as `name[]=1&name[]=2`.
 */
export function createClient({ baseUrl, fetch = (request) => globalThis.fetch(request), retry = {}, missingNextPage = 'warn', ...credentials }: ClientOptions): ApiClient {
  const client = createFetchClient<paths>({
    baseUrl,
    headers: authHeaders(credentials),
    querySerializer: { array: { style: 'form', explode: true } },
    fetch: retry === false ? fetch : retryingFetch(fetch, retry),
  });
  setMissingNextPage(client, missingNextPage);
  const resources = Object.fromEntries(Object.entries(resourceFamilies).map(([family, of]) => [family, of(client)])) as Resources;
  return Object.assign(client, resources);
}

export type { paths, components, operations, webhooks } from '../generated/api.js';
export type { Credentials } from './auth.js';
export { ApiRequestError, errorReason, unwrap, unwrapUnchanged, type ApiErrorBody } from './errors.js';
export { nextLink, paginate, paginated, type ListItem, type ListPath, type Page, type Paginated } from './pagination.js';
export { retryAfter, type RetryOptions } from './retry.js';
export type { MissingNextPage } from './missing-next-page.js';
export type { BodyOf, DataOf, PathOf, QueryOf } from './operations.js';
export type { ProjectId } from './resources/projects.js';
