import type { Kysely } from 'kysely';

/**
 * Fields clients read that had no column: a merge request's reviewer (one, as the real service's community edition
 * keeps one), why its last merge attempt failed and its squash commit; an issue's due date; the hook switches for
 * confidential issues and comments and releases, and the branch filter of push deliveries; when a hook was last edited.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('merge_requests').addColumn('reviewer_id', 'integer', (column) => column.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('merge_requests').addColumn('merge_error', 'text').execute();
  await db.schema.alterTable('merge_requests').addColumn('squash_commit_sha', 'text').execute();
  await db.schema.alterTable('issues').addColumn('due_date', 'text').execute();
  for (const name of ['confidential_issues_events', 'confidential_note_events', 'releases_events']) {
    await db.schema.alterTable('project_hooks').addColumn(name, 'integer', (column) => column.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('project_hooks').addColumn('push_events_branch_filter', 'text').execute();
  // When a hook was last edited, for If-Unmodified-Since.
  await db.schema.alterTable('project_hooks').addColumn('updated_at', 'text').execute();
}
