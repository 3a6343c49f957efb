import type { Database } from '../database/schema.js';
import { invalidParameters } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess, findReadableProject } from '../projects/access.js';
import type { Services } from '../services.js';
import { createLabel } from './create.js';
import { deleteLabel } from './delete.js';
import { findLabel } from './find.js';
import { presentLabels, type LabelRow } from './present.js';
import { updateLabel } from './update.js';

/** The older operations name the label by `label_id` or `name`, exactly one of them. */
function labelNamedBy(naming: { label_id?: number; name?: string }): string | number {
  const given = [naming.label_id, naming.name].filter((value) => value !== undefined);
  if (given.length === 0) throw invalidParameters('label_id, name are missing, exactly one parameter must be provided');
  if (given.length > 1) throw invalidParameters('label_id, name are mutually exclusive');
  return given[0]!;
}

async function presentLabel(db: Database, label: LabelRow) {
  const reread = await db.selectFrom('labels').selectAll().where('id', '=', label.id).executeTakeFirstOrThrow();
  const [presented] = await presentLabels(db, label.project_id, [reread]);
  return presented!;
}

export function labelsRoutes(routes: ApiRoutes, services: Services): void {

  route(routes, services, 'get', '/projects/{id}/labels', async ({ actor, params, query, services: { db }, request, response }) => {
    const project = await findReadableProject(db, actor, params.id);
    const labels = db.selectFrom('labels').selectAll().where('project_id', '=', project.id).orderBy('name').orderBy('id');
    const rows = await paginate(db, labels, query, request, response);
    return { status: 200, body: await presentLabels(db, project.id, rows) };
  });

  route(routes, services, 'post', '/projects/{id}/labels', async ({ actor, params, body, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.reporter);
    const id = await createLabel(db, project.id, body);
    const label = await db.selectFrom('labels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { status: 201, body: await presentLabel(db, label) };
  });

  route(routes, services, 'put', '/projects/{id}/labels', async ({ actor, params, body, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.reporter);
    const label = await findLabel(db, project.id, labelNamedBy(body));
    await updateLabel(db, label, body);
    return { status: 200, body: await presentLabel(db, label) };
  });

  route(routes, services, 'delete', '/projects/{id}/labels', async ({ actor, params, query, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.reporter);
    await deleteLabel(db, await findLabel(db, project.id, labelNamedBy(query)));
    return { status: 204 };
  });

  route(routes, services, 'get', '/projects/{id}/labels/{label_id}', async ({ actor, params, services: { db } }) => {
    const project = await findReadableProject(db, actor, params.id);
    return { status: 200, body: await presentLabel(db, await findLabel(db, project.id, params.label_id)) };
  });

  route(routes, services, 'put', '/projects/{id}/labels/{label_id}', async ({ actor, params, body, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.reporter);
    const label = await findLabel(db, project.id, params.label_id);
    await updateLabel(db, label, body);
    return { status: 200, body: await presentLabel(db, label) };
  });

  route(routes, services, 'delete', '/projects/{id}/labels/{label_id}', async ({ actor, params, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.reporter);
    await deleteLabel(db, await findLabel(db, project.id, params.label_id));
    return { status: 204 };
  });

}
