import { containsText } from '../database/text-search.js';
import { notFound } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { isRowId } from '../database/row-id.js';
import { route, type ApiRoutes } from '../http/route.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess, findReadableProject } from '../projects/access.js';
import type { Services } from '../services.js';
import { createMilestone } from './create.js';
import { presentMilestone } from './present.js';
import { selectMilestones } from './queries.js';

export function milestonesRoutes(routes: ApiRoutes, services: Services): void {
  const { externalUrl } = services.config;

  route(routes, services, 'get', '/projects/{id}/milestones', async ({ actor, params, query, services: { db }, request, response }) => {
    const project = await findReadableProject(db, actor, params.id);
    let milestones = selectMilestones(db).where('milestones.project_id', '=', project.id);
    if (query.state === 'active' || query.state === 'closed') milestones = milestones.where('milestones.state', '=', query.state);
    if (query.title !== undefined) milestones = milestones.where('milestones.title', '=', query.title);
    if (query.search) milestones = milestones.where(containsText(['milestones.title', 'milestones.description'], query.search));
    const iids = query.iids;
    // 0 is never an iid: it keeps the list valid SQL when no given iid can name a milestone.
    if (iids) milestones = milestones.where('milestones.iid', 'in', [0, ...iids.filter(isRowId)]);
    // Latest due date first, those without one last (spelled portably: SQLite sorts nulls first ascending).
    const ordered = milestones
      .orderBy((eb) => eb.case().when('milestones.due_date', 'is', null).then(1).else(0).end())
      .orderBy('milestones.due_date', 'desc')
      .orderBy('milestones.id', 'desc');
    const rows = await paginate(db, ordered, query, request, response);
    return { status: 200, body: rows.map((row) => presentMilestone(row, externalUrl)) };
  });

  route(routes, services, 'post', '/projects/{id}/milestones', async ({ actor, params, body, services: { db } }) => {
    const project = await findProjectWithAccess(db, actor, params.id, accessLevel.reporter);
    const id = await createMilestone(db, project.id, body);
    const milestone = await selectMilestones(db).where('milestones.id', '=', id).executeTakeFirstOrThrow();
    return { status: 201, body: presentMilestone(milestone, externalUrl) };
  });

  route(routes, services, 'get', '/projects/{id}/milestones/{milestone_id}', async ({ actor, params, services: { db } }) => {
    const project = await findReadableProject(db, actor, params.id);
    const milestone = await selectMilestones(db)
      .where('milestones.project_id', '=', project.id).where('milestones.id', '=', Number(params.milestone_id)).executeTakeFirst();
    if (!milestone) throw notFound();
    return { status: 200, body: presentMilestone(milestone, externalUrl) };
  });

}
