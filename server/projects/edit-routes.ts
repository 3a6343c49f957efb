import type { Router } from 'express';
import { signedInUser } from '../auth/actor.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';
import { accessLevel, findProjectWithAccess } from './access.js';
import { editProject } from './edit.js';
import { selectProjects } from './queries.js';
import { projectForViewer } from './representation.js';

export function editRoutes(router: Router, services: Services): void {
  route(router, services, 'put', '/projects/{id}', async ({ actor, params, body, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.maintainer);
    const editor = signedInUser(actor);
    await editProject(db, editor, project, body);
    const edited = await selectProjects(db).where('projects.id', '=', project.id).executeTakeFirstOrThrow();
    return { status: 200, body: await projectForViewer(services, editor, edited) };
  });
}
