// Milestones: the typed helpers of a project's milestone operations.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type List = '/projects/{id}/milestones';
type One = '/projects/{id}/milestones/{milestone_id}';
type ProjectId = PathOf<List, 'get'>['id'];

export function milestonesOf(client: Client<paths>) {
  return {
    /** `GET /projects/:id/milestones`. */
    list: (id: ProjectId, query?: QueryOf<List, 'get'>): Paginated<ListItem<List>> => paginated(client, '/projects/{id}/milestones', { params: { path: { id }, query } }),
    /** `GET /projects/:id/milestones/:milestone_id`. */
    get: async (id: ProjectId, milestoneId: PathOf<One, 'get'>['milestone_id']): Promise<DataOf<One, 'get'>> =>
      unwrap(await client.GET('/projects/{id}/milestones/{milestone_id}', { params: { path: { id, milestone_id: milestoneId } } })),
    /** `POST /projects/:id/milestones`. */
    create: async (id: ProjectId, body: BodyOf<List, 'post'>): Promise<DataOf<List, 'post'>> =>
      unwrap(await client.POST('/projects/{id}/milestones', { params: { path: { id } }, body })),
  };
}
