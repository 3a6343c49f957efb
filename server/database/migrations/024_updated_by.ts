import type { Kysely } from 'kysely';

/** Who last edited an issue or a merge request, which hook deliveries report as `updated_by_id`. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('issues').addColumn('updated_by_id', 'integer').execute();
  await db.schema.alterTable('merge_requests').addColumn('updated_by_id', 'integer').execute();
}
