import type { Kysely } from 'kysely';

/**
 * Who set a merge request to merge when its pipeline succeeds: the merge, done later by a job, is theirs
 * (`merged_by`). A row exists exactly while `merge_requests.merge_when_pipeline_succeeds` is set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merge_request_auto_merges')
    .addColumn('merge_request_id', 'integer', (column) => column.primaryKey().references('merge_requests.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}
