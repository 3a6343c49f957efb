import type { Generated, Selectable } from 'kysely';
import type { components } from '../../generated/api.js';
import type { Flag } from '../database/schema.js';

type Schemas = components['schemas'];

export type MergeRequestState = Schemas['MergeRequestHead']['state'];
export type MergeStatus = 'unchecked' | 'can_be_merged' | 'cannot_be_merged';
export type MergeRequestAction = Schemas['WebhookMergeRequestAttributes']['action'];

/** A merge request, stored in its target project (migration 011). */
export interface MergeRequestsTable {
  id: Generated<number>;
  /** The target project. */
  project_id: number;
  iid: number;
  source_project_id: number;
  source_branch: string;
  target_branch: string;
  title: string;
  description: string | null;
  state: MergeRequestState;
  author_id: number;
  assignee_id: number | null;
  /** Migration 017 */
  reviewer_id: number | null;
  milestone_id: number | null;
  /** JSON array of label names */
  labels: string;
  discussion_locked: Flag | null;
  squash: Flag;
  /** For a request from a fork: members who may merge may push to the source branch (migration 023). */
  allow_collaboration: Flag;
  force_remove_source_branch: Flag;
  merge_when_pipeline_succeeds: Flag;
  /** Kept for a pending merge-when-pipeline-succeeds. */
  merge_commit_message: string | null;
  should_remove_source_branch: Flag | null;
  merge_status: MergeStatus;
  merge_commit_sha: string | null;
  /** Why the last merge attempt failed (migration 017); cleared by a merge. */
  merge_error: Generated<string | null>;
  /** The squash commit of a squashed merge (migration 017). */
  squash_commit_sha: Generated<string | null>;
  merged_by_id: number | null;
  merged_at: string | null;
  closed_by_id: number | null;
  /** Who last edited it (migration 024). */
  updated_by_id: number | null;
  closed_at: string | null;
  /** Seconds */
  time_estimate: Generated<number>;
  /** Seconds */
  total_time_spent: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The latest diff version, kept by a trigger on `merge_request_diffs` (migration 029); null before the first. */
  latest_diff_id: Generated<number | null>;
  /** Its `thumbsup` and `thumbsdown` awards, counted by triggers on `award_emoji` (migration 030). */
  upvotes: Generated<number>;
  downvotes: Generated<number>;
}

/** One diff version of a merge request: the heads it was computed from. */
export interface MergeRequestDiffsTable {
  id: Generated<number>;
  merge_request_id: number;
  head_commit_sha: string;
  base_commit_sha: string;
  start_commit_sha: string;
  state: 'collected' | 'empty' | 'overflow';
  real_size: string;
  created_at: string;
}

/** An explicit choice of a user; without a row, the author and the assignee count as subscribed. */
export interface MergeRequestSubscriptionsTable {
  merge_request_id: number;
  user_id: number;
  subscribed: Flag;
}

export interface TodosTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  author_id: number;
  target_type: 'MergeRequest' | 'Issue';
  target_id: number;
  action_name: string;
  body: string;
  state: 'pending' | 'done';
  created_at: string;
  updated_at: string;
}

export interface MergeRequestEventsTable {
  id: Generated<number>;
  merge_request_id: number;
  project_id: number;
  action: MergeRequestAction;
  user_id: number | null;
  /** JSON object: field → {previous, current} */
  changes: string;
  created_at: string;
}

export type MergeRequestRow = Selectable<MergeRequestsTable>;
export type MergeRequestDiffRow = Selectable<MergeRequestDiffsTable>;
