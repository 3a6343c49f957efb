// Branches: the typed helpers of the repository branch operations.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type List = '/projects/{id}/repository/branches';
type One = '/projects/{id}/repository/branches/{branch}';
type ProjectId = PathOf<List, 'get'>['id'];
type Branch = PathOf<One, 'get'>['branch'];

export function branchesOf(client: Client<paths>) {
  const at = (id: ProjectId, branch: Branch) => ({ params: { path: { id, branch } } });
  return {
    /** `GET /projects/:id/repository/branches`. */
    list: (id: ProjectId, query?: QueryOf<List, 'get'>): Paginated<ListItem<List>> => paginated(client, '/projects/{id}/repository/branches', { params: { path: { id }, query } }),
    /** `GET /projects/:id/repository/branches/:branch` (the name as it is: `feature/x` is encoded once). */
    get: async (id: ProjectId, branch: Branch): Promise<DataOf<One, 'get'>> => unwrap(await client.GET('/projects/{id}/repository/branches/{branch}', at(id, branch))),
    /** `POST /projects/:id/repository/branches`: `branch` from `ref` (a branch, tag or commit). */
    create: async (id: ProjectId, body: BodyOf<List, 'post'>): Promise<DataOf<List, 'post'>> =>
      unwrap(await client.POST('/projects/{id}/repository/branches', { params: { path: { id } }, body })),
    /** `DELETE /projects/:id/repository/branches/:branch`. */
    delete: async (id: ProjectId, branch: Branch): Promise<void> => { unwrap(await client.DELETE('/projects/{id}/repository/branches/{branch}', at(id, branch))); },
  };
}
