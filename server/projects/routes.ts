import { Router } from 'express';
import { sql } from 'kysely';
import { signedInUser } from '../auth/actor.js';
import { notFound } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';
import { createProject } from './create.js';
import { presentProject, presentProjectSimple } from './present.js';
import { accessLevels, byIdOrPath, readableBy, selectProjects } from './queries.js';

export function projectsRouter(services: Services): Router {
  const router = Router();
  const { externalUrl } = services.config;

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
    if (query.simple) return { status: 200, body: rows.map((row) => presentProjectSimple(row, externalUrl)) };
    const levels = await accessLevels(db, actor.user, rows.map((row) => row.id));
    const isAdmin = actor.user?.is_admin === 1;
    return { status: 200, body: rows.map((row) => presentProject(row, levels.get(row.id), isAdmin, externalUrl)) };
  });

  route(router, services, 'post', '/projects', async ({ actor, body, services: { db } }) => {
    const user = signedInUser(actor);
    const id = await createProject(db, user, body);
    const project = await selectProjects(db).where('projects.id', '=', id).executeTakeFirstOrThrow();
    const levels = await accessLevels(db, user, [id]);
    return { status: 201, body: presentProject(project, levels.get(id), user.is_admin === 1, externalUrl) };
  });

  route(router, services, 'get', '/projects/{id}', async ({ actor, params, services: { db } }) => {
    const project = await selectProjects(db).where(byIdOrPath(params.id)).where(readableBy(actor.user)).executeTakeFirst();
    if (!project) throw notFound('Project');
    const levels = await accessLevels(db, actor.user, [project.id]);
    return { status: 200, body: presentProject(project, levels.get(project.id), actor.user?.is_admin === 1, externalUrl) };
  });

  return router;
}
