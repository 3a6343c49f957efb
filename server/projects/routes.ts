import type { components } from '../../generated/api.js';
import { signedInUser } from '../auth/actor.js';
import { encodedItem, encodedList } from '../http/encoded-json.js';
import { listPage } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { createProject } from './create.js';
import { avatarUpload } from './avatar.js';
import { applyProjectListParameters, projectListOrder } from './list-filters.js';
import { findReadableProjectWithAccess } from './access.js';
import { projectsPage } from './page-query.js';
import { projectsWithNamespaces, readableBy, selectProjects, type ProjectRecord } from './queries.js';
import { writtenProject } from './written-project.js';
import { projectForViewer, projectPresenter, projectViews, simpleProjects } from './representation.js';
import { archiveRoutes } from './archive-routes.js';
import { customAttributesRoutes } from './custom-attributes-routes.js';
import { deleteRoutes } from './delete-routes.js';
import { editRoutes } from './edit-routes.js';
import { housekeepingRoutes } from './housekeeping.js';
import { shareRoutes } from './share-routes.js';
import { starRoutes } from './star-routes.js';
import { uploadRoutes } from './upload-routes.js';
import { userProjectsRoutes } from './user-projects-routes.js';
import { usersRoutes } from './users-routes.js';

/**
 * The projects: list, get and create here; edit, delete, archive, star, users, custom attributes, a user's
 * projects, uploads, sharing and housekeeping from their own files.
 */
export function projectsRoutes(routes: ApiRoutes, services: Services): void {
  const encodedProjects = encodedList<ProjectRecord, components['schemas']['Project']>();
  // Apart from the list's: the single read's row has a select list of its own.
  const encodedProject = encodedItem<ProjectRecord, components['schemas']['Project']>();

  route(routes, services, 'get', '/projects', async ({ actor, query, services: { db }, request, response }) => {
    const order = projectListOrder(query);
    if (query.simple) {
      const projects = applyProjectListParameters(selectProjects(db).where(readableBy(actor.user)), actor.user, query);
      return { status: 200, body: simpleProjects(services, await listPage(db, projects, order, query, request, response)) };
    }
    // The page's ids, then the page in one statement with the caller's access to each project.
    const ids = applyProjectListParameters(projectsWithNamespaces(db).select('projects.id').where(readableBy(actor.user)), actor.user, query);
    const rows = await listPage(db, ids, order, query, request, response, projectsPage(db, order, actor.user));
    const viewOf = await projectViews(services, actor.user, rows, { statistics: query.statistics });
    return { status: 200, body: encodedProjects(rows, projectPresenter(viewOf, services.config.externalUrl)) };
  });

  route(routes, services, 'post', '/projects', async ({ actor, body, request, services: { db } }) => {
    const user = signedInUser(actor);
    const id = await createProject(services, user, body, avatarUpload(request));
    const project = await writtenProject(db, id);
    return { status: 201, body: await projectForViewer(services, user, project) };
  });

  route(routes, services, 'get', '/projects/{id}', async ({ actor, params, query, services: { db } }) => {
    const project = await findReadableProjectWithAccess(db, actor, params.id);
    const viewOf = await projectViews(services, actor.user, [project], { statistics: query.statistics });
    return { status: 200, body: encodedProject(project, projectPresenter(viewOf, services.config.externalUrl)) };
  });

  for (const register of [editRoutes, deleteRoutes, archiveRoutes, starRoutes, usersRoutes, customAttributesRoutes, userProjectsRoutes, uploadRoutes, shareRoutes, housekeepingRoutes]) {
    register(routes, services);
  }
}
