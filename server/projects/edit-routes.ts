import { signedInUser } from '../auth/actor.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess } from './access.js';
import { editProject } from './edit.js';
import { avatarUpload, placeAvatar } from './avatar.js';
import { writtenProject } from './written-project.js';
import { projectForViewer } from './representation.js';

export function editRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'put', '/projects/{id}', async ({ actor, params, body, request, services: { db, config } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.maintainer);
    const editor = signedInUser(actor);
    const avatar = avatarUpload(request);
    await editProject(db, config.dataDir, editor, project, body, avatar?.fileName);
    // Once the edit is stored: a refused edit leaves the previous avatar file in place.
    if (avatar) await placeAvatar(db, config.dataDir, project.id, avatar);
    const edited = await writtenProject(db, project.id);
    return { status: 200, body: await projectForViewer(services, editor, edited) };
  });
}
