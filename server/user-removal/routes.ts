// Removing a user reaches into every family that holds their work (projects, merge requests, issues, groups), so it
// sits above them rather than in users/, which they all read.
import { administrator } from '../auth/actor.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { deleteUser } from './delete.js';

export function userRemovalRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'delete', '/users/{id}', async ({ actor, params, query }) => {
    administrator(actor);
    await deleteUser(services, Number(params.id), query.hard_delete === true);
    return { status: 204 };
  });
}
