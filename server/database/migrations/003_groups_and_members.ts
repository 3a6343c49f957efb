import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/**
 * Groups are namespaces of kind `group`; `groups` holds what only a group has, keyed by its namespace. Group
 * memberships (inherited by subgroups) and project shares with groups grant access to projects. Expiry dates are
 * `YYYY-MM-DD` text: a membership or share is active while today (UTC) is before it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('groups')
    .addColumn('namespace_id', 'integer', (column) => column.primaryKey().references('namespaces.id').onDelete('cascade'))
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('visibility', 'text', (column) => column.notNull())
    .addColumn('lfs_enabled', 'integer', (column) => column.notNull())
    .addColumn('request_access_enabled', 'integer', (column) => column.notNull())
    .execute();

  await db.schema.createTable('group_members')
    .addColumn('group_id', 'integer', (column) => column.notNull().references('namespaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_level', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .addPrimaryKeyConstraint('group_members_pkey', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_members_user').on('group_members').columns(['user_id']).execute();

  await idColumn(db, db.schema.createTable('project_group_links'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (column) => column.notNull().references('namespaces.id').onDelete('cascade'))
    .addColumn('group_access', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .execute();
  await sql`create unique index project_group_links_project_group on project_group_links (project_id, group_id)`.execute(db);
  await db.schema.createIndex('project_group_links_group').on('project_group_links').columns(['group_id']).execute();
  await db.schema.createIndex('namespaces_parent').on('namespaces').columns(['parent_id']).execute();
}
