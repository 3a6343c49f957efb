// A value that changes whenever anything is written to the database, by this process or another; what a cached
// answer is checked against.
import { CompiledQuery, type Kysely } from 'kysely';
import { isSqlite } from './dialect.js';
import type { Database } from './schema.js';

// SQLite: the rows this connection has changed (counted even when rolled back, which only costs a cached answer)
// and `data_version`, which moves when another connection commits.
const sqliteVersion = CompiledQuery.raw(
  "select total_changes() || ':' || (select data_version from pragma_data_version) as version",
);
// PostgreSQL: a transaction that writes takes a transaction id, so the current snapshot (the next id to assign and
// those in progress) differs after any write has started or finished, in this database or another of the server.
const postgresVersion = CompiledQuery.raw('select pg_current_snapshot()::text as version');

export function dataVersionReader(db: Database): () => Promise<string> {
  const query = isSqlite(db as Kysely<any>) ? sqliteVersion : postgresVersion;
  return async () => {
    const { rows } = await db.executeQuery<{ version: string }>(query);
    return rows[0]!.version;
  };
}
