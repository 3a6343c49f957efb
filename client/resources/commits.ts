// Commits: the typed helpers of the repository commit operations.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type List = '/projects/{id}/repository/commits';
type One = '/projects/{id}/repository/commits/{sha}';
type Statuses = '/projects/{id}/repository/commits/{sha}/statuses';
type ProjectId = PathOf<List, 'get'>['id'];
type Sha = PathOf<One, 'get'>['sha'];

export function commitsOf(client: Client<paths>) {
  return {
    /** `GET /projects/:id/repository/commits`: newest first. */
    list: (id: ProjectId, query?: QueryOf<List, 'get'>): Paginated<ListItem<List>> => paginated(client, '/projects/{id}/repository/commits', { params: { path: { id }, query } }),
    /** `GET /projects/:id/repository/commits/:sha` (a full or short id, or a branch or tag name). */
    get: async (id: ProjectId, sha: Sha, query?: QueryOf<One, 'get'>): Promise<DataOf<One, 'get'>> =>
      unwrap(await client.GET('/projects/{id}/repository/commits/{sha}', { params: { path: { id, sha }, query } })),
    /** `POST /projects/:id/repository/commits`: one commit of file `actions` (create, update, delete, move). */
    create: async (id: ProjectId, body: BodyOf<List, 'post'>): Promise<DataOf<List, 'post'>> =>
      unwrap(await client.POST('/projects/{id}/repository/commits', { params: { path: { id } }, body })),
    /** `GET /projects/:id/repository/commits/:sha/statuses`. */
    listStatuses: (id: ProjectId, sha: Sha, query?: QueryOf<Statuses, 'get'>): Paginated<ListItem<Statuses>> =>
      paginated(client, '/projects/{id}/repository/commits/{sha}/statuses', { params: { path: { id, sha }, query } }),
  };
}
