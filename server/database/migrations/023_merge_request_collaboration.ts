import type { Kysely } from 'kysely';

/** Whether members who may merge a request from a fork may push to its source branch (`allow_collaboration`). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merge_requests').addColumn('allow_collaboration', 'integer', (definition) => definition.notNull().defaultTo(0)).execute();
}
