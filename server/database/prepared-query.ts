// A query built and compiled once per dialect, then run with each call's values: building and compiling a Kysely
// query cost more than running it on the lookups every request makes (which project, which access). The builder
// receives markers in place of its arguments; every marker must reach the SQL as a parameter, so the builder may
// pass them on but not inspect them.
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { isSqlite } from './dialect.js';
import type { Database } from './schema.js';

type Slot = { argument: number } | { value: unknown };

interface Prepared {
  sql: string;
  slots: Slot[];
}

const marker = (index: number) => `\u0000argument ${index}\u0000`;

function prepare(db: Database, arity: number, build: (db: Database, ...args: never[]) => Compilable<unknown>): Prepared {
  const markers = Array.from({ length: arity }, (_, index) => marker(index));
  const { sql, parameters } = build(db, ...(markers as never[])).compile();
  const slots = parameters.map((value): Slot => {
    const argument = markers.indexOf(value as string);
    return argument >= 0 ? { argument } : { value };
  });
  const unused = markers.filter((_, index) => !slots.some((slot) => 'argument' in slot && slot.argument === index));
  if (unused.length > 0 || sql.includes('\u0000')) throw new Error('a prepared query must pass every argument to the SQL as a parameter');
  return { sql, slots };
}

export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Database, ...args: Args) => Compilable<Row>,
): (db: Database, ...args: Args) => Promise<Row[]> {
  const byDialect = new Map<boolean, Prepared>();
  return async (db, ...args) => {
    const sqlite = isSqlite(db as Kysely<any>);
    let prepared = byDialect.get(sqlite);
    if (!prepared) {
      prepared = prepare(db, args.length, build as unknown as (db: Database, ...args: never[]) => Compilable<unknown>);
      byDialect.set(sqlite, prepared);
    }
    const parameters = prepared.slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.value));
    return (await db.executeQuery<Row>(CompiledQuery.raw(prepared.sql, parameters))).rows;
  };
}
