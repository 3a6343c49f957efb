// Internal ids (`iid`) count per project and kind. One upsert both creates the counter and takes the next number:
// PostgreSQL locks the counter row until the caller's transaction ends and SQLite serialises writers, so concurrent
// creates never get the same number, and a deleted record never gives its number back. The record's insert reads
// the number taken (`takenIid`) instead of being given it, so the upsert's result is not awaited: on PostgreSQL the
// two are sent to the database together, in one round trip.
import { sql } from 'kysely';
import { preparedWrite } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';

export type IidKind = 'merge_requests' | 'issues' | 'milestones';

/**
 * Takes the project's next iid of `kind` for the record inserted next in the same transaction, which gives
 * `takenIid` as its iid. Prepared: every create of a merge request, issue or milestone takes one.
 */
export const takeIid = preparedWrite((db: Database, projectId: number, kind: IidKind) => db
  .insertInto('iid_counters')
  .values({ project_id: projectId, kind, last_value: 1 })
  .onConflict((conflict) => conflict.columns(['project_id', 'kind']).doUpdateSet({ last_value: sql`iid_counters.last_value + 1` })));

/** The iid `takeIid` took, as the value of the record's `iid` in its insert. */
export const takenIid = (db: Database, projectId: number, kind: IidKind) => db
  .selectFrom('iid_counters').select('last_value').where('project_id', '=', projectId).where('kind', '=', kind);
