// Rows to the spec's merge request shapes. What they show besides the request's own columns (users, milestone,
// latest diff version, votes, who set it to merge) comes with the rows, read in their statement
// (presentation-query.ts), whatever the page size.
import type { components } from '../../generated/api.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, UserRow } from '../database/schema.js';
import type { MilestoneRecord } from '../milestones/queries.js';
import { presentMilestone } from '../milestones/present.js';
import { presentUserBasic } from '../users/present.js';
import { canPushTo, type PushTarget } from './merge/permission.js';
import { labelNames, mergeRequestWebUrl, type MergeRequestRecord } from './queries.js';
import type { MergeRequestDiffRow } from './tables.js';
import { detailedMergeStatus } from './detailed-merge-status.js';
import { presentableWithId, type PresentableRecord } from './presentation-query.js';
import { notFound } from '../http/api-error.js';
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

type Role = 'author' | 'assignee' | 'reviewer' | 'merged_by' | 'closed_by' | 'auto_merger';

function presentRole(record: PresentableRecord, role: Role, externalUrl: string): Schemas['UserBasic'] | null {
  const id = record[`${role}_user_id`];
  if (id === null) return null;
  return presentUserBasic({ id, username: record[`${role}_username`]!, name: record[`${role}_name`]!, state: record[`${role}_state`]! }, externalUrl);
}

function diffOf(record: PresentableRecord): MergeRequestDiffRow | undefined {
  if (record.diff_id === null) return undefined;
  return {
    id: record.diff_id,
    merge_request_id: record.diff_merge_request_id!,
    head_commit_sha: record.head_commit_sha!,
    base_commit_sha: record.base_commit_sha!,
    start_commit_sha: record.start_commit_sha!,
    state: record.diff_state!,
    real_size: record.real_size!,
    created_at: record.diff_created_at!,
  };
}

function milestoneOf(record: PresentableRecord): MilestoneRecord | undefined {
  if (record.milestone_row_id === null) return undefined;
  return {
    id: record.milestone_row_id,
    iid: record.milestone_iid!,
    project_id: record.milestone_project_id!,
    title: record.milestone_title!,
    description: record.milestone_description,
    state: record.milestone_state!,
    created_at: record.milestone_created_at!,
    updated_at: record.milestone_updated_at!,
    due_date: record.milestone_due_date,
    start_date: record.milestone_start_date,
    namespace_full_path: record.milestone_namespace_full_path!,
    project_path: record.milestone_project_path!,
  };
}

function presentRecord(externalUrl: string, record: PresentableRecord): Presented {
  const diff = diffOf(record);
  const milestone = milestoneOf(record);
  const assignee = presentRole(record, 'assignee', externalUrl);
  const reviewer = presentRole(record, 'reviewer', externalUrl);
  const mergedBy = presentRole(record, 'merged_by', externalUrl);
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
    upvotes: Number(record.upvotes),
    downvotes: Number(record.downvotes),
    author: presentRole(record, 'author', externalUrl)!,
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
    closed_by: presentRole(record, 'closed_by', externalUrl),
    closed_at: record.closed_at,
    assignees: assignee ? [assignee] : [],
    reviewers: reviewer ? [reviewer] : [],
    draft,
    reference,
    references: { short: reference, relative: reference, full: `${record.namespace_full_path}/${record.project_path}${reference}` },
    squash_commit_sha: record.squash_commit_sha,
    merge_user: mergedBy ?? presentRole(record, 'auto_merger', externalUrl),
    has_conflicts: record.merge_status === 'cannot_be_merged',
    blocking_discussions_resolved: true,
    task_completion_status: taskCompletionStatus(record.description),
    detailed_merge_status: detailedMergeStatus(record, draft),
    first_contribution: Number(record.first_contribution) === 1,
  };
  if (record.source_project_id !== record.project_id) {
    basic.allow_collaboration = record.allow_collaboration === 1;
    basic.allow_maintainer_to_push = basic.allow_collaboration;
  }
  return { basic, diff };
}

/** A list entry: no `subscribed`, no `changes_count`. */
export const presentListedMergeRequest = (externalUrl: string, record: PresentableRecord): MergeRequestBasic => presentRecord(externalUrl, record).basic;

// Prepared: subscribing and unsubscribing start with it.
const subscriptionChoice = preparedQuery((db: Database, mergeRequestId: number, userId: number) => db
  .selectFrom('merge_request_subscriptions').select('subscribed')
  .where('merge_request_id', '=', mergeRequestId).where('user_id', '=', userId));

/** Whether the user gets the request's notifications: their explicit choice, else true for the author and the assignee. */
const subscribedBy = (choice: number | null | undefined, record: Pick<MergeRequestRecord, 'author_id' | 'assignee_id'>, userId: number): boolean =>
  choice === null || choice === undefined ? record.author_id === userId || record.assignee_id === userId : choice === 1;

export async function isSubscribed(db: Database, record: Pick<MergeRequestRecord, 'id' | 'author_id' | 'assignee_id'>, userId: number): Promise<boolean> {
  const [choice] = await subscriptionChoice(db, record.id, userId);
  return subscribedBy(choice?.subscribed, record, userId);
}

/** The request read again with what presenting it needs (a concurrent delete makes it 404). */
async function presentable(db: Database, record: MergeRequestRecord, viewer: UserRow): Promise<PresentableRecord> {
  const [read] = await presentableWithId(db, record.id, viewer.id);
  if (!read) throw notFound();
  return read;
}

/** What one merge request shows its viewer besides its row: who they are (their subscription) and whether they may merge. */
export interface MergeRequestView {
  viewerId: number;
  canMerge: boolean;
}

/** Whether `viewer` may merge the request: who may push to the target project, as the accept call checks. */
export async function mergeRequestView(db: Database, record: PresentableRecord, viewer: UserRow, project?: PushTarget): Promise<MergeRequestView> {
  return { viewerId: viewer.id, canMerge: await canPushTo(db, viewer, project ?? { id: record.project_id, archived: record.project_archived }) };
}

/** One merge request as `GET` shows it, read with its presentation and the viewer's subscription, for `view`. */
export function presentMergeRequestFor(externalUrl: string, record: PresentableRecord, view: MergeRequestView): MergeRequest {
  const { basic, diff } = presentRecord(externalUrl, record);
  // Added to the new object in place: a spread of its fifty fields and these five took about 16 µs on Node 20.
  return Object.assign(basic, {
    subscribed: subscribedBy(record.subscribed, record, view.viewerId),
    changes_count: diff ? diff.real_size : null,
    diff_refs: diff ? { base_sha: diff.base_commit_sha, head_sha: diff.head_commit_sha, start_sha: diff.start_commit_sha } : null,
    merge_error: record.merge_error,
    user: { can_merge: view.canMerge },
  });
}

/**
 * One merge request as `GET` shows it, for `viewer`: given as read with its presentation and the viewer's
 * subscription (`findPresentableMergeRequest`), or read again so. `project`: its project as the call read it (with
 * the viewer's access, when it was read with it).
 */
export async function presentMergeRequest(db: Database, externalUrl: string, given: MergeRequestRecord | PresentableRecord, viewer: UserRow, project?: PushTarget): Promise<MergeRequest> {
  const record = 'first_contribution' in given ? given : await presentable(db, given, viewer);
  return presentMergeRequestFor(externalUrl, record, await mergeRequestView(db, record, viewer, project));
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
