// Internal ids (`iid`) count per project and kind. One upsert both creates the counter and takes the next number:
// PostgreSQL locks the counter row until the caller's transaction ends and SQLite serialises writers, so concurrent
// creates never get the same number, and a deleted record never gives its number back.
import { sql } from 'kysely';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';

export type IidKind = 'merge_requests' | 'issues' | 'milestones';

// Prepared: every create of a merge request, issue or milestone takes one.
const nextIid = preparedQuery((db: Database, projectId: number, kind: IidKind) => db
  .insertInto('iid_counters')
  .values({ project_id: projectId, kind, last_value: 1 })
  .onConflict((conflict) => conflict.columns(['project_id', 'kind']).doUpdateSet({ last_value: sql`iid_counters.last_value + 1` }))
  .returning('last_value'));

/** The next iid of `kind` in the project; call it inside the transaction that inserts the record. */
export async function allocateIid(db: Database, projectId: number, kind: IidKind): Promise<number> {
  const [counter] = await nextIid(db, projectId, kind);
  return counter!.last_value;
}
