import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

const projectFlags = [
  'issues_enabled', 'merge_requests_enabled', 'jobs_enabled', 'wiki_enabled', 'snippets_enabled',
  'container_registry_enabled', 'shared_runners_enabled', 'resolve_outdated_diff_discussions', 'public_jobs',
  'only_allow_merge_if_pipeline_succeeds', 'only_allow_merge_if_all_discussions_are_resolved',
  'printing_merge_request_link_enabled', 'request_access_enabled', 'lfs_enabled', 'archived',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('users'))
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('is_admin', 'integer', (column) => column.notNull())
    .addColumn('projects_limit', 'integer', (column) => column.notNull())
    .addColumn('can_create_group', 'integer', (column) => column.notNull())
    .addColumn('external', 'integer', (column) => column.notNull())
    .addColumn('bio', 'text', (column) => column.notNull())
    .addColumn('public_email', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('last_sign_in_at', 'text')
    .execute();
  await sql`create unique index users_username on users (lower(username))`.execute(db);
  await sql`create unique index users_email on users (lower(email))`.execute(db);

  await idColumn(db, db.schema.createTable('namespaces'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('full_path', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('owner_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (column) => column.references('namespaces.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await sql`create unique index namespaces_full_path on namespaces (lower(full_path))`.execute(db);

  let projects = idColumn(db, db.schema.createTable('projects'))
    .addColumn('namespace_id', 'integer', (column) => column.notNull().references('namespaces.id'))
    .addColumn('creator_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('default_branch', 'text', (column) => column.notNull())
    .addColumn('visibility', 'text', (column) => column.notNull());
  for (const name of projectFlags) projects = projects.addColumn(name, 'integer', (column) => column.notNull());
  await projects
    .addColumn('tag_list', 'text', (column) => column.notNull())
    .addColumn('ci_config_path', 'text')
    .addColumn('import_url', 'text')
    .addColumn('import_status', 'text', (column) => column.notNull())
    .addColumn('import_error', 'text')
    .addColumn('runners_token', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('last_activity_at', 'text', (column) => column.notNull())
    .execute();
  await sql`create unique index projects_namespace_path on projects (namespace_id, lower(path))`.execute(db);
  await sql`create unique index projects_namespace_name on projects (namespace_id, lower(name))`.execute(db);
  await db.schema.createIndex('projects_created_at').on('projects').columns(['created_at', 'id']).execute();

  await db.schema.createTable('project_members')
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_level', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .addPrimaryKeyConstraint('project_members_pkey', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_members_user').on('project_members').columns(['user_id']).execute();

  await idColumn(db, db.schema.createTable('access_tokens'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('refresh_token_hash', 'text', (column) => column.unique())
    .addColumn('scopes', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_used_at', 'text')
    .execute();

  await idColumn(db, db.schema.createTable('web_sessions'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
}
