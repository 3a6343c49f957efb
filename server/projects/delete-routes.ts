import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess } from './access.js';
import { deleteProject } from './delete.js';
import { unmodifiedSince } from '../http/unmodified-since.js';

export function deleteRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'delete', '/projects/{id}', async ({ actor, params, request, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.owner);
    await deleteProject(services, project.id, unmodifiedSince(request));
    return { status: 204 };
  });
}
