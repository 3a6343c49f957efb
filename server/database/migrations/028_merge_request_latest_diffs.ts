import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../dialect.js';

/**
 * Each merge request's latest diff version, kept by the database as versions are recorded, for the `sha` and
 * `diff_refs` of every merge request representation. Found per request with `max(id)` over its versions instead,
 * PostgreSQL, once it had analyzed the tables, scanned the versions table once per request of the project: 3-4 ms
 * for the statement of a page of 100. A trigger keeps it in the statement that records the version, whatever records it
 * (the API, a fixture, an import). Versions are removed only with their request, which removes its row here too.
 * The rows are derived: a reset does not copy them but lets the trigger make them again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('merge_request_latest_diffs')
    .addColumn('merge_request_id', 'integer', (column) => column.primaryKey().references('merge_requests.id').onDelete('cascade'))
    .addColumn('diff_id', 'integer', (column) => column.notNull())
    .execute();
  await sql`insert into merge_request_latest_diffs (merge_request_id, diff_id)
    select merge_request_id, max(id) from merge_request_diffs group by merge_request_id`.execute(db);
  if (isSqlite(db)) {
    await sql`create trigger latest_diff_insert after insert on merge_request_diffs begin ${recorded}; end`.execute(db);
  } else {
    await sql`create function latest_diff() returns trigger language plpgsql as $$
      begin ${recorded}; return null; end $$`.execute(db);
    await sql`create trigger latest_diff after insert on merge_request_diffs for each row execute function latest_diff()`.execute(db);
  }
}

const recorded = sql.raw(`insert into merge_request_latest_diffs (merge_request_id, diff_id) values (new.merge_request_id, new.id)
  on conflict (merge_request_id) do update set diff_id = excluded.diff_id where merge_request_latest_diffs.diff_id < excluded.diff_id`);
