import type { Router } from 'express';
import { listPage } from '../http/pagination.js';
import { route } from '../http/route.js';
import { readableBy } from '../projects/queries.js';
import type { Services } from '../services.js';
import { findMergeRequestsProject } from './access.js';
import { applyMergeRequestListParameters, mergeRequestListOrder } from './list-filters.js';
import { presentMergeRequestList, presentMergeRequestSimple } from './present.js';
import { selectMergeRequests, type MergeRequestRecord } from './queries.js';

export function listRoutes(router: Router, services: Services): void {
  const present = async (rows: MergeRequestRecord[], view: 'simple' | undefined) =>
    view === 'simple'
      ? rows.map((row) => presentMergeRequestSimple(row, services.config.externalUrl))
      : presentMergeRequestList(services.db, services.config.externalUrl, rows);

  route(router, services, 'get', '/merge_requests', async ({ actor, query, services: { db }, request, response }) => {
    const visible = selectMergeRequests(db).where(readableBy(actor.user)).where('projects.merge_requests_enabled', '=', 1);
    const filtered = applyMergeRequestListParameters(db, visible, actor.user, query, 'created_by_me');
    const rows = await listPage(db, filtered, mergeRequestListOrder(query), query, request, response);
    return { status: 200, body: await present(rows, query.view) };
  });

  route(router, services, 'get', '/projects/{id}/merge_requests', async ({ actor, params, query, services: { db }, request, response }) => {
    const { user, project } = await findMergeRequestsProject(db, actor, params.id);
    let requests = selectMergeRequests(db).where('merge_requests.project_id', '=', project.id);
    const iids = query.iids;
    if (iids) requests = iids.length === 0 ? requests.where((eb) => eb.lit(false)) : requests.where('merge_requests.iid', 'in', iids);
    const filtered = applyMergeRequestListParameters(db, requests, user, query, 'all');
    const rows = await listPage(db, filtered, mergeRequestListOrder(query), query, request, response);
    return { status: 200, body: await present(rows, query.view) };
  });
}
