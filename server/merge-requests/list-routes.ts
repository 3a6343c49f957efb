import type { Request, Response } from 'express';
import { encodedList } from '../http/encoded-json.js';
import { listPage, type ListRequest } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { readableBy } from '../projects/queries.js';
import type { Services } from '../services.js';
import { findMergeRequestsProject } from './access.js';
import { applyMergeRequestListParameters, mergeRequestListOrder, type MergeRequestListParameters } from './list-filters.js';
import { presentListedMergeRequest, presentMergeRequestSimple, type MergeRequestBasic } from './present.js';
import { presentablePage, type PresentableRecord } from './presentation-query.js';
import { selectMergeRequests } from './queries.js';

type MergeRequestsQuery = ReturnType<typeof selectMergeRequests>;
type ListParameters = ListRequest & Pick<MergeRequestListParameters, 'order_by' | 'sort' | 'view'>;

export function listRoutes(routes: ApiRoutes, services: Services): void {
  const encodedPage = encodedList<PresentableRecord, MergeRequestBasic>();
  const listed = { present: (record: PresentableRecord) => presentListedMergeRequest(services.config.externalUrl, record) };
  // The full form reads what it shows besides the rows in the page's one statement (presentation-query.ts).
  const page = async (query: MergeRequestsQuery, parameters: ListParameters, request: Request, response: Response) => {
    const order = mergeRequestListOrder(parameters);
    if (parameters.view === 'simple') {
      const rows = await listPage(services.db, query, order, parameters, request, response);
      return rows.map((row) => presentMergeRequestSimple(row, services.config.externalUrl));
    }
    const rows = await listPage(services.db, query, order, parameters, request, response, presentablePage(services.db, order));
    return encodedPage(rows, listed);
  };

  route(routes, services, 'get', '/merge_requests', async ({ actor, query, services: { db }, request, response }) => {
    const visible = selectMergeRequests(db).where(readableBy(actor.user)).where('projects.merge_requests_enabled', '=', 1);
    const filtered = applyMergeRequestListParameters(db, visible, actor.user, query, 'created_by_me');
    return { status: 200, body: await page(filtered, query, request, response) };
  });

  route(routes, services, 'get', '/projects/{id}/merge_requests', async ({ actor, params, query, services: { db }, request, response }) => {
    const { user, project } = await findMergeRequestsProject(db, actor, params.id);
    let requests = selectMergeRequests(db).where('merge_requests.project_id', '=', project.id);
    const iids = query.iids;
    if (iids) requests = iids.length === 0 ? requests.where((eb) => eb.lit(false)) : requests.where('merge_requests.iid', 'in', iids);
    const filtered = applyMergeRequestListParameters(db, requests, user, query, 'all');
    return { status: 200, body: await page(filtered, query, request, response) };
  });
}
