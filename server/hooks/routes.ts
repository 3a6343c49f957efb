import { signedInUser, type Actor } from '../auth/actor.js';
import type { Database } from '../database/schema.js';
import { notFound } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { preconditionFailed, unmodifiedSince } from '../http/unmodified-since.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess } from '../projects/access.js';
import type { Services } from '../services.js';
import { presentHook } from './present.js';
import { createHook, deleteHook, findHook, listHooksQuery, updateHook } from './store.js';
import { assertHookUrlAllowed } from './url-policy.js';

/** Maintainers and above manage hooks; anonymous callers get 401 before anything about the project is revealed. */
function maintainedProject(db: Database, actor: Actor, id: string | number) {
  signedInUser(actor);
  return findProjectWithAccess(db, actor, id, accessLevel.maintainer);
}

export function hooksRoutes(routes: ApiRoutes, services: Services): void {

  route(routes, services, 'get', '/projects/{id}/hooks', async ({ actor, params, query, request, response, services: { db } }) => {
    const project = await maintainedProject(db, actor, params.id);
    const rows = await paginate(db, listHooksQuery(db, project.id), query, request, response);
    return { status: 200, body: rows.map(presentHook) };
  });

  route(routes, services, 'post', '/projects/{id}/hooks', async ({ actor, params, body, services: { db } }) => {
    const project = await maintainedProject(db, actor, params.id);
    await assertHookUrlAllowed(db, body.url);
    return { status: 201, body: presentHook(await createHook(db, project.id, body)) };
  });

  route(routes, services, 'get', '/projects/{id}/hooks/{hook_id}', async ({ actor, params, services: { db } }) => {
    const project = await maintainedProject(db, actor, params.id);
    const hook = await findHook(db, project.id, params.hook_id);
    if (!hook) throw notFound();
    return { status: 200, body: presentHook(hook) };
  });

  route(routes, services, 'put', '/projects/{id}/hooks/{hook_id}', async ({ actor, params, body, services: { db } }) => {
    const project = await maintainedProject(db, actor, params.id);
    if (!(await findHook(db, project.id, params.hook_id))) throw notFound();
    await assertHookUrlAllowed(db, body.url);
    const hook = await updateHook(db, project.id, params.hook_id, body);
    if (!hook) throw notFound();
    return { status: 200, body: presentHook(hook) };
  });

  route(routes, services, 'delete', '/projects/{id}/hooks/{hook_id}', async ({ actor, params, request, services: { db } }) => {
    const project = await maintainedProject(db, actor, params.id);
    const since = unmodifiedSince(request);
    const hook = await deleteHook(db, project.id, params.hook_id, since);
    if (!hook && since !== undefined && (await findHook(db, project.id, params.hook_id))) throw preconditionFailed();
    return hook ? { status: 200, body: presentHook(hook) } : { status: 204 };
  });
}
