// Members of a project or a group: the same five operations under `/projects/:id` and `/groups/:id`.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type ProjectList = '/projects/{id}/members';
type ProjectOne = '/projects/{id}/members/{user_id}';
type GroupList = '/groups/{id}/members';
type GroupOne = '/groups/{id}/members/{user_id}';
type UserId = PathOf<ProjectOne, 'get'>['user_id'];

export function projectMembersOf(client: Client<paths>) {
  type ProjectId = PathOf<ProjectList, 'get'>['id'];
  const at = (id: ProjectId, userId: UserId) => ({ params: { path: { id, user_id: userId } } });
  return {
    /** `GET /projects/:id/members`. */
    list: (id: ProjectId, query?: QueryOf<ProjectList, 'get'>): Paginated<ListItem<ProjectList>> => paginated(client, '/projects/{id}/members', { params: { path: { id }, query } }),
    /** `GET /projects/:id/members/:user_id`. */
    get: async (id: ProjectId, userId: UserId): Promise<DataOf<ProjectOne, 'get'>> => unwrap(await client.GET('/projects/{id}/members/{user_id}', at(id, userId))),
    /** `POST /projects/:id/members`. */
    add: async (id: ProjectId, body: BodyOf<ProjectList, 'post'>): Promise<DataOf<ProjectList, 'post'>> =>
      unwrap(await client.POST('/projects/{id}/members', { params: { path: { id } }, body })),
    /** `PUT /projects/:id/members/:user_id`. */
    edit: async (id: ProjectId, userId: UserId, body: BodyOf<ProjectOne, 'put'>): Promise<DataOf<ProjectOne, 'put'>> =>
      unwrap(await client.PUT('/projects/{id}/members/{user_id}', { ...at(id, userId), body })),
    /** `DELETE /projects/:id/members/:user_id`. */
    remove: async (id: ProjectId, userId: UserId): Promise<void> => { unwrap(await client.DELETE('/projects/{id}/members/{user_id}', at(id, userId))); },
  };
}

export function groupMembersOf(client: Client<paths>) {
  type GroupId = PathOf<GroupList, 'get'>['id'];
  const at = (id: GroupId, userId: UserId) => ({ params: { path: { id, user_id: userId } } });
  return {
    /** `GET /groups/:id/members`. */
    list: (id: GroupId, query?: QueryOf<GroupList, 'get'>): Paginated<ListItem<GroupList>> => paginated(client, '/groups/{id}/members', { params: { path: { id }, query } }),
    /** `GET /groups/:id/members/:user_id`. */
    get: async (id: GroupId, userId: UserId): Promise<DataOf<GroupOne, 'get'>> => unwrap(await client.GET('/groups/{id}/members/{user_id}', at(id, userId))),
    /** `POST /groups/:id/members`. */
    add: async (id: GroupId, body: BodyOf<GroupList, 'post'>): Promise<DataOf<GroupList, 'post'>> =>
      unwrap(await client.POST('/groups/{id}/members', { params: { path: { id } }, body })),
    /** `PUT /groups/:id/members/:user_id`. */
    edit: async (id: GroupId, userId: UserId, body: BodyOf<GroupOne, 'put'>): Promise<DataOf<GroupOne, 'put'>> =>
      unwrap(await client.PUT('/groups/{id}/members/{user_id}', { ...at(id, userId), body })),
    /** `DELETE /groups/:id/members/:user_id`. */
    remove: async (id: GroupId, userId: UserId): Promise<void> => { unwrap(await client.DELETE('/groups/{id}/members/{user_id}', at(id, userId))); },
  };
}
