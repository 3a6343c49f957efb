// Query builders that every request starts from, built once per database handle: Kysely's builders are immutable
// (each step returns a new one), so one built for a handle is the start of any number of queries on it. Built
// anew for each list request, the joins and selections of a merge request's base query were 4% of a page's CPU.
import type { Database } from './schema.js';

export function builtOncePerDatabase<Builder>(build: (db: Database) => Builder): (db: Database) => Builder {
  const built = new WeakMap<Database, Builder>();
  return (db) => {
    let builder = built.get(db);
    if (builder === undefined) built.set(db, (builder = build(db)));
    return builder;
  };
}
