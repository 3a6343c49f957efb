import { presentIssues } from '../../issues/present.js';
import { route, type ApiRoutes } from '../../http/route.js';
import { pageWindow, setPageHeaders } from '../../http/pagination.js';
import type { IssueRecord } from '../../issues/queries.js';
import type { Services } from '../../services.js';
import { findReadableMergeRequest } from '../access.js';
import { closesIssues, isExternalIssue } from './closes-issues.js';
import { latestDiffs } from '../present.js';

export function closesIssuesRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'get', '/projects/{id}/merge_requests/{merge_request_iid}/closes_issues', async ({ actor, params, query, request, response }) => {
    const { project, mergeRequest } = await findReadableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    const issues = await closesIssues(services, actor, project, mergeRequest);
    const window = pageWindow(query);
    const page = issues.slice(window.offset, window.offset + window.perPage);
    setPageHeaders(request, response, window, issues.length, page.length);
    const builtIn = page.filter((issue): issue is IssueRecord => !isExternalIssue(issue));
    // Each issue carries the closing request's changes_count, as this API's original description lists it.
    const changesCount = (await latestDiffs(services.db, [mergeRequest.id])).get(mergeRequest.id)?.real_size ?? null;
    const presented = new Map((await presentIssues(services.db, services.config.externalUrl, builtIn))
      .map((issue) => [issue.id, Object.assign(issue, { changes_count: changesCount })]));
    return { status: 200, body: page.map((issue) => isExternalIssue(issue) ? issue : presented.get(issue.id)!) };
  });
}
