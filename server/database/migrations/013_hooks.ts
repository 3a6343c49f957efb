import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/** Project webhooks. The token is stored as given: it is sent to the receiver with every delivery. */
export async function up(db: Kysely<any>): Promise<void> {
  const off = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(0);
  await idColumn(db, db.schema.createTable('project_hooks'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('token', 'text')
    .addColumn('push_events', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('issues_events', 'integer', off)
    .addColumn('merge_requests_events', 'integer', off)
    .addColumn('tag_push_events', 'integer', off)
    .addColumn('note_events', 'integer', off)
    .addColumn('job_events', 'integer', off)
    .addColumn('pipeline_events', 'integer', off)
    .addColumn('wiki_page_events', 'integer', off)
    .addColumn('enable_ssl_verification', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('project_hooks_project').on('project_hooks').columns(['project_id', 'id']).execute();
}
