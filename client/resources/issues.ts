// Issues: the typed helpers of a project's issue operations.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type List = '/projects/{id}/issues';
type One = '/projects/{id}/issues/{issue_iid}';
type ProjectId = PathOf<List, 'get'>['id'];
type Iid = PathOf<One, 'get'>['issue_iid'];

export function issuesOf(client: Client<paths>) {
  const at = (id: ProjectId, iid: Iid) => ({ params: { path: { id, issue_iid: iid } } });
  return {
    /** `GET /projects/:id/issues`. */
    list: (id: ProjectId, query?: QueryOf<List, 'get'>): Paginated<ListItem<List>> => paginated(client, '/projects/{id}/issues', { params: { path: { id }, query } }),
    /** `GET /projects/:id/issues/:issue_iid`. */
    get: async (id: ProjectId, iid: Iid): Promise<DataOf<One, 'get'>> => unwrap(await client.GET('/projects/{id}/issues/{issue_iid}', at(id, iid))),
    /** `POST /projects/:id/issues`. */
    create: async (id: ProjectId, body: BodyOf<List, 'post'>): Promise<DataOf<List, 'post'>> =>
      unwrap(await client.POST('/projects/{id}/issues', { params: { path: { id } }, body })),
    /** `PUT /projects/:id/issues/:issue_iid` (`state_event: 'close'` closes it). */
    update: async (id: ProjectId, iid: Iid, body: BodyOf<One, 'put'>): Promise<DataOf<One, 'put'>> =>
      unwrap(await client.PUT('/projects/{id}/issues/{issue_iid}', { ...at(id, iid), body })),
  };
}
