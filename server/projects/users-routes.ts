import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { presentUserBasic } from '../users/present.js';
import { findReadableProject } from './access.js';
import { projectUsers } from './users.js';

export function usersRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'get', '/projects/{id}/users', async ({ actor, params, query, services: { db, config }, request, response }) => {
    const project = await findReadableProject(db, actor, params.id);
    const users = await paginate(db, await projectUsers(db, project.id, query.search), query, request, response);
    return { status: 200, body: users.map((user) => presentUserBasic(user, config.externalUrl)) };
  });
}
