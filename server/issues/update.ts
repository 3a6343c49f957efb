import type { Kysely } from 'kysely';
import { isSqlite } from '../database/dialect.js';
import type { components } from '../../generated/api.js';
import { flag, now, type Database, type UserRow } from '../database/schema.js';
import { triggerHooks } from '../hooks/trigger.js';
import { notFound } from '../http/api-error.js';
import { emptyAsZero } from '../http/empty-value.js';
import { editedLabels } from '../labels/edits.js';
import { ensureLabels } from '../labels/ensure.js';
import { issueChanges } from './hook-changes.js';
import { assignableUserId, projectMilestoneId } from './references.js';
import type { IssueRow } from './tables.js';

type IssueUpdateRequest = components['schemas']['IssueUpdateRequest'];

/** The assignee after the request: unchanged when it names nobody assignable, null for `0` or `[]`. */
async function nextAssignee(db: Database, issue: IssueRow, request: IssueUpdateRequest): Promise<number | null> {
  const requested = request.assignee_ids ?? (request.assignee_id !== undefined ? [emptyAsZero(request.assignee_id)] : undefined);
  if (requested === undefined) return issue.assignee_id;
  if (requested.length === 0 || (requested.length === 1 && requested[0] === 0)) return null;
  return (await assignableUserId(db, issue.project_id, requested)) ?? issue.assignee_id;
}

async function nextMilestone(db: Database, issue: IssueRow, request: IssueUpdateRequest): Promise<number | null> {
  if (request.milestone_id === undefined) return issue.milestone_id;
  const milestoneId = emptyAsZero(request.milestone_id);
  if (milestoneId === 0) return null;
  return (await projectMilestoneId(db, issue.project_id, milestoneId)) ?? issue.milestone_id;
}

/**
 * Applies the request to the issue in one transaction and sends one event: `close` or `reopen` when the state
 * changed, `update` when anything else did, none when nothing changed (then `updated_at` stays too).
 */
export async function updateIssue(db: Database, issueId: number, user: UserRow, request: IssueUpdateRequest): Promise<void> {
  await db.transaction().execute((trx) => applyIssueUpdate(trx, issueId, user, request));
}

/** The update of `updateIssue` in the caller's transaction `trx` (merging a request closes issues in its own). */
export async function applyIssueUpdate(trx: Database, issueId: number, user: UserRow, request: IssueUpdateRequest): Promise<void> {
  // Locked (PostgreSQL) until the commit, so concurrent updates of one issue take turns: each starts from the other's
  // result and a close is made and reported once. SQLite runs one writing transaction at a time.
  let locked = trx.selectFrom('issues').selectAll().where('id', '=', issueId);
  if (!isSqlite(trx as Kysely<any>)) locked = locked.forUpdate();
  const before = await locked.executeTakeFirst();
  // Deleted by a concurrent request since it was read: there is nothing left to change.
  if (before === undefined) throw notFound('Issue');
  const labels = editedLabels(JSON.parse(before.labels) as string[], request);
  if (labels) await ensureLabels(trx, before.project_id, labels);
  const closing = request.state_event === 'close' && before.state === 'opened';
  const reopening = request.state_event === 'reopen' && before.state === 'closed';
  const timestamp = now();
  const next: IssueRow = {
    ...before,
    title: request.title ?? before.title,
    description: request.description === undefined ? before.description : request.description ?? '',
    labels: labels ? JSON.stringify(labels) : before.labels,
    assignee_id: await nextAssignee(trx, before, request),
    milestone_id: await nextMilestone(trx, before, request),
    confidential: request.confidential === undefined ? before.confidential : flag(request.confidential),
    due_date: request.due_date === undefined ? before.due_date : request.due_date ? request.due_date.slice(0, 10) : null,
    ...(closing ? { state: 'closed', closed_at: timestamp, closed_by_id: user.id } : {}),
    ...(reopening ? { state: 'opened', closed_at: null, closed_by_id: null } : {}),
  };
  if (Object.keys(await issueChanges(trx, before, next)).length === 0) return;
  const { id, ...values } = { ...next, updated_at: timestamp, updated_by_id: user.id };
  const after = await trx.updateTable('issues').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  const changes = await issueChanges(trx, before, after);
  const action = closing ? 'close' : reopening ? 'reopen' : 'update';
  await triggerHooks(trx, { kind: 'issue', projectId: after.project_id, userId: user.id, issueId: after.id, action, changes });
}
