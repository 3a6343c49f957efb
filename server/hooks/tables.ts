import type { Generated, Selectable } from 'kysely';
import type { Flag } from '../database/schema.js';

/** A project's webhook (migration 013); the switches have column defaults. The token is kept as given: it is sent to the receiver, never returned. */
export interface ProjectHooksTable {
  id: Generated<number>;
  project_id: number;
  url: string;
  token: string | null;
  push_events: Generated<Flag>;
  issues_events: Generated<Flag>;
  merge_requests_events: Generated<Flag>;
  tag_push_events: Generated<Flag>;
  note_events: Generated<Flag>;
  job_events: Generated<Flag>;
  pipeline_events: Generated<Flag>;
  wiki_page_events: Generated<Flag>;
  enable_ssl_verification: Generated<Flag>;
  /** Migration 017 */
  confidential_issues_events: Generated<Flag>;
  confidential_note_events: Generated<Flag>;
  releases_events: Generated<Flag>;
  /** A branch name or a wildcard pattern (`*`) the pushed branch must match; null for every branch. */
  push_events_branch_filter: Generated<string | null>;
  created_at: string;
  /** The last edit (migration 017); null until the first one. */
  updated_at: Generated<string | null>;
}

export type ProjectHookRow = Selectable<ProjectHooksTable>;

/** What one event reports, shared by its deliveries to every hook (migration 018): an `EventSnapshot` as JSON. */
export interface HookEventsTable {
  id: Generated<number>;
  project_id: number;
  snapshot: string;
  created_at: string;
}

/** One unfinished delivery of an event (migration 018); the event is deleted with its last one. */
export interface HookEventDeliveriesTable {
  /** The delivery's `X-Gitlab-Event-UUID`. */
  uuid: string;
  hook_event_id: number;
  hook_id: number;
}
