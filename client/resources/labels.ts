// Labels: the typed helpers of a project's label operations.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type List = '/projects/{id}/labels';
type ProjectId = PathOf<List, 'get'>['id'];

export function labelsOf(client: Client<paths>) {
  return {
    /** `GET /projects/:id/labels`. */
    list: (id: ProjectId, query?: QueryOf<List, 'get'>): Paginated<ListItem<List>> => paginated(client, '/projects/{id}/labels', { params: { path: { id }, query } }),
    /** `POST /projects/:id/labels`. */
    create: async (id: ProjectId, body: BodyOf<List, 'post'>): Promise<DataOf<List, 'post'>> =>
      unwrap(await client.POST('/projects/{id}/labels', { params: { path: { id } }, body })),
  };
}
