import { Router } from 'express';
import { sql } from 'kysely';
import { signedInUser } from '../auth/actor.js';
import { paginate } from '../http/pagination.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';
import { createProject } from './create.js';
import { findReadableProject } from './access.js';
import { readableBy, selectProjects } from './queries.js';
import { projectForViewer, projectsForViewer, simpleProjects } from './representation.js';

export function projectsRouter(services: Services): Router {
  const router = Router();

  route(router, services, 'get', '/projects', async ({ actor, query, services: { db }, request, response }) => {
    const orderBy = query.order_by ?? 'created_at';
    const direction = query.sort ?? 'desc';
    let projects = selectProjects(db)
      .where(readableBy(actor.user))
      .orderBy(`projects.${orderBy}`, direction)
      .orderBy('projects.id', direction);
    if (query.visibility) projects = projects.where('projects.visibility', '=', query.visibility);
    if (query.search) {
      // `%` and `_` in the search text are literal characters, not wildcards.
      const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      projects = projects.where((eb) => eb.or([
        sql<boolean>`lower(projects.name) like ${pattern} escape '\\'`,
        sql<boolean>`lower(projects.path) like ${pattern} escape '\\'`,
      ]));
    }
    const rows = await paginate(db, projects, query, request, response);
    return { status: 200, body: query.simple ? simpleProjects(services, rows) : await projectsForViewer(services, actor.user, rows) };
  });

  route(router, services, 'post', '/projects', async ({ actor, body, services: { db } }) => {
    const user = signedInUser(actor);
    const id = await createProject(db, user, body);
    const project = await selectProjects(db).where('projects.id', '=', id).executeTakeFirstOrThrow();
    return { status: 201, body: await projectForViewer(services, user, project) };
  });

  route(router, services, 'get', '/projects/{id}', async ({ actor, params, services: { db } }) => {
    const project = await findReadableProject(db, actor, params.id);
    return { status: 200, body: await projectForViewer(services, actor.user, project) };
  });

  return router;
}
