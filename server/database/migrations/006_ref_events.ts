import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/** Every ref change of every repository, whatever moved it (a push, an API commit, a branch call). */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('ref_events'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('ref', 'text', (column) => column.notNull())
    .addColumn('before', 'text', (column) => column.notNull())
    .addColumn('after', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('ref_events_project').on('ref_events').columns(['project_id', 'id']).execute();
}
