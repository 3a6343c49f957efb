import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig } from 'kysely';
import { HeldReads, withNamedStatements } from './postgres-statements.js';
import { withStatementCache } from './prepared-statements.js';
import type { Database } from './schema.js';

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  /** A file, or the bytes of a database image opened in memory (`serialize()` of better-sqlite3). */
  | { kind: 'sqlite'; file: string | Buffer };

/** PostgreSQL when DATABASE_URL is set, otherwise an embedded SQLite file under the data directory. */
export function databaseLocation(databaseUrl: string | undefined, dataDir: string): DatabaseLocation {
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl };
  mkdirSync(dataDir, { recursive: true });
  return { kind: 'sqlite', file: join(dataDir, 'service.sqlite3') };
}

/** `log` hears every statement run (tests count a request's round trips with it). */
export function openDatabase(location: DatabaseLocation, log?: LogConfig): Database {
  if (location.kind === 'postgres') {
    const heldReads = new HeldReads();
    const db: Database = new Kysely({ dialect: new PostgresDialect({ pool: () => openPool(location.url, heldReads) }), log });
    HeldReads.of.set(db, heldReads);
    return db;
  }
  const sqlite = new SQLite(location.file);
  // WAL lets readers run beside a writer; the busy timeout makes a second process wait instead of failing.
  // Commits are not flushed to disk one by one (`synchronous = NORMAL`, SQLite's advice for WAL): a commit outlives the
  // server process, not the machine losing power, and the database stays whole either way. better-sqlite3 opens a
  // database already in WAL mode so; said here, the process that creates the file does the same.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log });
}

/**
 * Loaded on first use: the driver (and the fetch implementation it probes for) is a tenth of a SQLite server's boot.
 * node-postgres, not postgres.js: under Kysely (kysely-postgres-js reserves a connection for each query, so its
 * pipelining does not apply) postgres.js with named statements served the lists and the writes slower, measured.
 */
async function openPool(url: string, heldReads: HeldReads) {
  const { default: pg } = await import('pg');
  // Dates compared in SQL (membership expiry) are UTC days in ISO form, as on SQLite. No JIT compilation, as the real
  // service configures its databases: compiling a plan priced high (a deep page) took longer than running it.
  // Random reads priced near sequential ones, as for data in memory: at the default (4, for spinning disks), a
  // lookup by key in a table of a few pages, run once per row of a page (the caller's access to each project), was
  // planned as a scan of the whole table each time.
  // Commits answered before their WAL reaches the disk (`synchronous_commit = off`), as SQLite's are above: a commit
  // outlives the server process, and a crash of the database loses at most its last fraction of a second, never its
  // consistency. A write's flush (1-3 ms here) was waited for with the written rows locked, where concurrent writes
  // of the same rows (an issue's number, a merge request) queued behind it.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c TimeZone=UTC -c DateStyle=ISO,YMD -c jit=off -c random_page_cost=1.1 -c synchronous_commit=off',
  });
  // An idle connection that fails (the database restarted, say) leaves the pool, which reports it here; unheard,
  // the report would end the process. Connections still closing after the pool was ended are expected to go.
  pool.on('error', (error) => {
    if (!pool.ending) console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  return withNamedStatements(pg, pool, heldReads);
}
