import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/** Project integrations (the custom issue tracker): one row per project and integration, its settings as JSON. */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('project_integrations'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('properties', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('project_integrations_unique', ['project_id', 'slug'])
    .execute();
}
