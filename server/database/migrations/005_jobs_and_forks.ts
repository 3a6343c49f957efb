import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/**
 * The durable job queue, the fork relation between projects and the time of a project's last housekeeping.
 *
 * A job is `queued` until a worker claims it (`running`, with `locked_by` and a lease in `locked_until`), then
 * `done`, or `queued` again with a later `run_at` after a failure, or `failed` once its attempts are used up.
 * `unique_key` names the thing a job works on when only one such job may be pending at a time (housekeeping of one
 * project): at most one queued or running job holds a given key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('max_attempts', 'integer', (column) => column.notNull())
    .addColumn('unique_key', 'text')
    .addColumn('run_at', 'text', (column) => column.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await sql`create index jobs_queued on jobs (run_at, id) where state = 'queued'`.execute(db);
  await sql`create index jobs_running on jobs (locked_until) where state = 'running'`.execute(db);
  await sql`create index jobs_done on jobs (updated_at) where state = 'done'`.execute(db);
  await sql`create unique index jobs_pending_unique_key on jobs (unique_key) where state in ('queued', 'running')`.execute(db);

  await db.schema.alterTable('projects')
    .addColumn('forked_from_project_id', 'integer', (column) => column.references('projects.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('projects').addColumn('last_housekeeping_at', 'text').execute();
  await db.schema.createIndex('projects_forked_from').on('projects').columns(['forked_from_project_id']).execute();
}
