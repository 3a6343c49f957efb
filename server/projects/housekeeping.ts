import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess } from './access.js';
import { scheduleHousekeeping } from './housekeeping-job.js';

export function housekeepingRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'post', '/projects/{id}/housekeeping', async ({ actor, params, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.maintainer);
    await scheduleHousekeeping(db, project.id);
    return { status: 201 };
  });
}
