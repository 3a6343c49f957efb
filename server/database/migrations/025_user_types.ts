import type { Kysely } from 'kysely';

/**
 * The kind of a user that is not a person: `ghost`, the user that a deleted user's issues, merge requests and projects
 * are moved to (as the real service's Ghost User). Null for everyone else.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('user_type', 'text').execute();
}
