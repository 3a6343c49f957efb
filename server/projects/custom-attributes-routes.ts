import { administrator } from '../auth/actor.js';
import { notFound } from '../http/api-error.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { findReadableProject } from './access.js';
import { deleteCustomAttribute, findCustomAttribute, listCustomAttributes, setCustomAttribute } from './custom-attributes.js';

/** Administrators only: the check comes before the project is looked up, so others learn nothing about it. */
export function customAttributesRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'get', '/projects/{id}/custom_attributes', async ({ actor, params, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    return { status: 200, body: await listCustomAttributes(db, project.id) };
  });

  route(routes, services, 'get', '/projects/{id}/custom_attributes/{key}', async ({ actor, params, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    const attribute = await findCustomAttribute(db, project.id, params.key);
    if (!attribute) throw notFound();
    return { status: 200, body: attribute };
  });

  route(routes, services, 'put', '/projects/{id}/custom_attributes/{key}', async ({ actor, params, body, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    return { status: 200, body: await setCustomAttribute(db, project.id, params.key, body.value) };
  });

  route(routes, services, 'delete', '/projects/{id}/custom_attributes/{key}', async ({ actor, params, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    if (!(await deleteCustomAttribute(db, project.id, params.key))) throw notFound();
    return { status: 204 };
  });
}
