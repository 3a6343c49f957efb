// A query built and compiled once per dialect, then run with each call's values: building and compiling a Kysely
// query cost more than running it on the lookups every request makes (which project, which access). The builder
// receives markers in place of its arguments; every marker must reach the SQL as a parameter, so the builder may
// pass them on but not inspect them. An array argument (for `in`) gets an array of markers: the query is prepared
// once per dialect and array length, and arrays must not be empty (`in ()` is not SQL).
import { CompiledQuery, sql, type Compilable, type Expression, type Kysely } from 'kysely';
import { isSqlite } from './dialect.js';
import { afterItsCommit, committedWithIt, HeldReads, sentWithNextStatement, type WaitingRead } from './postgres-statements.js';
import type { Database } from './schema.js';

type Slot = { argument: number; element?: number } | { value: unknown };

interface Prepared {
  sql: string;
  slots: Slot[];
}

type Build = (db: Database, ...args: never[]) => Compilable<unknown>;

const marker = (argument: number, element?: number) => `\u0000argument ${argument}${element === undefined ? '' : `.${element}`}\u0000`;

function prepare(db: Database, args: unknown[], build: Build): Prepared {
  const slotOfMarker = new Map<string, Slot>();
  const markers = args.map((value, argument) => {
    if (!Array.isArray(value)) {
      slotOfMarker.set(marker(argument), { argument });
      return marker(argument);
    }
    return value.map((_, element) => {
      slotOfMarker.set(marker(argument, element), { argument, element });
      return marker(argument, element);
    });
  });
  const { sql, parameters } = build(db, ...(markers as never[])).compile();
  const slots = parameters.map((value): Slot => slotOfMarker.get(value as string) ?? { value });
  const passed = new Set(parameters);
  if ([...slotOfMarker.keys()].some((name) => !passed.has(name)) || sql.includes('\u0000')) {
    throw new Error('a prepared query must pass every argument to the SQL as a parameter');
  }
  return { sql, slots };
}

/** The parameters of a prepared form for one call's arguments. */
const valuesOf = (slots: Slot[], args: unknown[]): unknown[] => slots.map((slot) => {
  if (!('argument' in slot)) return slot.value;
  const value = args[slot.argument];
  return slot.element === undefined ? value : (value as unknown[])[slot.element];
});

/** What a prepared form depends on: the dialect and the length of each array argument. */
const shapeOf = (db: Database, args: unknown[]): string =>
  `${isSqlite(db as Kysely<any>) ? 'sqlite' : 'postgres'}${args.map((value) => (Array.isArray(value) ? `,${value.length}` : ',')).join('')}`;

/** The form of `forms` for the call's shape, prepared on first use. */
function formFor<Form>(forms: Map<string, Form>, db: Database, args: unknown[], prepareForm: () => Form): Form {
  const shape = shapeOf(db, args);
  let form = forms.get(shape);
  if (!form) forms.set(shape, (form = prepareForm()));
  return form;
}

/** A prepared query whose text ends with `postgresSuffix` on PostgreSQL. */
function preparedWith<Args extends unknown[], Row>(
  build: (db: Database, ...args: Args) => Compilable<Row>, postgresSuffix: string,
): (db: Database, ...args: Args) => Promise<Row[]> {
  const byShape = new Map<string, Prepared>();
  return async (db, ...args) => {
    const prepared = formFor(byShape, db, args, () => {
      const form = prepare(db, args, build as unknown as Build);
      return isSqlite(db as Kysely<any>) ? form : { ...form, sql: form.sql + postgresSuffix };
    });
    return (await db.executeQuery<Row>(CompiledQuery.raw(prepared.sql, valuesOf(prepared.slots, args)))).rows;
  };
}

export function preparedQuery<Args extends unknown[], Row>(build: (db: Database, ...args: Args) => Compilable<Row>): (db: Database, ...args: Args) => Promise<Row[]> {
  return preparedWith(build, '');
}

/**
 * A prepared write whose result no one reads (no rows returned, no count): in a PostgreSQL transaction it is sent
 * with the transaction's next statement (its commit, at the end) rather than in a round trip of its own. Whatever
 * runs after it in the transaction sees what it wrote, and its failure is that next statement's: a transaction that
 * catches a statement's failure to go on must not hold a write before that statement.
 */
export function preparedWrite<Args extends unknown[]>(build: (db: Database, ...args: Args) => Compilable<unknown>): (db: Database, ...args: Args) => Promise<void> {
  const write = preparedWith(build, sentWithNextStatement);
  return async (db, ...args) => {
    await write(db, ...args);
  };
}

/**
 * A prepared query that is the last statement of its transaction: in a PostgreSQL transaction the commit is sent with
 * it, so the transaction's locks are held for no round trip after it. Nothing may run in the transaction after it
 * (the driver refuses), and a failure thrown after it no longer undoes it: run it only where the transaction's code
 * returns once it has its rows. It fails with the commit's failure, if the commit fails.
 */
export function preparedLastStatement<Args extends unknown[], Row>(build: (db: Database, ...args: Args) => Compilable<Row>): (db: Database, ...args: Args) => Promise<Row[]> {
  return preparedWith(build, committedWithIt);
}

/**
 * A prepared read that is the last statement of its transaction and runs right after its commit: on PostgreSQL the
 * commit, and the writes held for it, are sent with it, so that what the transaction wrote is read back in the same
 * round trip, without holding the transaction's locks while it runs; on SQLite, which runs one writing transaction
 * at a time, it is read before the commit. Nothing may run in the transaction after it (the driver refuses). It fails
 * with the commit's failure, if the commit fails; if it fails itself once the commit took effect, what the transaction
 * wrote stays.
 */
export function preparedAfterCommit<Args extends unknown[], Row>(build: (db: Database, ...args: Args) => Compilable<Row>): (db: Database, ...args: Args) => Promise<Row[]> {
  return preparedWith(build, afterItsCommit);
}

/** Whether `db` holds reads for `preparedHeldRead` (PostgreSQL, outside a transaction). */
export const holdsReads = (db: Database): boolean => HeldReads.of.has(db);

/**
 * A prepared read that the next statement sent to the database carries, whichever request sends it (PostgreSQL:
 * `HeldReads` in postgres-statements.ts), to save its round trip where a request can go on before its rows come; the
 * same text as `preparedQuery` of the same builder, so both run one prepared statement. Undefined where reads are not
 * held (SQLite, a transaction): the caller reads as usual.
 */
export function preparedHeldRead<Args extends unknown[], Row>(build: (db: Database, ...args: Args) => Compilable<Row>): (db: Database, ...args: Args) => WaitingRead<Row> | undefined {
  const byShape = new Map<string, Prepared>();
  return (db, ...args) => {
    const held = HeldReads.of.get(db);
    if (!held) return undefined;
    const prepared = formFor(byShape, db, args, () => prepare(db, args, build as unknown as Build));
    return held.hold(prepared.sql, valuesOf(prepared.slots, args)) as WaitingRead<Row> | undefined;
  };
}

/** `preparedWrite` for a write built anew each time (its columns change with the call, say). */
export async function writeWithNextStatement(db: Database, write: Compilable<unknown>): Promise<void> {
  const { sql: text, parameters } = write.compile();
  await db.executeQuery(CompiledQuery.raw(isSqlite(db as Kysely<any>) ? text : text + sentWithNextStatement, [...parameters]));
}

// Not made of the value markers' character, which `prepare` refuses to find in the SQL.
const subqueryMarker = '\u0001subquery\u0001';

interface PreparedAround extends Prepared {
  /** The SQL before and after the subquery. */
  before: string;
  after: string;
  /** How many of the slots come before the subquery (SQLite's parameters are positional). */
  slotsBefore: number;
  /** PostgreSQL's parameters are numbered: the subquery's are numbered after the query's own. */
  numbered: boolean;
}

type BuildAround = (db: Database, subquery: Expression<any>, ...args: never[]) => Compilable<unknown>;

function prepareAround(db: Database, args: unknown[], build: BuildAround): PreparedAround {
  const prepared = prepare(db, args, (database, ...markers) => build(database, sql.raw(subqueryMarker), ...markers));
  const [before, after, ...more] = prepared.sql.split(subqueryMarker);
  const positional = (part: string) => (part.match(/\?/g) ?? []).length;
  const sqlite = isSqlite(db as Kysely<any>);
  if (after === undefined || more.length > 0 || (sqlite && positional(before!) + positional(after) !== prepared.slots.length)) {
    throw new Error('a query prepared around a subquery must use it once');
  }
  return { ...prepared, before: before!, after, slotsBefore: sqlite ? positional(before!) : prepared.slots.length, numbered: !sqlite };
}

/**
 * A query built and compiled once per dialect (and array lengths, as `preparedQuery`) around a subquery given with
 * each call, which is compiled alone: what a list shows of each row (joins, values computed per row) around the
 * page's ids, which change with the filters. The builder uses the subquery once, as an expression (`in`, say);
 * its other arguments are markers, as in `preparedQuery`.
 */
export function preparedAround<Args extends unknown[], Row>(
  build: (db: Database, subquery: Expression<any>, ...args: Args) => Compilable<Row>,
): (db: Database, subquery: Compilable<unknown>, ...args: Args) => Promise<Row[]> {
  const byShape = new Map<string, PreparedAround>();
  return async (db, subquery, ...args) => {
    const prepared = formFor(byShape, db, args, () => prepareAround(db, args, build as unknown as BuildAround));
    const own = valuesOf(prepared.slots, args);
    const inner = subquery.compile();
    // Kysely writes every value as a parameter, so a `$` followed by digits in its SQL is one.
    const innerSql = prepared.numbered ? inner.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + own.length}`) : inner.sql;
    const parameters = [...own.slice(0, prepared.slotsBefore), ...inner.parameters, ...own.slice(prepared.slotsBefore)];
    return (await db.executeQuery<Row>(CompiledQuery.raw(`${prepared.before}(${innerSql})${prepared.after}`, parameters))).rows;
  };
}
