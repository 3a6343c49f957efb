import { Router } from 'express';
import { paginate } from '../http/pagination.js';
import { route } from '../http/route.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess, findReadableProject } from '../projects/access.js';
import type { Services } from '../services.js';
import { createLabel } from './create.js';
import { presentLabels } from './present.js';

export function labelsRouter(services: Services): Router {
  const router = Router();

  route(router, services, 'get', '/projects/{id}/labels', async ({ actor, params, query, services: { db }, request, response }) => {
    const project = await findReadableProject(db, actor, params.id);
    const labels = db.selectFrom('labels').selectAll().where('project_id', '=', project.id).orderBy('name').orderBy('id');
    const rows = await paginate(db, labels, query, request, response);
    return { status: 200, body: await presentLabels(db, project.id, rows) };
  });

  route(router, services, 'post', '/projects/{id}/labels', async ({ actor, params, body, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.reporter);
    const id = await createLabel(db, project.id, body);
    const label = await db.selectFrom('labels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [presented] = await presentLabels(db, project.id, [label]);
    return { status: 201, body: presented! };
  });

  return router;
}
