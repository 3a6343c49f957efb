// Groups: the typed helpers of the group operations (their members: see members.ts).
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type One = '/groups/{id}';

export function groupsOf(client: Client<paths>) {
  return {
    /** `GET /groups`. */
    list: (query?: QueryOf<'/groups', 'get'>): Paginated<ListItem<'/groups'>> => paginated(client, '/groups', { params: { query } }),
    /** `GET /groups/:id`: by id or full path. */
    get: async (id: PathOf<One, 'get'>['id'], query?: QueryOf<One, 'get'>): Promise<DataOf<One, 'get'>> =>
      unwrap(await client.GET('/groups/{id}', { params: { path: { id }, query } })),
    /** `POST /groups`. */
    create: async (body: BodyOf<'/groups', 'post'>): Promise<DataOf<'/groups', 'post'>> => unwrap(await client.POST('/groups', { body })),
  };
}
