import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Whether a merge request is its author's first contribution asks, for every request shown, whether the author has
  // another request merged into the project: found in this index, instead of by reading each of the author's requests.
  await db.schema.createIndex('merge_requests_project_author_state').on('merge_requests').columns(['project_id', 'author_id', 'state']).execute();
  // At most one open request per source and target branch, as before, but no longer a partial index: SQLite compares
  // a partial index's condition (`state = 'opened'`) with every bound value a query compares `state` with, and then
  // prepares the statement again each time that value is bound, which cost a read of one merge request 20 times the
  // statement's own time. Here requests that are not open each have their own key (their id), so only open ones clash.
  await db.schema.dropIndex('merge_requests_one_open').execute();
  await sql`create unique index merge_requests_one_open on merge_requests
    (project_id, source_project_id, source_branch, target_branch, (case when state = 'opened' then 0 else id end))`.execute(db);
}
