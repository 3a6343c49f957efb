// A query built and compiled once per dialect, then run with each call's values: building and compiling a Kysely
// query cost more than running it on the lookups every request makes (which project, which access). The builder
// receives markers in place of its arguments; every marker must reach the SQL as a parameter, so the builder may
// pass them on but not inspect them. An array argument (for `in`) gets an array of markers: the query is prepared
// once per dialect and array length, and arrays must not be empty (`in ()` is not SQL).
import { CompiledQuery, sql, type Compilable, type Expression, type Kysely } from 'kysely';
import { isSqlite } from './dialect.js';
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

/** What a prepared form depends on: the dialect and the length of each array argument. */
const shapeOf = (db: Database, args: unknown[]): string =>
  `${isSqlite(db as Kysely<any>) ? 'sqlite' : 'postgres'}${args.map((value) => (Array.isArray(value) ? `,${value.length}` : ',')).join('')}`;

export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Database, ...args: Args) => Compilable<Row>,
): (db: Database, ...args: Args) => Promise<Row[]> {
  const byShape = new Map<string, Prepared>();
  return async (db, ...args) => {
    const shape = shapeOf(db, args);
    let prepared = byShape.get(shape);
    if (!prepared) {
      prepared = prepare(db, args, build as unknown as Build);
      byShape.set(shape, prepared);
    }
    const parameters = prepared.slots.map((slot) => {
      if (!('argument' in slot)) return slot.value;
      const value = args[slot.argument];
      return slot.element === undefined ? value : (value as unknown[])[slot.element];
    });
    return (await db.executeQuery<Row>(CompiledQuery.raw(prepared.sql, parameters))).rows;
  };
}

const subqueryMarker = '\u0000subquery\u0000';

interface PreparedAround {
  /** The SQL before and after the subquery. */
  before: string;
  after: string;
  parameters: readonly unknown[];
  /** How many of the parameters come before the subquery (SQLite's are positional). */
  parametersBefore: number;
  sqlite: boolean;
}

function prepareAround(db: Database, build: (db: Database, subquery: Expression<any>) => Compilable<unknown>): PreparedAround {
  const { sql: text, parameters } = build(db, sql.raw(subqueryMarker)).compile();
  const [before, after, ...more] = text.split(subqueryMarker);
  const sqlite = isSqlite(db as Kysely<any>);
  const positional = (part: string) => (part.match(/\?/g) ?? []).length;
  if (after === undefined || more.length > 0 || (sqlite && positional(before!) + positional(after) !== parameters.length)) {
    throw new Error('a query prepared around a subquery must use it once, and its values only as parameters');
  }
  return { before: before!, after, parameters, parametersBefore: sqlite ? positional(before!) : parameters.length, sqlite };
}

/**
 * A query built and compiled once per dialect around a subquery given with each call, which is compiled alone:
 * what a list shows of each row (joins, values computed per row) around the page's ids, which change with the
 * filters. The builder uses the subquery once, as an expression (`in`, say); what it adds of its own must be
 * constants, passed as parameters.
 */
export function preparedAround<Row>(
  build: (db: Database, subquery: Expression<any>) => Compilable<Row>,
): (db: Database, subquery: Compilable<unknown>) => Promise<Row[]> {
  const byDialect = new Map<boolean, PreparedAround>();
  return async (db, subquery) => {
    const sqlite = isSqlite(db as Kysely<any>);
    let prepared = byDialect.get(sqlite);
    if (!prepared) {
      prepared = prepareAround(db, build as (db: Database, subquery: Expression<any>) => Compilable<unknown>);
      byDialect.set(sqlite, prepared);
    }
    const inner = subquery.compile();
    // PostgreSQL numbers its parameters: the subquery's come after the query's own.
    const innerSql = prepared.sqlite ? inner.sql : inner.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + prepared.parameters.length}`);
    const parameters = [
      ...prepared.parameters.slice(0, prepared.parametersBefore), ...inner.parameters, ...prepared.parameters.slice(prepared.parametersBefore),
    ];
    const text = `${prepared.before}(${innerSql})${prepared.after}`;
    return (await db.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;
  };
}
