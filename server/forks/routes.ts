import { administrator, signedInUser } from '../auth/actor.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { findReadableProject } from '../projects/access.js';
import { applyProjectListParameters } from '../projects/list-filters.js';
import { readableBy, selectProjects } from '../projects/queries.js';
import { writtenProject } from '../projects/written-project.js';
import { projectForViewer, projectsForViewer, simpleProjects } from '../projects/representation.js';
import type { Services } from '../services.js';
import { createFork } from './create-fork.js';
import { createForkRelation, deleteForkRelation } from './relation.js';
import { forkTarget, requestedNamespace } from './target-namespace.js';

export function forksRoutes(routes: ApiRoutes, services: Services): void {

  route(routes, services, 'post', '/projects/{id}/fork', async ({ actor, params, body, services: { db } }) => {
    const user = signedInUser(actor);
    const source = await findReadableProject(db, actor, params.id);
    const target = await forkTarget(db, user, requestedNamespace(body ?? {}));
    const fork = await createFork(services, user, source, target, { name: body?.name, path: body?.path });
    return { status: 201, body: await projectForViewer(services, user, fork) };
  });

  route(routes, services, 'get', '/projects/{id}/forks', async ({ actor, params, query, services: { db }, request, response }) => {
    const source = await findReadableProject(db, actor, params.id);
    const forks = selectProjects(db).where('projects.forked_from_project_id', '=', source.id).where(readableBy(actor.user));
    const rows = await paginate(db, applyProjectListParameters(forks, actor.user, query), query, request, response);
    return {
      status: 200,
      body: query.simple ? simpleProjects(services, rows) : await projectsForViewer(services, actor.user, rows, { statistics: query.statistics }),
    };
  });

  route(routes, services, 'post', '/projects/{id}/fork/{forked_from_id}', async ({ actor, params, services: { db } }) => {
    const admin = administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    const source = await findReadableProject(db, actor, params.forked_from_id);
    await createForkRelation(db, project, source);
    const updated = await writtenProject(db, project.id);
    return { status: 201, body: await projectForViewer(services, admin, updated) };
  });

  route(routes, services, 'delete', '/projects/{id}/fork', async ({ actor, params, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    return (await deleteForkRelation(db, project)) ? { status: 204 } : { status: 304 };
  });

}
