// PostgreSQL's side of the prepared statements (prepared-statements.ts has SQLite's): data queries sent as named
// statements, parsed and planned once per connection, and statements that need no round trip of their own (a
// transaction's `begin`, writes whose result no one reads) sent in the same write as the query after them.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { jsonRowsSource, readJsonRow } from './json-rows.js';
import { capacity, rowBuilder, type Row } from './prepared-statements.js';

const preparable = /^\s*(select|insert|update|delete|with)\b/i;

/** Names a query text so that PostgreSQL parses and plans it once per connection. */
function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

interface NamedStatement {
  name: string;
  text: string;
  /** Made from the first run's description of the columns, which is the same for every run of the text. */
  row?: (values: Array<string | null>) => Row;
  /** The statement reading the same rows as JSON texts, run in its place once known; null where there is none. */
  jsonRows?: NamedStatement | null;
}

// PostgreSQL takes at most 100 arguments in a function call (FUNC_MAX_ARGS).
const postgresJsonRows = { jsonArray: 'json_build_array', maxArguments: 100 } as const;

/**
 * Types whose values JSON gives as pg's parsers do, or as SQLite gives them (a `bigint`, which pg reads as a
 * string, comes as a number, as a count does on SQLite, so every reader already takes both).
 */
const jsonRowTypes = (types: typeof pg.types) => new Set<number>([
  types.builtins.BOOL, types.builtins.INT2, types.builtins.INT4, types.builtins.INT8, types.builtins.FLOAT4, types.builtins.FLOAT8,
  types.builtins.TEXT, types.builtins.VARCHAR, types.builtins.BPCHAR, types.builtins.JSON, types.builtins.JSONB,
]);

/** The statement reading `statement`'s rows as one JSON text each (json-rows.ts), or null. */
function jsonRowsNamed(statement: NamedStatement, columns: pg.FieldDef[], jsonTypes: Set<number>): NamedStatement | null {
  if (columns.some((column) => !jsonTypes.has(column.dataTypeID))) return null;
  const text = jsonRowsSource(statement.text, columns.map((column) => column.name), postgresJsonRows);
  if (text === undefined) return null;
  const row = rowBuilder(columns.map((column) => column.name));
  return { name: statementName(text), text, row: (values) => readJsonRow(values[0]!, row), jsonRows: null };
}

/**
 * A row of the statement's columns from the text values PostgreSQL sends, in one object literal that parses each
 * value with pg's parser for its type (a later column of the same name wins, as in pg).
 */
function rowParser(types: typeof pg.types, columns: pg.FieldDef[]): (values: Array<string | null>) => Row {
  // Text arrives as it is read (pg's parser for it, which other types without one share, copies the string).
  const asText = types.getTypeParser(types.builtins.TEXT, 'text');
  const parsers = columns.map((column) => types.getTypeParser(column.dataTypeID, 'text'));
  const members = columns.map((column, index) =>
    `${JSON.stringify(column.name)}: ${parsers[index] === asText ? `values[${index}]` : `values[${index}] === null ? null : parsers[${index}](values[${index}])`}`);
  const build = new Function('parsers', 'values', `return { ${members.join(', ')} };`) as (parsers: unknown[], values: Array<string | null>) => Row;
  return (values) => build(parsers, values);
}

/** The messages of pg's connection that a held `begin` is sent with (pg's own Query sends the statement's). */
interface ProtocolConnection {
  parse(message: { text: string; name: string }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string; rows: number }): void;
}

interface QueryCompletion {
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
}

/** What pg's Query does of a description and a data row message, which this query reads itself. */
interface QueryMessages {
  handleRowDescription(message: { fields: pg.FieldDef[] }): void;
  handleDataRow(message: { fields: Array<string | null> }): void;
}

/**
 * A query of a named statement that builds its rows itself: pg copies an object of every column for each row and
 * sets them one by one, and prepares that object again from each run's description of the columns (a seventh of
 * the CPU of reading one project), which on wide rows (a merge request page) cost more than the database's work.
 */
function statementQueryClass(driver: typeof pg) {
  const jsonTypes = jsonRowTypes(driver.types);
  return class StatementQuery extends driver.Query implements QueryMessages {
    readonly #statement: NamedStatement;
    readonly #rows: Row[] = [];
    /** Sends the transaction's held `begin` first, in the same write: its completion is then still to come. */
    #begins: boolean;

    constructor(statement: NamedStatement, values: unknown[], begins: boolean, done: (error: Error | undefined, result: pg.QueryResult) => void) {
      // Given the text alone, pg takes it as it is instead of copying a configuration object.
      super(statement.text, values, (error, result) => done(error, result as unknown as pg.QueryResult));
      (this as unknown as { name: string }).name = statement.name;
      this.#statement = statement;
      this.#begins = begins;
    }

    prepare(connection: ProtocolConnection): void {
      if (this.#begins) {
        connection.parse({ text: 'begin', name: '' });
        connection.bind({ portal: '', statement: '', values: [] });
        connection.execute({ portal: '', rows: 0 });
      }
      (driver.Query.prototype as unknown as { prepare(connection: ProtocolConnection): void }).prepare.call(this, connection);
    }

    handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
      if (this.#begins) {
        this.#begins = false;
        return;
      }
      (driver.Query.prototype as unknown as QueryCompletion).handleCommandComplete.call(this, message, connection);
    }

    handleRowDescription(message: { fields: pg.FieldDef[] }): void {
      if (!this.#statement.row) {
        this.#statement.row = rowParser(driver.types, message.fields);
        this.#statement.jsonRows = jsonRowsNamed(this.#statement, message.fields, jsonTypes);
      }
      // pg answers with its result object, whose rows are these.
      (this as unknown as { _result: { rows: Row[] } })._result.rows = this.#rows;
    }

    handleDataRow(message: { fields: Array<string | null> }): void {
      this.#rows.push(this.#statement.row!(message.fields));
    }
  };
}

// Kysely's `begin`, and what ends a transaction in which nothing was sent yet.
const begin = /^begin$/i;
const emptyTransactionEnd = /^(commit|rollback)$/i;

/**
 * A pool whose clients send data queries as named prepared statements (pg keeps them per connection), and a
 * transaction's `begin` with its first statement: each round trip costs the server and the database a wake-up
 * of the other (on this two-CPU machine, a write's dozen of them took more CPU than its statements).
 */
export function withNamedStatements(driver: typeof pg, pool: pg.Pool): pg.Pool {
  const StatementQuery = statementQueryClass(driver);
  const statements = new Map<string, NamedStatement>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const { parsedStatements } = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection;
    // A `begin` acknowledged to Kysely but not sent yet.
    let heldBegin = false;
    const sendHeldBegin = () => {
      heldBegin = false;
      // pg runs a client's queries in turn, so it still comes first. Its failure (a lost connection) fails the query
      // queued behind it too, which reports it.
      (query('begin') as Promise<unknown>).catch(() => undefined);
    };
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string' && callback === undefined) {
        if (!heldBegin && begin.test(config)) {
          heldBegin = true;
          return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
        }
        if (heldBegin && emptyTransactionEnd.test(config)) {
          heldBegin = false;
          return Promise.resolve({ command: config.toUpperCase(), rowCount: null, rows: [], fields: [] });
        }
      }
      // Several statements in one text (a semicolon) cannot be a prepared statement: they go as one simple query.
      if (typeof config !== 'string' || !Array.isArray(values) || callback !== undefined || !preparable.test(config) || config.includes(';')) {
        if (heldBegin) sendHeldBegin();
        return query(config, values, callback);
      }
      let statement = statements.get(config);
      if (!statement) {
        statement = { name: statementName(config), text: config };
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
        statements.set(config, statement);
      }
      const named = statement.jsonRows ?? statement;
      // Only with a statement parsed before on this connection: pg takes a query's first parse completion for its
      // statement's, which would hide a failed parse.
      const begins = heldBegin && parsedStatements[named.name] !== undefined;
      if (heldBegin && !begins) sendHeldBegin();
      heldBegin = false;
      return new Promise<pg.QueryResult>((resolve, reject) => {
        query(new StatementQuery(named, values, begins, (error, result) => {
          if (!error) return resolve(result);
          // A rewritten statement PostgreSQL refuses (class 42: syntax or names) is not tried again.
          if (named !== statement && /^42/.test((error as Error & { code?: string }).code ?? '')) statement.jsonRows = null;
          reject(error);
        }));
      });
    }) as typeof client.query;
  });
  return pool;
}
