// Merge requests: the typed helpers of the merge request operations, each one request (lists: one per page).
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap, unwrapUnchanged } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type One = '/projects/{id}/merge_requests/{merge_request_iid}';
type ProjectId = PathOf<One, 'get'>['id'];
/** A merge request's number within its project (`iid`, not the global `id`). */
type Iid = PathOf<One, 'get'>['merge_request_iid'];

export function mergeRequestsOf(client: Client<paths>) {
  const at = (id: ProjectId, iid: Iid) => ({ params: { path: { id, merge_request_iid: iid } } });
  return {
    /** `GET /merge_requests`: the merge requests visible to the caller, across projects. */
    listAll: (query?: QueryOf<'/merge_requests', 'get'>): Paginated<ListItem<'/merge_requests'>> => paginated(client, '/merge_requests', { params: { query } }),
    /** `GET /projects/:id/merge_requests`. */
    list: (id: ProjectId, query?: QueryOf<'/projects/{id}/merge_requests', 'get'>): Paginated<ListItem<'/projects/{id}/merge_requests'>> =>
      paginated(client, '/projects/{id}/merge_requests', { params: { path: { id }, query } }),
    /** `GET /projects/:id/merge_requests/:merge_request_iid`. */
    get: async (id: ProjectId, iid: Iid, query?: QueryOf<One, 'get'>): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}', 'get'>> =>
      unwrap(await client.GET('/projects/{id}/merge_requests/{merge_request_iid}', { params: { path: { id, merge_request_iid: iid }, query } })),
    /** `POST /projects/:id/merge_requests`. */
    create: async (id: ProjectId, body: BodyOf<'/projects/{id}/merge_requests', 'post'>): Promise<DataOf<'/projects/{id}/merge_requests', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/merge_requests', { params: { path: { id } }, body })),
    /** `PUT /projects/:id/merge_requests/:merge_request_iid`. */
    update: async (id: ProjectId, iid: Iid, body: BodyOf<One, 'put'>): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}', 'put'>> =>
      unwrap(await client.PUT('/projects/{id}/merge_requests/{merge_request_iid}', { ...at(id, iid), body })),
    /** `DELETE /projects/:id/merge_requests/:merge_request_iid`. */
    delete: async (id: ProjectId, iid: Iid): Promise<void> => {
      unwrap(await client.DELETE('/projects/{id}/merge_requests/{merge_request_iid}', at(id, iid)));
    },
    /** `PUT …/merge`: merges now, or when the pipeline succeeds. */
    merge: async (id: ProjectId, iid: Iid, body: BodyOf<`${One}/merge`, 'put'> = {}): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/merge', 'put'>> =>
      unwrap(await client.PUT('/projects/{id}/merge_requests/{merge_request_iid}/merge', { ...at(id, iid), body })),
    /** `PUT …/cancel_merge_when_pipeline_succeeds`. */
    cancelMergeWhenPipelineSucceeds: async (id: ProjectId, iid: Iid): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/cancel_merge_when_pipeline_succeeds', 'put'>> =>
      unwrap(await client.PUT('/projects/{id}/merge_requests/{merge_request_iid}/cancel_merge_when_pipeline_succeeds', at(id, iid))),
    /** `GET …/commits`. */
    listCommits: (id: ProjectId, iid: Iid, query?: QueryOf<`${One}/commits`, 'get'>): Paginated<ListItem<'/projects/{id}/merge_requests/{merge_request_iid}/commits'>> =>
      paginated(client, '/projects/{id}/merge_requests/{merge_request_iid}/commits', { params: { path: { id, merge_request_iid: iid }, query } }),
    /** `GET …/changes`: the merge request with its changed files. */
    getChanges: async (id: ProjectId, iid: Iid, query?: QueryOf<`${One}/changes`, 'get'>): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/changes', 'get'>> =>
      unwrap(await client.GET('/projects/{id}/merge_requests/{merge_request_iid}/changes', { params: { path: { id, merge_request_iid: iid }, query } })),
    /** `GET …/closes_issues`: the issues merging would close. */
    listClosesIssues: (id: ProjectId, iid: Iid, query?: QueryOf<`${One}/closes_issues`, 'get'>): Paginated<ListItem<'/projects/{id}/merge_requests/{merge_request_iid}/closes_issues'>> =>
      paginated(client, '/projects/{id}/merge_requests/{merge_request_iid}/closes_issues', { params: { path: { id, merge_request_iid: iid }, query } }),
    /** `POST …/subscribe`: undefined when already subscribed (304). */
    subscribe: async (id: ProjectId, iid: Iid): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/subscribe', 'post'> | undefined> =>
      unwrapUnchanged(await client.POST('/projects/{id}/merge_requests/{merge_request_iid}/subscribe', at(id, iid))),
    /** `POST …/unsubscribe`: undefined when not subscribed (304). */
    unsubscribe: async (id: ProjectId, iid: Iid): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/unsubscribe', 'post'> | undefined> =>
      unwrapUnchanged(await client.POST('/projects/{id}/merge_requests/{merge_request_iid}/unsubscribe', at(id, iid))),
    /** `POST …/todo`: undefined when the caller already has a pending todo for it (304). */
    createTodo: async (id: ProjectId, iid: Iid): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/todo', 'post'> | undefined> =>
      unwrapUnchanged(await client.POST('/projects/{id}/merge_requests/{merge_request_iid}/todo', at(id, iid))),
    /** `GET …/versions`: the diff versions, newest first. */
    listVersions: (id: ProjectId, iid: Iid, query?: QueryOf<`${One}/versions`, 'get'>): Paginated<ListItem<'/projects/{id}/merge_requests/{merge_request_iid}/versions'>> =>
      paginated(client, '/projects/{id}/merge_requests/{merge_request_iid}/versions', { params: { path: { id, merge_request_iid: iid }, query } }),
    /** `GET …/versions/:version_id`. */
    getVersion: async (id: ProjectId, iid: Iid, versionId: PathOf<`${One}/versions/{version_id}`, 'get'>['version_id']): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/versions/{version_id}', 'get'>> =>
      unwrap(await client.GET('/projects/{id}/merge_requests/{merge_request_iid}/versions/{version_id}', {
        params: { path: { id, merge_request_iid: iid, version_id: versionId } },
      })),
    /** `POST …/time_estimate` (`duration` as `3h30m`). */
    setTimeEstimate: async (id: ProjectId, iid: Iid, body: BodyOf<`${One}/time_estimate`, 'post'>): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/time_estimate', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/merge_requests/{merge_request_iid}/time_estimate', { ...at(id, iid), body })),
    /** `POST …/reset_time_estimate`. */
    resetTimeEstimate: async (id: ProjectId, iid: Iid): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/reset_time_estimate', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/merge_requests/{merge_request_iid}/reset_time_estimate', at(id, iid))),
    /** `POST …/add_spent_time` (`duration` as `1h`, negative to subtract). */
    addSpentTime: async (id: ProjectId, iid: Iid, body: BodyOf<`${One}/add_spent_time`, 'post'>): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/add_spent_time', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/merge_requests/{merge_request_iid}/add_spent_time', { ...at(id, iid), body })),
    /** `POST …/reset_spent_time`. */
    resetSpentTime: async (id: ProjectId, iid: Iid): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/reset_spent_time', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/merge_requests/{merge_request_iid}/reset_spent_time', at(id, iid))),
    /** `GET …/time_stats`. */
    getTimeStats: async (id: ProjectId, iid: Iid): Promise<DataOf<'/projects/{id}/merge_requests/{merge_request_iid}/time_stats', 'get'>> =>
      unwrap(await client.GET('/projects/{id}/merge_requests/{merge_request_iid}/time_stats', at(id, iid))),
  };
}
