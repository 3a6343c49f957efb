// A query built and compiled once per dialect, then run with each call's values: building and compiling a Kysely
// query cost more than running it on the lookups every request makes (which project, which access). The builder
// receives markers in place of its arguments; every marker must reach the SQL as a parameter, so the builder may
// pass them on but not inspect them. An array argument (for `in`) gets an array of markers: the query is prepared
// once per dialect and array length, and arrays must not be empty (`in ()` is not SQL).
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
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
