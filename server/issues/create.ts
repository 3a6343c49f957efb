import type { components } from '../../generated/api.js';
import { preparedLastStatement, preparedQuery } from '../database/prepared-query.js';
import { flag, now, type Database, type Flag, type UserRow } from '../database/schema.js';
import { hooksWanting, type WantingHooks } from '../hooks/enqueue-deliveries.js';
import { triggerHooks } from '../hooks/trigger.js';
import { takeIid, takenIid } from '../iids/allocate.js';
import { ensureLabels } from '../labels/ensure.js';
import { issueChanges } from './hook-changes.js';
import type { IssueRow } from './tables.js';
import { parseLabelNames } from '../labels/names.js';
import { assignableUserId, projectMilestoneId } from './references.js';

type IssueCreateRequest = components['schemas']['IssueCreateRequest'];

const buildInsertIssue = (db: Database, projectId: number, title: string, description: string | null, authorId: number,
  assigneeId: number | null, milestoneId: number | null, dueDate: string | null, labels: string, confidential: Flag, timestamp: string) => db
  .insertInto('issues')
  .values({
    project_id: projectId, iid: takenIid(db, projectId, 'issues'), title, description, state: 'opened', author_id: authorId, assignee_id: assigneeId, milestone_id: milestoneId,
    due_date: dueDate, labels, confidential, created_at: timestamp, updated_at: timestamp, closed_at: null, closed_by_id: null,
  })
  .returningAll();
// Prepared: every issue created runs one. Without hooks to tell, the insert ends the transaction: the iid counter,
// locked until the commit, is then released in the same round trip (concurrent creates in a project wait for it).
const insertIssue = preparedQuery(buildInsertIssue);
const insertIssueAndCommit = preparedLastStatement(buildInsertIssue);

/**
 * Opens the issue with the project's next iid, creates its missing labels and sends the `open` event; returns its row.
 * `wantingHooks`: the project's hooks that want issue events, when the caller read them already.
 */
export async function createIssue(db: Database, projectId: number, author: UserRow, request: IssueCreateRequest, wantingHooks?: WantingHooks): Promise<IssueRow> {
  const labels = parseLabelNames(request.labels ?? '');
  return db.transaction().execute(async (trx) => {
    const assigneeIds = request.assignee_ids ?? (request.assignee_id !== undefined ? [request.assignee_id] : []);
    const assigneeId = await assignableUserId(trx, projectId, assigneeIds);
    const milestoneId = request.milestone_id === undefined ? undefined : await projectMilestoneId(trx, projectId, request.milestone_id);
    await ensureLabels(trx, projectId, labels);
    // Read before the iid is taken, which locks the project's counter until the commit (see `hooksWanting`).
    const hooks = wantingHooks ?? await hooksWanting(trx, projectId, 'issues_events');
    await takeIid(trx, projectId, 'issues');
    const [inserted] = await (hooks.length > 0 ? insertIssue : insertIssueAndCommit)(trx, projectId, request.title, request.description ?? null, author.id, assigneeId ?? null, milestoneId ?? null,
      request.due_date === undefined ? null : request.due_date.slice(0, 10), JSON.stringify(labels), flag(request.confidential ?? false), now());
    const issue = inserted!;
    // The changes are read only for the hooks that will get them.
    if (hooks.length > 0) {
      const changes = await issueChanges(trx, null, issue);
      await triggerHooks(trx, { kind: 'issue', projectId, userId: author.id, issueId: issue.id, action: 'open', changes }, hooks);
    }
    return issue;
  });
}
