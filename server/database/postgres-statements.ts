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
  /** Whether it may carry held reads: a read that takes no lock, which could keep them waiting for another's. */
  carriesReads?: boolean;
}

const lockFree = (text: string): boolean => /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(text);

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

/**
 * Ends a write whose result no one reads (`preparedWrite`, `writeWithNextStatement` in prepared-query.ts): in a
 * transaction it is held and sent with the transaction's next statement, most often its commit, in the same write.
 */
export const sentWithNextStatement = ' /* sent with the next statement */';

/**
 * Ends a transaction's last statement (`preparedLastStatement` in prepared-query.ts): its commit is sent with it, in
 * the same write, so that the transaction holds its locks for no further round trip.
 */
export const committedWithIt = ' /* committed with it */';

/**
 * Ends a read run right after its transaction's commit (`preparedAfterCommit` in prepared-query.ts): the commit, and
 * the writes held for it, go ahead of it in the same write, so that what the transaction wrote is read back without
 * a round trip of its own and without holding the transaction's locks while it runs.
 */
export const afterItsCommit = ' /* after its commit */';

/** The messages of pg's connection that the statements sent ahead of a query use (pg's own Query sends the query's). */
interface ProtocolConnection {
  parse(message: { text: string; name: string }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

interface GetRows {
  _getRows(connection: ProtocolConnection, rows: number | undefined): void;
}

interface QueryCompletion {
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
}

interface QueryFailure {
  handleError(error: Error, connection: ProtocolConnection): void;
}

/** What pg's Query does of a description and a data row message, which this query reads itself. */
interface QueryMessages {
  handleRowDescription(message: { fields: pg.FieldDef[] }): void;
  handleDataRow(message: { fields: Array<string | null> }): void;
}

/**
 * A statement sent ahead of a query, in the same write and before the same sync: the transaction's held `begin`
 * (unnamed, parsed each time) or a held write (named, and parsed on the connection before). PostgreSQL skips what
 * follows a failed one, so its error is the query's.
 */
interface Ahead {
  statement: NamedStatement;
  values: unknown[];
  /** A read sent ahead (`HeldReads`): its rows, read with its statement's row builder, go to it, not to the query. */
  read?: HeldRead;
}

/** A read waiting for a statement to go with (`HeldReads.hold`), and where its rows go. */
interface HeldRead {
  text: string;
  values: unknown[];
  rows: Row[];
  resolve(rows: Row[]): void;
  reject(error: Error): void;
}

const beginStatement: NamedStatement = { name: '', text: 'begin' };
const commitStatement: NamedStatement = { name: '', text: 'commit' };

/** Set on a query's failure when every statement sent ahead of it had completed (a commit ahead took effect). */
const aheadCompleted = Symbol('aheadCompleted');

/**
 * A query of a named statement that builds its rows itself: pg copies an object of every column for each row and
 * sets them one by one, and prepares that object again from each run's description of the columns (a seventh of
 * the CPU of reading one project), which on wide rows (a merge request page) cost more than the database's work.
 */
function statementQueryClass(driver: typeof pg) {
  const jsonTypes = jsonRowTypes(driver.types);
  const { prepareValue } = (driver as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;
  return class StatementQuery extends driver.Query implements QueryMessages {
    readonly #statement: NamedStatement;
    readonly #rows: Row[] = [];
    readonly #ahead: Ahead[];
    /** The commit sent after the query, in the same write: its completion is not the query's. */
    readonly #commitBehind: boolean;
    /** The completions of the statements sent ahead still to come, which are not this query's. */
    #completionsAhead: number;
    #completed = false;

    constructor(statement: NamedStatement, values: unknown[], ahead: Ahead[], commitBehind: boolean, done: (error: Error | undefined, result: pg.QueryResult) => void) {
      // Given the text alone, pg takes it as it is instead of copying a configuration object.
      super(statement.text, values, (error, result) => done(error, result as unknown as pg.QueryResult));
      // An unnamed statement (a `commit` carrying held writes) still goes by parse, bind and execute.
      Object.assign(this, { name: statement.name, queryMode: 'extended' });
      this.#statement = statement;
      this.#ahead = ahead;
      this.#commitBehind = commitBehind;
      this.#completionsAhead = ahead.length;
    }

    prepare(connection: ProtocolConnection): void {
      for (const { statement, values } of this.#ahead) {
        if (!statement.name) connection.parse({ text: statement.text, name: '' });
        connection.bind({ portal: '', statement: statement.name, values, valueMapper: prepareValue });
        connection.execute({ portal: '', rows: 0 });
      }
      (driver.Query.prototype as unknown as { prepare(connection: ProtocolConnection): void }).prepare.call(this, connection);
    }

    /** pg's execution of the query, which ends with the sync: the commit carried behind goes between the two. */
    _getRows(connection: ProtocolConnection, rows: number | undefined): void {
      if (!this.#commitBehind) {
        (driver.Query.prototype as unknown as GetRows)._getRows.call(this, connection, rows);
        return;
      }
      connection.execute({ portal: '', rows: 0 });
      connection.parse({ text: 'commit', name: '' });
      connection.bind({ portal: '', statement: '', values: [], valueMapper: prepareValue });
      connection.execute({ portal: '', rows: 0 });
      connection.sync();
    }

    /** The statement sent ahead whose answer is arriving, if any is still to answer. */
    #answeringAhead(): Ahead | undefined {
      return this.#completionsAhead > 0 ? this.#ahead[this.#ahead.length - this.#completionsAhead] : undefined;
    }

    handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
      const answering = this.#answeringAhead();
      if (answering) {
        this.#completionsAhead--;
        answering.read?.resolve(answering.read.rows);
        return;
      }
      if (this.#completed) return;
      this.#completed = true;
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
      const answering = this.#answeringAhead();
      if (answering?.read) answering.read.rows.push(answering.statement.row!(message.fields));
      else this.#rows.push(this.#statement.row!(message.fields));
    }

    /** A failure ends the reads sent ahead that had not answered yet (PostgreSQL skipped them, or one failed). */
    handleError(error: Error, connection: ProtocolConnection): void {
      Object.assign(error, { [aheadCompleted]: this.#completionsAhead === 0 });
      for (const { read } of this.#ahead.slice(this.#ahead.length - this.#completionsAhead)) read?.reject(error);
      this.#completionsAhead = 0;
      (driver.Query.prototype as unknown as QueryFailure).handleError.call(this, error, connection);
    }
  };
}

// Kysely's `begin`, and the statements that end a transaction.
const begin = /^begin$/i;
const transactionEnd = /^(commit|rollback)$/i;

/** What pg answers for a statement not sent yet: no rows, no count. */
const unsent = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] } as unknown as pg.QueryResult);

/**
 * `result`, unless what was sent before it failed: PostgreSQL then skipped it, and that failure is the reason. Settled
 * once both are: the rollback that follows a failure must not be sent while the query is still under way.
 */
const after = <Result>(sentBefore: Promise<unknown> | undefined, result: Promise<Result>): Promise<Result> =>
  sentBefore ? Promise.allSettled([sentBefore, result]).then(([before, own]) => {
    if (before.status === 'rejected') throw before.reason;
    if (own.status === 'rejected') throw own.reason;
    return own.value;
  }) : result;

/** A read waiting for a statement to carry it (`HeldReads`): its rows once they come, or sent alone at once. */
export interface WaitingRead<Read = Row> {
  rows: Promise<Read[]>;
  /** Sends it by itself, if no statement carried it yet: when its rows are needed before any other statement goes. */
  sendNow(): void;
}

/**
 * Reads that any statement of the pool may carry (`preparedHeldRead` in prepared-query.ts): each waits for the next
 * statement sent outside a transaction, on any connection that parsed its statement before, and goes ahead of it in
 * the same write, as a transaction's held `begin` does, until its rows are needed first (`sendNow`). A carried read's
 * failure is the carrying statement's as well.
 */
export class HeldReads {
  /** Each PostgreSQL database's held reads (set by connect.ts); none for SQLite or a transaction. */
  static readonly of = new WeakMap<object, HeldReads>();

  readonly #waiting: HeldRead[] = [];
  #pool: pg.Pool | undefined;

  attach(pool: pg.Pool): void {
    this.#pool = pool;
  }

  /** Undefined before the pool is open: nothing could carry it. */
  hold(text: string, values: unknown[]): WaitingRead | undefined {
    if (!this.#pool) return undefined;
    let read!: HeldRead;
    const rows = new Promise<Row[]>((resolve, reject) => {
      read = { text, values, rows: [], resolve, reject };
    });
    this.#waiting.push(read);
    // Its failure is also the carrying statement's: one whose caller stopped waiting (its call failed first) is not
    // left unhandled; a caller that waits for the rows still gets it.
    rows.catch(() => undefined);
    return { rows, sendNow: () => this.#sendAlone(read) };
  }

  /** The waiting reads whose statements `sendable` finds ready on a connection, taken to go ahead of its statement. */
  take(sendable: (text: string) => NamedStatement | undefined): Ahead[] {
    const taken: Ahead[] = [];
    for (let index = 0; index < this.#waiting.length;) {
      const read = this.#waiting[index]!;
      const statement = sendable(read.text);
      if (statement) {
        this.#waiting.splice(index, 1);
        taken.push({ statement, values: read.values, read });
      } else {
        index += 1;
      }
    }
    return taken;
  }

  #sendAlone(read: HeldRead): void {
    const index = this.#waiting.indexOf(read);
    if (index < 0) return;
    this.#waiting.splice(index, 1);
    (this.#pool!.connect() as Promise<pg.PoolClient>).then((client) => {
      (client.query(read.text, read.values) as Promise<pg.QueryResult>)
        .then((result) => read.resolve(result.rows), read.reject)
        .finally(() => client.release());
    }, read.reject);
  }
}

/**
 * A pool whose clients send data queries as named prepared statements (pg keeps them per connection), and hold
 * what needs no answer of its own (a transaction's `begin`, writes marked `sentWithNextStatement`) to send it with
 * the transaction's next statement: each round trip costs the server and the database a wake-up of the other (on
 * this two-CPU machine, a write's dozen of them took more CPU than its statements), and a round trip made while a
 * row is locked keeps every other writer of it waiting.
 */
export function withNamedStatements(driver: typeof pg, pool: pg.Pool, heldReads: HeldReads): pg.Pool {
  heldReads.attach(pool);
  const StatementQuery = statementQueryClass(driver);
  const statements = new Map<string, NamedStatement>();
  const named = (text: string): NamedStatement => {
    let statement = statements.get(text);
    if (!statement) {
      statement = { name: statementName(text), text };
      if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
    }
    return statement;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const { parsedStatements } = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection;
    let inTransaction = false;
    // Acknowledged to Kysely but not sent yet, in order: the transaction's `begin`, then held writes.
    let ahead: Ahead[] = [];
    const takeAhead = () => {
      const taken = ahead;
      ahead = [];
      return taken;
    };
    // The transaction's commit went with its last statement: Kysely's commit has nothing left to send.
    let committed = false;
    const run = (statement: NamedStatement, values: unknown[], sentAhead: Ahead[], commitBehind = false) => new Promise<pg.QueryResult>((resolve, reject) => {
      query(new StatementQuery(statement, values, sentAhead, commitBehind, (error, result) => (error ? reject(error) : resolve(result))));
    });
    /** What is held, sent by itself: before a statement that cannot carry it. */
    const sendAhead = (): Promise<unknown> | undefined => {
      const held = takeAhead();
      const last = held.pop();
      return last && run(last.statement, last.values, held);
    };
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (committed) {
        committed = false;
        if (typeof config === 'string' && /^commit$/i.test(config)) return unsent('COMMIT');
        // Only the transaction's end may follow its last statement; a rollback comes too late to undo it.
        if (typeof config !== 'string' || !transactionEnd.test(config)) {
          return Promise.reject(new Error('a statement was run after the one its transaction was committed with'));
        }
      }
      if (typeof config === 'string' && callback === undefined) {
        if (!inTransaction && begin.test(config)) {
          inTransaction = true;
          ahead.push({ statement: beginStatement, values: [] });
          return unsent('BEGIN');
        }
        if (inTransaction && transactionEnd.test(config)) {
          inTransaction = false;
          const held = takeAhead();
          const rollback = /^rollback$/i.test(config);
          // Nothing of the transaction reached PostgreSQL (its begin is still held): there is nothing to end.
          if (held[0]?.statement === beginStatement && (rollback || held.length === 1)) return unsent(config.toUpperCase());
          // A rollback drops the held writes with the rest; a commit carries them.
          return rollback || held.length === 0 ? query(config, values, callback) : run({ name: '', text: config }, [], held);
        }
        if (inTransaction && Array.isArray(values) && config.endsWith(sentWithNextStatement)) {
          const statement = named(config);
          // Bound without a parse: pg takes any parse completion for its running query's statement.
          if (parsedStatements[statement.name] !== undefined) {
            ahead.push({ statement, values });
            return unsent('');
          }
        }
      }
      // Several statements in one text (a semicolon) cannot be a prepared statement: they go as one simple query.
      if (typeof config !== 'string' || !Array.isArray(values) || callback !== undefined || !preparable.test(config) || config.includes(';')) {
        const sentBefore = sendAhead();
        const result = query(config, values, callback);
        if (result instanceof Promise) return after(sentBefore, result);
        // A query with a callback reports its own failure, which follows from the held statements' in the transaction.
        sentBefore?.catch(() => undefined);
        return result;
      }
      const statement = named(config);
      const chosen = statement.jsonRows ?? statement;
      const commitAhead = inTransaction && config.endsWith(afterItsCommit);
      if (commitAhead) ahead.push({ statement: commitStatement, values: [] });
      // A held `begin` or commit is parsed, so it only goes ahead of a statement parsed before on this connection (see
      // above).
      const parsedAhead = ahead.some((held) => !held.statement.name);
      const sentBefore = parsedAhead && parsedStatements[chosen.name] === undefined ? sendAhead() : undefined;
      const sentAhead = takeAhead();
      const commitBehind = inTransaction && config.endsWith(committedWithIt);
      // Outside a transaction, with nothing else ahead of it, a read carries the reads held for the pool.
      statement.carriesReads ??= lockFree(config);
      if (!inTransaction && sentAhead.length === 0 && statement.carriesReads) {
        sentAhead.push(...heldReads.take((text) => {
          const held = named(text);
          const form = held.jsonRows ?? held;
          return form.row && parsedStatements[form.name] !== undefined ? form : undefined;
        }));
      }
      if (commitBehind || commitAhead) {
        inTransaction = false;
        committed = true;
      }
      return after(sentBefore, run(chosen, values, sentAhead, commitBehind).catch((error: Error & { code?: string; [aheadCompleted]?: boolean }) => {
        // PostgreSQL skipped the commit after a failed statement (or the commit failed): the transaction ends as
        // Kysely ends it, by the rollback sent for the failure. A read that failed after its commit leaves it made.
        if (commitBehind || (commitAhead && sentBefore === undefined && !error[aheadCompleted])) {
          inTransaction = true;
          committed = false;
        }
        // A rewritten statement PostgreSQL refuses (class 42: syntax or names) is not tried again; the failure of a
        // statement sent ahead of it (a held write) is that statement's own.
        if (chosen !== statement && error[aheadCompleted] === true && /^42/.test(error.code ?? '')) statement.jsonRows = null;
        throw error;
      }));
    }) as typeof client.query;
  });
  return pool;
}
