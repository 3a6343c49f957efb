// Users: the typed helpers of the user operations and their tokens (creating users and tokens: administrators).
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf, PathOf, QueryOf } from '../operations.js';
import { paginated, type ListItem, type Paginated } from '../pagination.js';

type One = '/users/{id}';
type UserId = PathOf<One, 'get'>['id'];
type Tokens = '/users/{user_id}/personal_access_tokens';
type Impersonation = '/users/{user_id}/impersonation_tokens';

export function usersOf(client: Client<paths>) {
  return {
    /** `GET /user`: the caller (or the user acted as with `sudo`). */
    current: async (): Promise<DataOf<'/user', 'get'>> => unwrap(await client.GET('/user')),
    /** `GET /users`. */
    list: (query?: QueryOf<'/users', 'get'>): Paginated<ListItem<'/users'>> => paginated(client, '/users', { params: { query } }),
    /** `GET /users/:id`. */
    get: async (id: UserId): Promise<DataOf<One, 'get'>> => unwrap(await client.GET('/users/{id}', { params: { path: { id } } })),
    /** `DELETE /users/:id` (administrators): `hard_delete` deletes their contributions instead of moving them to the Ghost User. */
    delete: async (id: UserId, query?: QueryOf<One, 'delete'>): Promise<void> => { unwrap(await client.DELETE('/users/{id}', { params: { path: { id }, query } })); },
    /** `POST /users` (administrators). */
    create: async (body: BodyOf<'/users', 'post'>): Promise<DataOf<'/users', 'post'>> => unwrap(await client.POST('/users', { body })),
    /** `POST /users/:user_id/personal_access_tokens` (administrators): the answer holds the token, shown only then. */
    createPersonalAccessToken: async (userId: PathOf<Tokens, 'post'>['user_id'], body: BodyOf<Tokens, 'post'>): Promise<DataOf<Tokens, 'post'>> =>
      unwrap(await client.POST('/users/{user_id}/personal_access_tokens', { params: { path: { user_id: userId } }, body })),
    /** `POST /users/:user_id/impersonation_tokens` (administrators). */
    createImpersonationToken: async (userId: PathOf<Impersonation, 'post'>['user_id'], body: BodyOf<Impersonation, 'post'>): Promise<DataOf<Impersonation, 'post'>> =>
      unwrap(await client.POST('/users/{user_id}/impersonation_tokens', { params: { path: { user_id: userId } }, body })),
  };
}
