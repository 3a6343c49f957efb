import type { Kysely } from 'kysely';

/** A label's priority in its project (lower first), set on create or edit; null when it has none. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('labels').addColumn('priority', 'integer').execute();
}
