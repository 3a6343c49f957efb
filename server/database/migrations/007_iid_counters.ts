import type { Kysely } from 'kysely';

/** Per-project counters for internal ids (`iid`) of merge requests, issues and milestones; numbers are never reused. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('iid_counters')
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('last_value', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('iid_counters_pkey', ['project_id', 'kind'])
    .execute();
}
