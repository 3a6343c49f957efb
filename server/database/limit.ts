// A LIMIT written into the statement's text rather than bound: SQLite's planner reads a bound LIMIT's value, so every
// new binding expires the prepared statement and SQLite prepares it again on the next run (each page of a list did
// so twice, for its ids and for its count, as did each job claim). A literal keeps the statement prepared; on
// PostgreSQL it lets the plan know how many rows are wanted.
import { sql, type RawBuilder } from 'kysely';

/** `count` rows at most, in the SQL itself: only for counts the server chose (the page size, one row). */
export function literalLimit(count: number): RawBuilder<number> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a row count: ${count}`);
  return sql.lit(count);
}
