// Changing a merge request: attributes and `state_event` in one transaction with their events (`update` with the
// changed attributes, `close` or `reopen`). A merged request keeps its state; closing a closed one or reopening an
// open one changes nothing, as in the real service.
import type { Kysely } from 'kysely';
import type { components } from '../../generated/api.js';
import { isSqlite } from '../database/dialect.js';
import { preparedQuery, writeWithNextStatement } from '../database/prepared-query.js';
import { flag, now, type Database, type UserRow } from '../database/schema.js';
import type { WantingHooks } from '../hooks/enqueue-deliveries.js';
import { labelChange } from '../hooks/label-changes.js';
import type { HookChanges } from '../hooks/trigger.js';
import { repositoryPath } from '../git/repositories.js';
import { notFound } from '../http/api-error.js';
import { emptyAsZero } from '../http/empty-value.js';
import { editedLabels } from '../labels/edits.js';
import { ensureLabels } from '../labels/ensure.js';
import { branchHead } from '../git/revisions.js';
import type { Services } from '../services.js';
import { assigneeOf, checkTitle, firstAssignable, milestoneOf } from './attributes.js';
import { recordDiffVersion } from './diffs/record-version.js';
import { duplicateOpenRequest, unprocessable } from './errors.js';
import { recordMergeRequestEvent } from './events.js';
import { asDuplicateOpenRequest, findOpenDuplicate, type BranchPair } from './open-duplicates.js';
import { checkMayChange, type MergeRequestsProject } from './access.js';
import { presentableAfterCommit, type PresentableRecord } from './presentation-query.js';
import { labelNames, type MergeRequestRecord } from './queries.js';
import type { MergeRequestsTable } from './tables.js';

type UpdateRequest = components['schemas']['MergeRequestUpdateRequest'];
type Changes = Partial<Pick<MergeRequestsTable, 'title' | 'description' | 'target_branch' | 'assignee_id' | 'reviewer_id' | 'milestone_id' | 'labels' | 'force_remove_source_branch' | 'squash' | 'discussion_locked' | 'allow_collaboration'>>;

async function attributeChanges(services: Services, record: MergeRequestRecord, body: UpdateRequest): Promise<Changes> {
  const { db } = services;
  const changes: Changes = {};
  if (body.title !== undefined) {
    checkTitle(body.title);
    changes.title = body.title;
  }
  if (body.description !== undefined) changes.description = body.description ?? '';
  if (body.target_branch !== undefined && body.target_branch !== record.target_branch) {
    if (record.source_project_id === record.project_id && body.target_branch === record.source_branch) {
      throw unprocessable(["You can't use same project/branch for source and target"]);
    }
    if (!(await branchHead(repositoryPath(services.config.dataDir, record.project_id), body.target_branch))) {
      throw unprocessable([`Target branch "${body.target_branch}" does not exist`]);
    }
    changes.target_branch = body.target_branch;
  }
  if (body.assignee_ids !== undefined) {
    // Users who cannot be assigned are left out; an empty list unassigns.
    const assignee = await firstAssignable(db, record.project_id, body.assignee_ids);
    if (assignee !== null || body.assignee_ids.length === 0) changes.assignee_id = assignee;
  } else if (body.assignee_id !== undefined) {
    const assigneeId = emptyAsZero(body.assignee_id);
    const assignee = await assigneeOf(db, record.project_id, assigneeId);
    // An assignee who cannot read the project is ignored; 0 (or an empty value) unassigns.
    if (assignee !== null || assigneeId === 0) changes.assignee_id = assignee;
  }
  if (body.reviewer_ids !== undefined) {
    const reviewer = await firstAssignable(db, record.project_id, body.reviewer_ids);
    if (reviewer !== null || body.reviewer_ids.length === 0) changes.reviewer_id = reviewer;
  }
  if (body.milestone_id !== undefined) {
    const milestoneId = emptyAsZero(body.milestone_id);
    const milestone = await milestoneOf(db, record.project_id, milestoneId);
    if (milestone !== null || milestoneId === 0) changes.milestone_id = milestone;
  }
  const labels = editedLabels(labelNames(record), body);
  if (labels !== undefined) changes.labels = JSON.stringify(labels.sort());
  if (body.remove_source_branch !== undefined) changes.force_remove_source_branch = flag(body.remove_source_branch);
  if (body.squash !== undefined) changes.squash = flag(body.squash);
  const allowCollaboration = body.allow_collaboration ?? body.allow_maintainer_to_push;
  if (allowCollaboration !== undefined) changes.allow_collaboration = flag(allowCollaboration);
  if (body.discussion_locked !== undefined) changes.discussion_locked = flag(body.discussion_locked);
  return changes;
}

/** What really changed, as hooks show it: `{field: {previous, current}}` (labels as arrays of names). */
function hookChanges(record: MergeRequestRecord, changes: Changes): HookChanges {
  const result: HookChanges = {};
  for (const [field, current] of Object.entries(changes) as [keyof Changes, unknown][]) {
    const previous = record[field];
    if (previous === current) continue;
    result[field] = field === 'labels'
      ? { previous: JSON.parse(previous as string), current: JSON.parse(current as string) }
      : { previous, current };
  }
  return result;
}

// The request as it is now, locked (PostgreSQL) until the commit: concurrent updates of one request take turns, so
// `add_labels` of both count and a request is closed (and reported closed) once. SQLite runs one writing transaction
// at a time.
const lockedMergeRequest = preparedQuery((db: Database, projectId: number, iid: number) => {
  const row = db.selectFrom('merge_requests').selectAll().where('project_id', '=', projectId).where('iid', '=', iid);
  return isSqlite(db as Kysely<any>) ? row : row.forUpdate();
});

/**
 * Changes the merge request `iid` of `project` (as the caller read it) for `user`, who must be allowed to
 * (`checkMayChange`); answers it as changed, to present to `user`. The request is read once, locked, in the
 * transaction that changes it, and read back with the transaction's commit. `hooks`: the project's hooks that want
 * merge request events, read before the request is locked (see `hooksWanting`).
 */
export async function updateMergeRequest(services: Services, user: UserRow, project: MergeRequestsProject['project'], iid: number, body: UpdateRequest, hooks: WantingHooks): Promise<PresentableRecord> {
  let branches: BranchPair | undefined;
  let id: number | undefined;
  let updated: PresentableRecord | undefined;
  try {
    await services.db.transaction().execute(async (trx) => {
      const [row] = await lockedMergeRequest(trx, project.id, iid);
      if (row === undefined) throw notFound();
      await checkMayChange(trx, user, project, row);
      ({ id } = row);
      branches = row;
      const current: MergeRequestRecord = Object.assign(row, {
        namespace_full_path: project.namespace_full_path, project_path: project.path, project_archived: project.archived,
      });
      const inTransaction = { ...services, db: trx };
      const changes = await attributeChanges(inTransaction, current, body);
      const changed = hookChanges(current, changes);
      const closing = body.state_event === 'close' && current.state === 'opened';
      const reopening = body.state_event === 'reopen' && current.state === 'closed';
      const { project_id, source_project_id, source_branch } = current;
      branches = { project_id, source_project_id, source_branch, target_branch: changes.target_branch ?? current.target_branch };
      await saveChanges(inTransaction, user, current, { changes, changed, closing, reopening, branches, hooks });
      [updated] = await presentableAfterCommit(trx, current.id, user.id);
    });
  } catch (error) {
    throw branches === undefined ? error : await asDuplicateOpenRequest(services.db, error, branches, id);
  }
  // Deleted by a concurrent call once this one committed: gone for this one too.
  if (updated === undefined) throw notFound();
  return updated;
}

interface Update {
  changes: Changes;
  changed: HookChanges;
  closing: boolean;
  reopening: boolean;
  branches: BranchPair;
  hooks: WantingHooks;
}

/** `updated_at` and, when another user edits, `updated_by_id`, as every edit reports them. */
function updateStamp(record: MergeRequestRecord, timestamp: string, userId: number): HookChanges {
  const stamp: HookChanges = { updated_at: { previous: record.updated_at, current: timestamp } };
  if ((record.updated_by_id ?? null) !== userId) stamp.updated_by_id = { previous: record.updated_by_id ?? null, current: userId };
  return stamp;
}

/** In the transaction `services.db`. */
async function saveChanges(services: Services, user: UserRow, record: MergeRequestRecord, { changes, changed, closing, reopening, branches, hooks }: Update): Promise<void> {
  const trx = services.db;
  if (changed.target_branch || reopening) {
    const duplicate = await findOpenDuplicate(trx, branches, record.id);
    if (duplicate !== undefined && (record.state === 'opened' || reopening)) throw duplicateOpenRequest(duplicate);
  }
  if (changes.labels) {
    await ensureLabels(trx, record.project_id, JSON.parse(changes.labels) as string[]);
    // As label objects once the new names exist, as in issue events.
    if (changed.labels) changed.labels = (await labelChange(trx, record.project_id, JSON.parse(record.labels) as string[], JSON.parse(changes.labels) as string[]))!;
  }
  const timestamp = now();
  const stateFields = closing
    ? { state: 'closed' as const, closed_by_id: user.id, closed_at: timestamp }
    : reopening ? { state: 'opened' as const, closed_by_id: null, closed_at: null } : {};
  if (Object.keys(changed).length === 0 && !closing && !reopening) return;
  await writeWithNextStatement(trx, trx.updateTable('merge_requests').set({ ...changes, ...stateFields, updated_at: timestamp, updated_by_id: user.id }).where('id', '=', record.id));
  const event = { mergeRequestId: record.id, projectId: record.project_id, userId: user.id };
  const stamp = updateStamp(record, timestamp, user.id);
  if (Object.keys(changed).length > 0) await recordMergeRequestEvent(trx, { ...event, action: 'update', changes: { ...changed, ...stamp } }, hooks);
  if (closing) await recordMergeRequestEvent(trx, { ...event, action: 'close', changes: { state: { previous: 'opened', current: 'closed' }, ...stamp } }, hooks);
  if (reopening) await recordMergeRequestEvent(trx, { ...event, action: 'reopen', changes: { state: { previous: 'closed', current: 'opened' }, ...stamp } }, hooks);
  if (reopening || (changed.target_branch && record.state === 'opened')) await recordDiffVersion(trx, services, record.id);
}
