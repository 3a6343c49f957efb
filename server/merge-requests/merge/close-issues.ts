// Merging into the default branch closes the issues the request's closes_issues lists, in the merge's transaction:
// each open one the merging user may update (reporters and above of its project, or its author) is closed, with
// its issue hook `close` event, as the real service does.
import type { Database, UserRow } from '../../database/schema.js';
import { applyIssueUpdate } from '../../issues/update.js';
import type { IssueRecord } from '../../issues/queries.js';
import { accessLevel, levelIn } from '../../access/levels.js';
import { selectProjects } from '../../projects/queries.js';
import type { Services } from '../../services.js';
import { closesIssues, isExternalIssue } from '../closes-issues/closes-issues.js';
import type { MergeRequestRecord } from '../queries.js';

/** The open issues of this service that merging `mergeRequest` as `user` closes; read before the merge. */
export async function issuesClosedByMerge(services: Services, user: UserRow, mergeRequest: MergeRequestRecord): Promise<IssueRecord[]> {
  const project = await selectProjects(services.db).where('projects.id', '=', mergeRequest.project_id).executeTakeFirstOrThrow();
  const issues = await closesIssues(services, { user, scopes: null, via: 'token' }, project, mergeRequest);
  return issues.filter((issue): issue is IssueRecord => !isExternalIssue(issue) && issue.state === 'opened');
}

/** Closes `issues` as `user` in `trx`, the merge's transaction. */
export async function closeIssues(trx: Database, issues: IssueRecord[], user: UserRow): Promise<void> {
  for (const issue of issues) {
    const mayUpdate = issue.author_id === user.id || (await levelIn(trx, user, issue.project_id)) >= accessLevel.reporter;
    if (mayUpdate) await applyIssueUpdate(trx, issue.id, user, { state_event: 'close' });
  }
}
