// Statements prepared once and reused. Kysely's drivers prepare every query again (SQLite) or send it unnamed
// (PostgreSQL), which cost a fifth of a simple request's CPU; a request runs the same few query texts every time.
import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/** Enough for every query text the server builds; beyond it the oldest statements are dropped. */
const capacity = 2000;

/** A better-sqlite3 database whose `prepare` answers a cached statement for a query text it has seen. */
export function withStatementCache(database: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
  return database;
}

const preparable = /^\s*(select|insert|update|delete|with)\b/i;

/** Names a query text so that PostgreSQL parses and plans it once per connection. */
function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/** A pool whose clients send data queries as named prepared statements (pg keeps them per connection). */
export function withNamedStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config !== 'string' || !Array.isArray(values) || !preparable.test(config)) return query(config, values, callback);
      let name = names.get(config);
      if (!name) {
        name = statementName(config);
        if (names.size >= capacity) names.delete(names.keys().next().value!);
        names.set(config, name);
      }
      return query({ name, text: config, values }, callback);
    }) as typeof client.query;
  });
  return pool;
}
