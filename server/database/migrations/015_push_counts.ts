import type { Kysely } from 'kysely';

/**
 * Pushes to a project since its last `git gc`, counted for automatic housekeeping: the periods of the
 * `housekeeping_*_period` settings are counted in these. A project without a row has no push counted yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_counts')
    .addColumn('project_id', 'integer', (column) => column.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('pushes_since_gc', 'integer', (column) => column.notNull())
    .execute();
}
