// Statements prepared once and reused. Kysely's drivers prepare every query again (SQLite) or send it unnamed
// (PostgreSQL), which cost a fifth of a simple request's CPU; a request runs the same few query texts every time.
import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/** Enough for every query text the server builds; beyond it the oldest statements are dropped. */
const capacity = 2000;

type Row = Record<string, unknown>;

/** What Kysely's SQLite driver uses of a statement. */
interface DriverStatement {
  readonly reader: boolean;
  all(parameters: unknown[]): unknown[];
  run(parameters: unknown[]): SQLite.RunResult;
  iterate(parameters: unknown[]): IterableIterator<unknown>;
}

/**
 * Turns a row read as an array into the object better-sqlite3 would have made (a later column of the same name
 * wins, as there), with one object literal: better-sqlite3 builds each row property by property, which was most
 * of the time of reading a page of a list (100 merge requests of 32 columns: about three times the raw read).
 */
function rowBuilder(columns: string[]): (values: unknown[]) => Row {
  const members = columns.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${members.join(', ')} };`) as (values: unknown[]) => Row;
}

function driverStatement(statement: SQLite.Statement): DriverStatement {
  if (!statement.reader) return statement as unknown as DriverStatement;
  const raw = statement.raw(true);
  const row = rowBuilder(raw.columns().map((column) => column.name));
  return {
    reader: true,
    all: (parameters) => (raw.all(parameters) as unknown[][]).map(row),
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const values of raw.iterate(parameters) as IterableIterator<unknown[]>) yield row(values);
    },
  };
}

/** A better-sqlite3 database whose `prepare` answers a cached statement for a query text it has seen. */
export function withStatementCache(database: SQLite.Database): SQLite.Database {
  const statements = new Map<string, DriverStatement>();
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = driverStatement(prepare(source));
      if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  }) as unknown as typeof database.prepare;
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
      // Several statements in one text (a semicolon) cannot be a prepared statement: they go as one simple query.
      if (typeof config !== 'string' || !Array.isArray(values) || !preparable.test(config) || config.includes(';')) return query(config, values, callback);
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
