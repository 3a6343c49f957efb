// Project hooks: the typed helpers of the project hook operations.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type One = '/projects/{id}/hooks/{hook_id}';
type ProjectId = PathOf<'/projects/{id}/hooks', 'get'>['id'];
type HookId = PathOf<One, 'get'>['hook_id'];

export function hooksOf(client: Client<paths>) {
  const at = (id: ProjectId, hookId: HookId) => ({ params: { path: { id, hook_id: hookId } } });
  return {
    /** `GET /projects/:id/hooks`. */
    list: (id: ProjectId, query?: QueryOf<'/projects/{id}/hooks', 'get'>): Paginated<ListItem<'/projects/{id}/hooks'>> =>
      paginated(client, '/projects/{id}/hooks', { params: { path: { id }, query } }),
    /** `GET /projects/:id/hooks/:hook_id`. */
    get: async (id: ProjectId, hookId: HookId): Promise<DataOf<'/projects/{id}/hooks/{hook_id}', 'get'>> => unwrap(await client.GET('/projects/{id}/hooks/{hook_id}', at(id, hookId))),
    /** `POST /projects/:id/hooks`. */
    add: async (id: ProjectId, body: BodyOf<'/projects/{id}/hooks', 'post'>): Promise<DataOf<'/projects/{id}/hooks', 'post'>> =>
      unwrap(await client.POST('/projects/{id}/hooks', { params: { path: { id } }, body })),
    /** `PUT /projects/:id/hooks/:hook_id`. */
    edit: async (id: ProjectId, hookId: HookId, body: BodyOf<One, 'put'>): Promise<DataOf<'/projects/{id}/hooks/{hook_id}', 'put'>> =>
      unwrap(await client.PUT('/projects/{id}/hooks/{hook_id}', { ...at(id, hookId), body })),
    /** `DELETE /projects/:id/hooks/:hook_id`. */
    delete: async (id: ProjectId, hookId: HookId): Promise<void> => {
      unwrap(await client.DELETE('/projects/{id}/hooks/{hook_id}', at(id, hookId)));
    },
  };
}
