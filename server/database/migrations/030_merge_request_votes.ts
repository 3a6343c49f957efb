import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../dialect.js';

/**
 * Each merge request's upvotes and downvotes (its `thumbsup` and `thumbsdown` awards) kept on the request, for every
 * representation of it. Counted in two subqueries per request instead, a page of 100 cost PostgreSQL 0.8 ms of its
 * statement's 4.6 ms, though the bench's requests have no awards at all. Triggers count the request's awards again
 * whenever one of those is given or taken back, whatever does it (the API, removing a user, a reset): counted rather
 * than added to, the columns are right whatever order a reset restores rows in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merge_requests').addColumn('upvotes', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('merge_requests').addColumn('downvotes', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await sql.raw(`update merge_requests set ${counted('merge_requests.id')}`).execute(db);
  if (isSqlite(db)) {
    for (const [event, row] of [['insert', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${sql.raw(`merge_request_votes_${event}`)} after ${sql.raw(event)} on award_emoji
        when ${vote(row)} begin ${recounted(row)}; end`.execute(db);
    }
  } else {
    await sql`create function merge_request_votes() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${recounted('new')}; else ${recounted('old')}; end if;
        return null;
      end $$`.execute(db);
    for (const [event, row] of [['insert', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${sql.raw(`merge_request_votes_${event}`)} after ${sql.raw(event)} on award_emoji
        for each row when ${vote(row)} execute function merge_request_votes()`.execute(db);
    }
  }
}

const vote = (row: 'new' | 'old') => sql.raw(`(${row}.awardable_type = 'MergeRequest' and ${row}.name in ('thumbsup', 'thumbsdown'))`);

const awards = (requestId: string, name: string) => `(select count(*) from award_emoji
  where awardable_type = 'MergeRequest' and awardable_id = ${requestId} and name = '${name}')`;

const counted = (requestId: string) => `upvotes = ${awards(requestId, 'thumbsup')}, downvotes = ${awards(requestId, 'thumbsdown')}`;

const recounted = (row: 'new' | 'old') => sql.raw(`update merge_requests set ${counted(`${row}.awardable_id`)} where id = ${row}.awardable_id`);
