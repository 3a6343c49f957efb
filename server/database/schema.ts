// Kysely table types. Booleans are stored as 0/1 integers and timestamps as ISO 8601 text, so the same queries
// run on SQLite and PostgreSQL; JSON arrays are stored as text.
import { clock } from './clock.js';
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { components } from '../../generated/api.js';
import type { IidCountersTable } from '../iids/tables.js';
import type { CommitStatusesTable } from '../commit-statuses/tables.js';
import type { HookEventDeliveriesTable, HookEventsTable, ProjectHooksTable } from '../hooks/tables.js';
import type { ProjectIntegrationsTable } from '../integrations/tables.js';
import type { ProjectImportSourcesTable } from '../imports/tables.js';
import type { PushCountsTable } from '../projects/housekeeping-tables.js';
import type { AwardEmojiTable } from '../award-emoji/tables.js';
import type { IssuesTable, ProjectIssueCountsTable } from '../issues/tables.js';
import type { LabelsTable } from '../labels/tables.js';
import type { MilestonesTable } from '../milestones/tables.js';
import type { MergeRequestAutoMergesTable } from '../merge-requests/merge/tables.js';
import type {
  MergeRequestDiffsTable,
  MergeRequestEventsTable,
  MergeRequestsTable,
  MergeRequestSubscriptionsTable,
  TodosTable,
} from '../merge-requests/tables.js';

export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: string;
  email: string;
  password_hash: string;
  state: 'active' | 'blocked';
  is_admin: Flag;
  projects_limit: number;
  can_create_group: Flag;
  external: Flag;
  bio: string;
  public_email: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  // Migration 022: the profile, the administrators' note, display choices, sign-ins and activity.
  location: Generated<string>;
  skype: Generated<string>;
  linkedin: Generated<string>;
  twitter: Generated<string>;
  website_url: Generated<string>;
  organization: Generated<string>;
  job_title: Generated<string>;
  note: string | null;
  private_profile: Generated<Flag>;
  theme_id: Generated<number>;
  color_scheme_id: Generated<number>;
  sign_in_count: Generated<number>;
  current_sign_in_at: string | null;
  current_sign_in_ip: string | null;
  last_sign_in_ip: string | null;
  /** `YYYY-MM-DD` */
  last_activity_on: string | null;
  /** `ghost` for the user that deleted users' contributions are moved to; null for people. */
  user_type: 'ghost' | null;
}

export interface NamespacesTable {
  id: Generated<number>;
  name: string;
  path: string;
  full_path: string;
  kind: 'user' | 'group';
  owner_id: number | null;
  parent_id: number | null;
  created_at: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  namespace_id: number;
  creator_id: number;
  name: string;
  path: string;
  description: string | null;
  default_branch: string;
  visibility: components['schemas']['Visibility'];
  issues_enabled: Flag;
  merge_requests_enabled: Flag;
  jobs_enabled: Flag;
  wiki_enabled: Flag;
  snippets_enabled: Flag;
  container_registry_enabled: Flag;
  shared_runners_enabled: Flag;
  resolve_outdated_diff_discussions: Flag;
  public_jobs: Flag;
  only_allow_merge_if_pipeline_succeeds: Flag;
  only_allow_merge_if_all_discussions_are_resolved: Flag;
  printing_merge_request_link_enabled: Flag;
  request_access_enabled: Flag;
  lfs_enabled: Flag;
  archived: Flag;
  tag_list: string;
  ci_config_path: string | null;
  import_url: string | null;
  import_status: 'none' | 'scheduled' | 'started' | 'finished' | 'failed';
  import_error: string | null;
  runners_token: string;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
  /** Set by migration 005; null when the project is not a fork (or its source was deleted). */
  forked_from_project_id: number | null;
  last_housekeeping_at: string | null;
  /** Set by migration 009: the stored avatar file's name, null without one. */
  avatar: string | null;
}

export interface ProjectMembersTable {
  project_id: number;
  user_id: number;
  access_level: number;
  created_at: string;
  expires_at: string | null;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  kind: 'personal' | 'impersonation' | 'oauth';
  token_hash: string;
  refresh_token_hash: string | null;
  scopes: string;
  expires_at: string | null;
  revoked: Flag;
  created_at: string;
  last_used_at: string | null;
}

export interface WebSessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** The durable job queue (server/jobs). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON */
  payload: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  unique_key: string | null;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** What only a group has; the group itself is its namespace (kind `group`). */
export interface GroupsTable {
  namespace_id: number;
  description: string;
  visibility: components['schemas']['Visibility'];
  lfs_enabled: Flag;
  request_access_enabled: Flag;
}

/** Direct group memberships; subgroups inherit them. `expires_at` is a `YYYY-MM-DD` date. */
export interface GroupMembersTable {
  group_id: number;
  user_id: number;
  access_level: number;
  created_at: string;
  expires_at: string | null;
}

/** A project shared with a group: the group's members get at most `group_access`. */
export interface ProjectGroupLinksTable {
  id: Generated<number>;
  project_id: number;
  group_id: number;
  group_access: number;
  created_at: string;
  expires_at: string | null;
}

/** A user's star on a project. */
export interface ProjectStarsTable {
  project_id: number;
  user_id: number;
  created_at: string;
}

/** Administrators' key-value pairs on a project. */
export interface ProjectCustomAttributesTable {
  project_id: number;
  key: string;
  value: string;
  created_at: string;
  updated_at: string;
}

/** A file uploaded to a project, stored at `DATA_DIR/uploads/<project_id>/<secret>/<file_name>`. */
export interface ProjectUploadsTable {
  id: Generated<number>;
  project_id: number;
  uploaded_by: number | null;
  secret: string;
  file_name: string;
  /** Bytes; PostgreSQL returns a bigint as a string. */
  size: ColumnType<string | number, number, number>;
  created_at: string;
}

export interface ApplicationSettingsTable {
  name: string;
  /** JSON */
  value: string;
}

export interface RefEventsTable {
  id: Generated<number>;
  project_id: number;
  ref: string;
  before: string;
  after: string;
  user_id: number | null;
  created_at: string;
}

export interface Schema {
  application_settings: ApplicationSettingsTable;
  ref_events: RefEventsTable;
  users: UsersTable;
  namespaces: NamespacesTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  access_tokens: AccessTokensTable;
  web_sessions: WebSessionsTable;
  jobs: JobsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  project_group_links: ProjectGroupLinksTable;
  project_stars: ProjectStarsTable;
  project_custom_attributes: ProjectCustomAttributesTable;
  project_uploads: ProjectUploadsTable;
  iid_counters: IidCountersTable;
  commit_statuses: CommitStatusesTable;
  labels: LabelsTable;
  milestones: MilestonesTable;
  issues: IssuesTable;
  project_issue_counts: ProjectIssueCountsTable;
  award_emoji: AwardEmojiTable;
  merge_requests: MergeRequestsTable;
  merge_request_diffs: MergeRequestDiffsTable;
  merge_request_subscriptions: MergeRequestSubscriptionsTable;
  todos: TodosTable;
  merge_request_events: MergeRequestEventsTable;
  merge_request_auto_merges: MergeRequestAutoMergesTable;
  project_hooks: ProjectHooksTable;
  hook_events: HookEventsTable;
  hook_event_deliveries: HookEventDeliveriesTable;
  project_integrations: ProjectIntegrationsTable;
  project_import_sources: ProjectImportSourcesTable;
  push_counts: PushCountsTable;
}

export type Database = Kysely<Schema>;
export type UserRow = Selectable<UsersTable>;
export type NamespaceRow = Selectable<NamespacesTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type NewProject = Insertable<ProjectsTable>;

export const flag = (value: boolean): Flag => (value ? 1 : 0);
export const now = (): string => clock.now().toISOString();

/** Today's date in UTC, `YYYY-MM-DD`, as expiry dates are stored. */
export const today = (): string => now().slice(0, 10);
