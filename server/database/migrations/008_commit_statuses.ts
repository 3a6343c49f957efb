import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/**
 * Statuses that external systems report for commits (`POST /projects/:id/statuses/:sha`). A status is known by
 * project, commit, `name` and `ref`; reports change it while it is pending or running, and add a new one after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('commit_statuses'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('sha', 'text', (column) => column.notNull())
    .addColumn('ref', 'text')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('target_url', 'text')
    .addColumn('description', 'text')
    .addColumn('coverage', 'double precision')
    .addColumn('allow_failure', 'integer', (column) => column.notNull())
    .addColumn('author_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('commit_statuses_commit').on('commit_statuses').columns(['project_id', 'sha', 'id']).execute();
}
