import { signedInUser } from '../auth/actor.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess } from './access.js';
import { setArchived } from './archive.js';
import { writtenProject } from './written-project.js';
import { projectForViewer } from './representation.js';

export function archiveRoutes(routes: ApiRoutes, services: Services): void {
  for (const [path, archived] of [['/projects/{id}/archive', true], ['/projects/{id}/unarchive', false]] as const) {
    route(routes, services, 'post', path, async ({ actor, params, services: { db } }) => {
      const project = await findProjectWithAccess(db, actor, params.id, accessLevel.owner);
      await setArchived(db, project.id, archived);
      const changed = await writtenProject(db, project.id);
      return { status: 201, body: await projectForViewer(services, signedInUser(actor), changed) };
    });
  }
}
