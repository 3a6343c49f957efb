import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/**
 * Stars, custom attributes and uploaded files of projects. Every row belongs to its project and goes with it
 * (`on delete cascade`); a star also goes with its user, an upload keeps its file when its uploader is removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('project_stars')
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('project_stars_pkey', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_stars_user').on('project_stars').columns(['user_id']).execute();

  await db.schema.createTable('project_custom_attributes')
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('project_custom_attributes_pkey', ['project_id', 'key'])
    .execute();
  await db.schema.createIndex('project_custom_attributes_key_value').on('project_custom_attributes').columns(['key', 'value']).execute();

  await idColumn(db, db.schema.createTable('project_uploads'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('project_uploads_location').on('project_uploads').columns(['project_id', 'secret', 'file_name']).unique().execute();
}
