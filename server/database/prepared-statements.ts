// Statements prepared once and reused. Kysely's drivers prepare every query again (SQLite) or send it unnamed
// (PostgreSQL: postgres-statements.ts), which cost a fifth of a simple request's CPU; a request runs the same few
// query texts every time.
import type SQLite from 'better-sqlite3';
import { jsonRowsSource, readJsonRow } from './json-rows.js';

/** Enough for every query text the server builds; beyond it the oldest statements are dropped. */
export const capacity = 2000;

export type Row = Record<string, unknown>;

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
export function rowBuilder(columns: string[]): (values: unknown[]) => Row {
  const members = columns.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${members.join(', ')} };`) as (values: unknown[]) => Row;
}

// SQLite's limit on a function's arguments (SQLITE_MAX_FUNCTION_ARG) is 127 unless built otherwise.
const sqliteJsonRows = { jsonArray: 'json_array', maxArguments: 127 } as const;

/**
 * The statement reading `source`'s rows as one JSON text each (json-rows.ts), where it can be rewritten and SQLite
 * accepts it. JSON holds no BLOB (SQLite would write null), so a statement with a BLOB column is read as it is.
 */
function jsonRowsStatement(prepare: (source: string) => SQLite.Statement, source: string, columns: SQLite.ColumnDefinition[]): SQLite.Statement | undefined {
  if (columns.some((column) => /blob/i.test(column.type ?? ''))) return undefined;
  const rewritten = jsonRowsSource(source, columns.map((column) => column.name), sqliteJsonRows);
  if (rewritten === undefined) return undefined;
  try {
    return prepare(rewritten).pluck(true);
  } catch {
    return undefined;
  }
}

function driverStatement(prepare: (source: string) => SQLite.Statement, source: string, statement: SQLite.Statement): DriverStatement {
  if (!statement.reader) return statement as unknown as DriverStatement;
  const raw = statement.raw(true);
  const columns = raw.columns();
  const row = rowBuilder(columns.map((column) => column.name));
  const asJson = jsonRowsStatement(prepare, source, columns);
  return {
    reader: true,
    all: asJson
      ? (parameters) => (asJson.all(parameters) as string[]).map((text) => readJsonRow(text, row))
      : (parameters) => (raw.all(parameters) as unknown[][]).map(row),
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
      statement = driverStatement(prepare, source, prepare(source));
      if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  }) as unknown as typeof database.prepare;
  return database;
}
