// Kysely table types. Booleans are stored as 0/1 integers and timestamps as ISO 8601 text, so the same queries
// run on SQLite and PostgreSQL; JSON arrays are stored as text.
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';

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
  visibility: 'private' | 'internal' | 'public';
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

export interface ApplicationSettingsTable {
  name: string;
  /** JSON */
  value: string;
}

export interface Schema {
  application_settings: ApplicationSettingsTable;
  users: UsersTable;
  namespaces: NamespacesTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  access_tokens: AccessTokensTable;
  web_sessions: WebSessionsTable;
}

export type Database = Kysely<Schema>;
export type UserRow = Selectable<UsersTable>;
export type NamespaceRow = Selectable<NamespacesTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type NewProject = Insertable<ProjectsTable>;

export const flag = (value: boolean): Flag => (value ? 1 : 0);
export const now = (): string => new Date().toISOString();
