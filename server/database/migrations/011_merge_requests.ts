import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/**
 * Merge requests and what hangs off them: diff versions (filled from the repositories), per-user subscriptions,
 * todos and the event log that feeds hooks.
 *
 * A request lives in its target project (`project_id`); `source_project_id` is the fork it comes from, or the same
 * project. Only one request per source and target branch may be open (`merge_requests_one_open`). Labels are a JSON
 * array of names, as on issues. A todo's target is polymorphic (`target_type` +
 * `target_id`), so it has no foreign key to it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('merge_requests'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('iid', 'integer', (column) => column.notNull())
    .addColumn('source_project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('source_branch', 'text', (column) => column.notNull())
    .addColumn('target_branch', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('author_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('assignee_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('milestone_id', 'integer', (column) => column.references('milestones.id').onDelete('set null'))
    .addColumn('labels', 'text', (column) => column.notNull())
    .addColumn('discussion_locked', 'integer')
    .addColumn('squash', 'integer', (column) => column.notNull())
    .addColumn('force_remove_source_branch', 'integer', (column) => column.notNull())
    .addColumn('merge_when_pipeline_succeeds', 'integer', (column) => column.notNull())
    .addColumn('merge_commit_message', 'text')
    .addColumn('should_remove_source_branch', 'integer')
    .addColumn('merge_status', 'text', (column) => column.notNull())
    .addColumn('merge_commit_sha', 'text')
    .addColumn('merged_by_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('merged_at', 'text')
    .addColumn('closed_by_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('closed_at', 'text')
    .addColumn('time_estimate', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('total_time_spent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('merge_requests_project_iid', ['project_id', 'iid'])
    .execute();
  await db.schema.createIndex('merge_requests_source').on('merge_requests').columns(['source_project_id', 'source_branch']).execute();
  // At most one open request per source and target branch, also when two creates (or reopens) run at once.
  await db.schema.createIndex('merge_requests_one_open').on('merge_requests').unique()
    .columns(['project_id', 'source_project_id', 'source_branch', 'target_branch'])
    .where(sql.ref('state'), '=', 'opened')
    .execute();
  await db.schema.createIndex('merge_requests_author').on('merge_requests').columns(['author_id']).execute();

  await idColumn(db, db.schema.createTable('merge_request_diffs'))
    .addColumn('merge_request_id', 'integer', (column) => column.notNull().references('merge_requests.id').onDelete('cascade'))
    .addColumn('head_commit_sha', 'text', (column) => column.notNull())
    .addColumn('base_commit_sha', 'text', (column) => column.notNull())
    .addColumn('start_commit_sha', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('real_size', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('merge_request_diffs_request').on('merge_request_diffs').columns(['merge_request_id']).execute();

  await db.schema
    .createTable('merge_request_subscriptions')
    .addColumn('merge_request_id', 'integer', (column) => column.notNull().references('merge_requests.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscribed', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('merge_request_subscriptions_pkey', ['merge_request_id', 'user_id'])
    .execute();

  await idColumn(db, db.schema.createTable('todos'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (column) => column.notNull())
    .addColumn('target_id', 'integer', (column) => column.notNull())
    .addColumn('action_name', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('todos_target').on('todos').columns(['target_type', 'target_id', 'user_id']).execute();

  await idColumn(db, db.schema.createTable('merge_request_events'))
    .addColumn('merge_request_id', 'integer', (column) => column.notNull().references('merge_requests.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('changes', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('merge_request_events_request').on('merge_request_events').columns(['merge_request_id']).execute();
}
