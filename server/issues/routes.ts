import { signedInUser } from '../auth/actor.js';
import { forbidden } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { accessLevel, levelIn } from '../access/levels.js';
import { hooksWantingAhead } from '../hooks/enqueue-deliveries.js';
import { findReadableProject } from '../projects/access.js';
import { numericId } from '../projects/readable-lookup.js';
import type { Services } from '../services.js';
import { closingReadAhead } from './closing-merge-requests.js';
import { createIssue } from './create.js';
import { applyIssueListParameters } from './list-filters.js';
import { presentIssue, presentIssues } from './present.js';
import { selectIssues, writtenIssue } from './queries.js';
import { updateIssue } from './update.js';
import { findVisibleIssue, visibleIssues } from './visibility.js';

export function issuesRoutes(routes: ApiRoutes, services: Services): void {
  const { externalUrl } = services.config;

  route(routes, services, 'get', '/projects/{id}/issues', async ({ actor, params, query, services: { db }, request, response }) => {
    const project = await findReadableProject(db, actor, params.id);
    const level = await levelIn(db, actor.user, project.id);
    // 0 is never a project id: with the issues feature off the list is empty.
    const issues = selectIssues(db).where('issues.project_id', '=', project.issues_enabled ? project.id : 0).where(visibleIssues(actor.user, level));
    // A page after the first finds its ids first, in the order's index (migration 031), then reads those rows only.
    const rows = await paginate(db, applyIssueListParameters(issues, query), query, request, response, 'issues.id');
    return { status: 200, body: await presentIssues(db, externalUrl, rows) };
  });

  route(routes, services, 'post', '/projects/{id}/issues', async ({ actor, params, body, services: { db } }) => {
    const hooksOf = hooksWantingAhead(db, numericId(String(params.id)), 'issues_events');
    const project = await findReadableProject(db, actor, params.id);
    const user = signedInUser(actor);
    if (!project.issues_enabled) throw forbidden();
    const hooks = await hooksOf(project.id);
    // Which requests may close the new issue does not depend on it: read meanwhile, with another statement.
    const closingRead = closingReadAhead(db, project.id);
    const created = await createIssue(db, project.id, user, body, hooks);
    // Answered as inserted, with the path of the project as the call read it: no statement to read it again.
    const issue = Object.assign(created, { namespace_full_path: project.namespace_full_path, project_path: project.path });
    return { status: 201, body: await presentIssue(db, externalUrl, issue, { users: [user], inserted: true, closingRead }) };
  });

  route(routes, services, 'get', '/projects/{id}/issues/{issue_iid}', async ({ actor, params, services: { db } }) => {
    const project = await findReadableProject(db, actor, params.id);
    const { issue } = await findVisibleIssue(db, actor, project, Number(params.issue_iid));
    return { status: 200, body: await presentIssue(db, externalUrl, issue) };
  });

  route(routes, services, 'put', '/projects/{id}/issues/{issue_iid}', async ({ actor, params, body, services: { db } }) => {
    const project = await findReadableProject(db, actor, params.id);
    const user = signedInUser(actor);
    const { issue, level } = await findVisibleIssue(db, actor, project, Number(params.issue_iid));
    if (level < accessLevel.reporter && issue.author_id !== user.id) throw forbidden();
    await updateIssue(db, issue.id, user, body);
    const updated = await writtenIssue(db, issue.id);
    return { status: 200, body: await presentIssue(db, externalUrl, updated) };
  });

}
