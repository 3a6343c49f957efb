// A user's projects: listing the projects in their namespace, and (administrators) creating one for them.
import { administrator } from '../auth/actor.js';
import { notFound } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { findUserById, findUserByIdOrUsername } from '../users/queries.js';
import { createProject } from './create.js';
import { avatarUpload } from './avatar.js';
import { applyProjectListParameters } from './list-filters.js';
import { readableBy, selectProjects } from './queries.js';
import { writtenProject } from './written-project.js';
import { projectForViewer, projectsForViewer, simpleProjects } from './representation.js';

export function userProjectsRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'get', '/users/{user_id}/projects', async ({ actor, params, query, services: { db }, request, response }) => {
    const user = await findUserByIdOrUsername(db, String(params.user_id));
    if (!user) throw notFound('User');
    const inNamespace = selectProjects(db)
      .where('namespaces.kind', '=', 'user')
      .where('namespaces.owner_id', '=', user.id)
      .where(readableBy(actor.user));
    // `custom_attributes` is a filter of GET /projects only.
    const filters = { ...query, custom_attributes: undefined };
    const rows = await paginate(db, applyProjectListParameters(inNamespace, actor.user, filters), query, request, response);
    return {
      status: 200,
      body: query.simple ? simpleProjects(services, rows) : await projectsForViewer(services, actor.user, rows, { statistics: query.statistics }),
    };
  });

  route(routes, services, 'post', '/projects/user/{user_id}', async ({ actor, params, body, request, services: { db } }) => {
    const admin = administrator(actor);
    const owner = await findUserById(db, Number(params.user_id));
    if (!owner) throw notFound('User');
    // Created as the user would create it: the user's namespace, restrictions and project limit.
    const id = await createProject(services, owner, body, avatarUpload(request));
    const project = await writtenProject(db, id);
    return { status: 201, body: await projectForViewer(services, admin, project) };
  });
}
