import type { Router } from 'express';
import { administrator } from '../auth/actor.js';
import { notFound } from '../http/api-error.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';
import { findReadableProject } from './access.js';
import { deleteCustomAttribute, findCustomAttribute, listCustomAttributes, setCustomAttribute } from './custom-attributes.js';

/** Administrators only: the check comes before the project is looked up, so others learn nothing about it. */
export function customAttributesRoutes(router: Router, services: Services): void {
  route(router, services, 'get', '/projects/{id}/custom_attributes', async ({ actor, params, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    return { status: 200, body: await listCustomAttributes(db, project.id) };
  });

  route(router, services, 'get', '/projects/{id}/custom_attributes/{key}', async ({ actor, params, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    const attribute = await findCustomAttribute(db, project.id, params.key);
    if (!attribute) throw notFound();
    return { status: 200, body: attribute };
  });

  route(router, services, 'put', '/projects/{id}/custom_attributes/{key}', async ({ actor, params, body, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    return { status: 200, body: await setCustomAttribute(db, project.id, params.key, body.value) };
  });

  route(router, services, 'delete', '/projects/{id}/custom_attributes/{key}', async ({ actor, params, services: { db } }) => {
    administrator(actor);
    const project = await findReadableProject(db, actor, params.id);
    if (!(await deleteCustomAttribute(db, project.id, params.key))) throw notFound();
    return { status: 204 };
  });
}
