import { signedInUser } from '../auth/actor.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { findReadableProject } from './access.js';
import { writtenProject } from './written-project.js';
import { projectForViewer } from './representation.js';
import { star, unstar } from './star.js';

export function starRoutes(routes: ApiRoutes, services: Services): void {
  for (const [path, change] of [['/projects/{id}/star', star], ['/projects/{id}/unstar', unstar]] as const) {
    route(routes, services, 'post', path, async ({ actor, params, services: { db } }) => {
      const project = await findReadableProject(db, actor, params.id);
      const user = signedInUser(actor);
      if (!(await change(db, user.id, project.id))) return { status: 304 };
      const changed = await writtenProject(db, project.id);
      return { status: 201, body: await projectForViewer(services, user, changed) };
    });
  }
}
