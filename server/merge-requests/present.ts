// Rows to the spec's merge request shapes. Lists are presented in one batch: users, milestones, latest diff
// versions and award counts are read with one query each, whatever the page size.
import type { components } from '../../generated/api.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, UserRow } from '../database/schema.js';
import { selectMilestones } from '../milestones/queries.js';
import { presentMilestone } from '../milestones/present.js';
import { presentUserBasic } from '../users/present.js';
import { usersByIds } from '../users/queries.js';
import { votesOf } from '../award-emoji/votes.js';
import { canPushTo } from './merge/permission.js';
import { labelNames, mergeRequestWebUrl, type MergeRequestRecord } from './queries.js';
import type { MergeRequestDiffRow } from './tables.js';
import { detailedMergeStatus } from './detailed-merge-status.js';
import { firstContributions } from './first-contribution.js';
import { taskCompletionStatus } from '../issues/task-list.js';
import { humanDuration } from './time-tracking/duration.js';

type Schemas = components['schemas'];
export type MergeRequestBasic = Schemas['MergeRequestBasic'];
export type MergeRequest = Schemas['MergeRequest'];

const workInProgress = /^\s*(\[wip\]|wip:|wip\s|\[draft\]|\(draft\)|draft:)/i;

export const isWorkInProgress = (title: string): boolean => workInProgress.test(title);

export function presentTimeStats(record: Pick<MergeRequestRecord, 'time_estimate' | 'total_time_spent'>): Schemas['TimeStats'] {
  return {
    time_estimate: record.time_estimate,
    total_time_spent: record.total_time_spent,
    human_time_estimate: humanDuration(record.time_estimate),
    human_total_time_spent: humanDuration(record.total_time_spent),
  };
}

/** `view=simple`: only the iid, URL, title, description and state (the reduced form). */
export function presentMergeRequestSimple(record: MergeRequestRecord, externalUrl: string): Schemas['MergeRequestSimple'] {
  return {
    iid: record.iid,
    web_url: mergeRequestWebUrl(externalUrl, record),
    title: record.title,
    description: record.description,
    state: record.state,
  };
}

// The presenter's queries are prepared (per page size): every answer with merge requests runs them.
const latestDiffRows = preparedQuery((db: Database, mergeRequestIds: number[]) => db.selectFrom('merge_request_diffs').selectAll()
  .where('id', 'in', (eb) => eb.selectFrom('merge_request_diffs').select((inner) => inner.fn.max('id').as('id'))
    .where('merge_request_id', 'in', mergeRequestIds).groupBy('merge_request_id')));

/** The latest diff version of each request (the git helper's rows): `sha`, `changes_count`, `diff_refs`. */
export async function latestDiffs(db: Database, mergeRequestIds: number[]): Promise<Map<number, MergeRequestDiffRow>> {
  if (mergeRequestIds.length === 0) return new Map();
  const rows = await latestDiffRows(db, mergeRequestIds);
  return new Map(rows.map((row) => [row.merge_request_id, row]));
}

interface Presented {
  basic: MergeRequestBasic;
  diff: MergeRequestDiffRow | undefined;
}

const autoMergeRows = preparedQuery((db: Database, ids: number[]) => db.selectFrom('merge_request_auto_merges')
  .select(['merge_request_id', 'user_id']).where('merge_request_id', 'in', ids));

/** Who set each waiting request to merge when its pipeline succeeds. */
async function autoMergeUsers(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await autoMergeRows(db, ids);
  return new Map(rows.map((row) => [row.merge_request_id, row.user_id]));
}

async function presentBatch(db: Database, externalUrl: string, records: MergeRequestRecord[]): Promise<Presented[]> {
  const ids = records.map((record) => record.id);
  const milestoneIds = [...new Set(records.map((record) => record.milestone_id).filter((id): id is number => id !== null))];
  const autoMergers = await autoMergeUsers(db, ids);
  const [users, milestones, diffs, counts, firsts] = await Promise.all([
    usersByIds(db, [
      ...records.flatMap((record) => [record.author_id, record.assignee_id, record.reviewer_id, record.merged_by_id, record.closed_by_id]),
      ...autoMergers.values(),
    ]),
    milestoneIds.length === 0 ? [] : selectMilestones(db).where('milestones.id', 'in', milestoneIds).execute(),
    latestDiffs(db, ids),
    votesOf(db, 'MergeRequest', ids),
    firstContributions(db, records),
  ]);
  const milestonesById = new Map(milestones.map((milestone) => [milestone.id, milestone]));
  const user = (id: number | null) => {
    const row = id === null ? undefined : users.get(id);
    return row ? presentUserBasic(row, externalUrl) : null;
  };
  return records.map((record) => {
    const diff = diffs.get(record.id);
    const milestone = record.milestone_id === null ? undefined : milestonesById.get(record.milestone_id);
    const count = counts.get(record.id)!;
    const assignee = user(record.assignee_id);
    const reviewer = user(record.reviewer_id);
    const mergedBy = user(record.merged_by_id);
    const draft = isWorkInProgress(record.title);
    const reference = `!${record.iid}`;
    const basic: MergeRequestBasic = {
      id: record.id,
      iid: record.iid,
      project_id: record.project_id,
      title: record.title,
      description: record.description,
      state: record.state,
      created_at: record.created_at,
      updated_at: record.updated_at,
      target_branch: record.target_branch,
      source_branch: record.source_branch,
      upvotes: count.up,
      downvotes: count.down,
      author: user(record.author_id)!,
      assignee,
      source_project_id: record.source_project_id,
      target_project_id: record.project_id,
      labels: labelNames(record),
      work_in_progress: draft,
      milestone: milestone ? presentMilestone(milestone, externalUrl) : null,
      merge_when_pipeline_succeeds: record.merge_when_pipeline_succeeds === 1,
      merge_status: record.merge_status,
      sha: diff?.head_commit_sha ?? null,
      merge_commit_sha: record.merge_commit_sha,
      user_notes_count: 0,
      discussion_locked: record.discussion_locked === null ? null : record.discussion_locked === 1,
      should_remove_source_branch: record.should_remove_source_branch === null ? null : record.should_remove_source_branch === 1,
      force_remove_source_branch: record.force_remove_source_branch === 1,
      web_url: mergeRequestWebUrl(externalUrl, record),
      time_stats: presentTimeStats(record),
      squash: record.squash === 1,
      merged_by: mergedBy,
      merged_at: record.merged_at,
      closed_by: user(record.closed_by_id),
      closed_at: record.closed_at,
      assignees: assignee ? [assignee] : [],
      reviewers: reviewer ? [reviewer] : [],
      draft,
      reference,
      references: { short: reference, relative: reference, full: `${record.namespace_full_path}/${record.project_path}${reference}` },
      squash_commit_sha: record.squash_commit_sha,
      merge_user: mergedBy ?? user(autoMergers.get(record.id) ?? null),
      has_conflicts: record.merge_status === 'cannot_be_merged',
      blocking_discussions_resolved: true,
      task_completion_status: taskCompletionStatus(record.description),
      detailed_merge_status: detailedMergeStatus(record, draft),
      first_contribution: firsts.has(record.id),
    };
    if (record.source_project_id !== record.project_id) {
      basic.allow_collaboration = record.allow_collaboration === 1;
      basic.allow_maintainer_to_push = basic.allow_collaboration;
    }
    return { basic, diff };
  });
}

/** List entries: no `subscribed`, no `changes_count`. */
export async function presentMergeRequestList(db: Database, externalUrl: string, records: MergeRequestRecord[]): Promise<MergeRequestBasic[]> {
  return (await presentBatch(db, externalUrl, records)).map(({ basic }) => basic);
}

// Prepared, as `targetArchived` below: every answer with one merge request runs both.
const subscriptionChoice = preparedQuery((db: Database, mergeRequestId: number, userId: number) => db
  .selectFrom('merge_request_subscriptions').select('subscribed')
  .where('merge_request_id', '=', mergeRequestId).where('user_id', '=', userId));

/**
 * Whether the user gets the request's notifications: their explicit choice, else true for the author and the
 * assignee.
 */
export async function isSubscribed(db: Database, record: Pick<MergeRequestRecord, 'id' | 'author_id' | 'assignee_id'>, userId: number): Promise<boolean> {
  const [choice] = await subscriptionChoice(db, record.id, userId);
  if (choice) return choice.subscribed === 1;
  return record.author_id === userId || record.assignee_id === userId;
}

const targetArchived = preparedQuery((db: Database, projectId: number) => db.selectFrom('projects').select(['id', 'archived']).where('id', '=', projectId));

/** Whether `viewer` may merge the request: who may push to the target project, as the accept call checks. */
async function canMerge(db: Database, record: MergeRequestRecord, viewer: UserRow): Promise<boolean> {
  const [target] = await targetArchived(db, record.project_id);
  return canPushTo(db, viewer, target!);
}

/** One merge request as `GET` shows it, for `viewer`. */
export async function presentMergeRequest(db: Database, externalUrl: string, record: MergeRequestRecord, viewer: UserRow): Promise<MergeRequest> {
  const [{ basic, diff }] = (await presentBatch(db, externalUrl, [record])) as [Presented];
  return {
    ...basic,
    subscribed: await isSubscribed(db, record, viewer.id),
    changes_count: diff ? diff.real_size : null,
    diff_refs: diff ? { base_sha: diff.base_commit_sha, head_sha: diff.head_commit_sha, start_sha: diff.start_commit_sha } : null,
    merge_error: record.merge_error,
    user: { can_merge: await canMerge(db, record, viewer) },
  };
}

/** The create response leaves `created_at` and `updated_at` out. */
export function presentCreatedMergeRequest(mergeRequest: MergeRequest): Schemas['MergeRequestCreated'] {
  const { created_at: _created, updated_at: _updated, ...created } = mergeRequest;
  return created;
}

/** Subscribe and unsubscribe answers stop after `merge_commit_sha` (in the documented field order, `subscribed` first). */
export function presentSubscription(mergeRequest: MergeRequest): Schemas['MergeRequestSubscription'] {
  const { id, iid, project_id, title, description, state, created_at, updated_at, target_branch, source_branch, upvotes, downvotes, author, assignee, source_project_id, target_project_id, labels, work_in_progress, milestone, merge_when_pipeline_succeeds, merge_status, subscribed, sha, merge_commit_sha } = mergeRequest;
  return { id, iid, project_id, title, description, state, created_at, updated_at, target_branch, source_branch, upvotes, downvotes, author, assignee, source_project_id, target_project_id, labels, work_in_progress, milestone, merge_when_pipeline_succeeds, merge_status, subscribed, sha, merge_commit_sha };
}
