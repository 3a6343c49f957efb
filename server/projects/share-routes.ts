import { signedInUser } from '../auth/actor.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess } from './access.js';
import { shareProject, unshareProject } from './share.js';

export function shareRoutes(routes: ApiRoutes, services: Services): void {
  const { db } = services;

  route(routes, services, 'post', '/projects/{id}/share', async ({ actor, params, body }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.maintainer);
    return { status: 201, body: await shareProject(db, signedInUser(actor), project, body) };
  });

  route(routes, services, 'delete', '/projects/{id}/share/{group_id}', async ({ actor, params }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.maintainer);
    await unshareProject(db, project, Number(params.group_id));
    return { status: 204 };
  });
}
