// Projects: the typed helpers of the project operations, each one request (lists: one per page, as iterated).
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap, unwrapUnchanged } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';
import { uploadsOf } from './uploads.js';

/** A project's numeric id or its full path (`group/project`, sent percent-encoded). */
export type ProjectId = PathOf<'/projects/{id}', 'get'>['id'];
type UserId = PathOf<'/users/{user_id}/projects', 'get'>['user_id'];
type GroupId = PathOf<'/projects/{id}/share/{group_id}', 'delete'>['group_id'];

export function projectsOf(client: Client<paths>) {
  const at = (id: ProjectId) => ({ params: { path: { id } } });
  return {
    /** `GET /projects`: every project visible to the caller, page after page. */
    list: (query?: QueryOf<'/projects', 'get'>): Paginated<ListItem<'/projects'>> => paginated(client, '/projects', { params: { query } }),
    /** `GET /users/:user_id/projects`. */
    listForUser: (userId: UserId, query?: QueryOf<'/users/{user_id}/projects', 'get'>): Paginated<ListItem<'/users/{user_id}/projects'>> =>
      paginated(client, '/users/{user_id}/projects', { params: { path: { user_id: userId }, query } }),
    /** `GET /projects/:id`. */
    get: async (id: ProjectId, query?: QueryOf<'/projects/{id}', 'get'>): Promise<DataOf<'/projects/{id}', 'get'>> =>
      unwrap(await client.GET('/projects/{id}', { params: { path: { id }, query } })),
    /** `GET /projects/:id/users`. */
    listUsers: (id: PathOf<'/projects/{id}/users', 'get'>['id'], query?: QueryOf<'/projects/{id}/users', 'get'>): Paginated<ListItem<'/projects/{id}/users'>> =>
      paginated(client, '/projects/{id}/users', { params: { path: { id }, query } }),
    /** `POST /projects`. */
    create: async (body: BodyOf<'/projects', 'post'>): Promise<DataOf<'/projects', 'post'>> => unwrap(await client.POST('/projects', { body })),
    /** `POST /projects/user/:user_id` (administrators). */
    createForUser: async (userId: PathOf<'/projects/user/{user_id}', 'post'>['user_id'], body: BodyOf<'/projects/user/{user_id}', 'post'>): Promise<DataOf<'/projects/user/{user_id}', 'post'>> =>
      unwrap(await client.POST('/projects/user/{user_id}', { params: { path: { user_id: userId } }, body })),
    /** `PUT /projects/:id`. */
    edit: async (id: ProjectId, body: BodyOf<'/projects/{id}', 'put'>): Promise<DataOf<'/projects/{id}', 'put'>> =>
      unwrap(await client.PUT('/projects/{id}', { ...at(id), body })),
    /** `DELETE /projects/:id`. */
    delete: async (id: ProjectId): Promise<void> => { unwrap(await client.DELETE('/projects/{id}', at(id))); },
    /** `POST /projects/:id/fork`. */
    fork: async (id: ProjectId, body: BodyOf<'/projects/{id}/fork', 'post'>): Promise<DataOf<'/projects/{id}/fork', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/fork', { ...at(id), body })),
    /** `GET /projects/:id/forks`. */
    listForks: (id: ProjectId, query?: QueryOf<'/projects/{id}/forks', 'get'>): Paginated<ListItem<'/projects/{id}/forks'>> =>
      paginated(client, '/projects/{id}/forks', { params: { path: { id }, query } }),
    /** `POST /projects/:id/fork/:forked_from_id` (administrators). */
    createForkRelation: async (id: ProjectId, forkedFromId: PathOf<'/projects/{id}/fork/{forked_from_id}', 'post'>['forked_from_id']): Promise<DataOf<'/projects/{id}/fork/{forked_from_id}', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/fork/{forked_from_id}', { params: { path: { id, forked_from_id: forkedFromId } } })),
    /** `DELETE /projects/:id/fork`: false when there was no fork relation (304). */
    deleteForkRelation: async (id: ProjectId): Promise<boolean> =>
      unwrapUnchanged(await client.DELETE('/projects/{id}/fork', at(id))) !== undefined,
    /** `POST /projects/:id/star`: undefined when already starred (304). */
    star: async (id: ProjectId): Promise<DataOf<'/projects/{id}/star', 'post'> | undefined> => unwrapUnchanged(await client.POST('/projects/{id}/star', at(id))),
    /** `POST /projects/:id/unstar`: undefined when not starred (304). */
    unstar: async (id: ProjectId): Promise<DataOf<'/projects/{id}/unstar', 'post'> | undefined> => unwrapUnchanged(await client.POST('/projects/{id}/unstar', at(id))),
    /** `POST /projects/:id/archive`. */
    archive: async (id: ProjectId): Promise<DataOf<'/projects/{id}/archive', 'post'>> => unwrap(await client.POST('/projects/{id}/archive', at(id))),
    /** `POST /projects/:id/unarchive`. */
    unarchive: async (id: ProjectId): Promise<DataOf<'/projects/{id}/unarchive', 'post'>> => unwrap(await client.POST('/projects/{id}/unarchive', at(id))),
    /** `POST /projects/:id/uploads`: uploads `file` under `filename`; the answer has its Markdown link (as `uploads.create`). */
    upload: uploadsOf(client).create,
    /** `POST /projects/:id/share`. */
    share: async (id: ProjectId, body: BodyOf<'/projects/{id}/share', 'post'>): Promise<DataOf<'/projects/{id}/share', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/share', { ...at(id), body })),
    /** `DELETE /projects/:id/share/:group_id`. */
    unshare: async (id: ProjectId, groupId: GroupId): Promise<void> => {
      unwrap(await client.DELETE('/projects/{id}/share/{group_id}', { params: { path: { id, group_id: groupId } } }));
    },
    /** `POST /projects/:id/housekeeping`: queues a housekeeping task (no answer body). */
    startHousekeeping: async (id: ProjectId): Promise<void> => { unwrap(await client.POST('/projects/{id}/housekeeping', at(id))); },
  };
}
