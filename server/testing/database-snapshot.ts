// A copy of every table's rows, kept beside the live tables in the same database, and its restoration in one
// transaction. Rows are copied by the database itself (`INSERT … SELECT`), so every value comes back exactly.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import { isSqlite } from '../database/dialect.js';

export interface DatabaseSnapshot {
  restore(): Promise<void>;
  /** Removes the copy. */
  discard(): Promise<void>;
}

/** Tables the database keeps from other tables' rows with triggers: the restored rows make them again. */
const derivedTables = new Set(['project_issue_counts']);

/** The migrator's own bookkeeping is not state of the service, nor are derived tables. */
const serviceTable = (name: string): boolean => !name.startsWith('kysely_') && !derivedTables.has(name);

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

async function run(db: Kysely<any>, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

export function takeDatabaseSnapshot(db: Database): Promise<DatabaseSnapshot> {
  return isSqlite(db as Kysely<any>) ? sqliteSnapshot(db) : postgresSnapshot(db);
}

/** On SQLite the copy lives in an in-memory database attached to the connection (Kysely keeps a single one). */
async function sqliteSnapshot(db: Database): Promise<DatabaseSnapshot> {
  const names = (await sql<{ name: string }>`select name from sqlite_schema where type = 'table' and name not like 'sqlite_%'`.execute(db))
    .rows.map((row) => row.name).filter(serviceTable);
  await run(db, `attach database ':memory:' as reset_snapshot`);
  for (const name of names) await run(db, `create table reset_snapshot.${quoted(name)} as select * from main.${quoted(name)}`);
  await run(db, 'create table reset_snapshot.sequence_values as select * from main.sqlite_sequence');
  return {
    async restore() {
      await db.transaction().execute(async (trx) => {
        // Rows go back in any order; the foreign keys are checked once, at the commit.
        await run(trx, 'pragma defer_foreign_keys = on');
        for (const name of names) await run(trx, `delete from main.${quoted(name)}`);
        for (const name of names) await run(trx, `insert into main.${quoted(name)} select * from reset_snapshot.${quoted(name)}`);
        await run(trx, 'delete from main.sqlite_sequence');
        await run(trx, 'insert into main.sqlite_sequence select * from reset_snapshot.sequence_values');
      });
    },
    async discard() {
      await run(db, 'detach database reset_snapshot');
    },
  };
}

interface ForeignKey { child: string; parent: string }

/** Parents before children, so that rows inserted in this order satisfy the (not deferrable) foreign keys. */
function parentsFirst(names: string[], keys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const key of keys) if (key.child === name && key.parent !== name) visit(key.parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/**
 * On PostgreSQL the copy is a schema of its own beside the service's (named after it), so several servers may
 * share one database in different schemas. Rows are deleted children first and inserted parents first, as the
 * foreign keys are not deferrable; sequences go back to their values at the snapshot.
 */
async function postgresSnapshot(db: Database): Promise<DatabaseSnapshot> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
  const copy = quoted(`${schema}_reset_snapshot`);
  const live = quoted(schema);
  const names = (await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = ${schema}`.execute(db))
    .rows.map((row) => row.name).filter(serviceTable);
  const keys = (await sql<ForeignKey>`
    select child.relname as child, parent.relname as parent
    from pg_constraint key
    join pg_class child on child.oid = key.conrelid
    join pg_class parent on parent.oid = key.confrelid
    where key.contype = 'f' and key.connamespace = ${schema}::regnamespace`.execute(db)).rows;
  const ordered = parentsFirst(names, keys);
  const sequences = (await sql<{ name: string; value: string; called: boolean }>`
    select sequencename as name, coalesce(last_value, start_value)::text as value, last_value is not null as called
    from pg_sequences where schemaname = ${schema}`.execute(db)).rows;

  await db.transaction().execute(async (trx) => {
    await run(trx, `drop schema if exists ${copy} cascade`);
    await run(trx, `create schema ${copy}`);
    for (const name of names) await run(trx, `create table ${copy}.${quoted(name)} as table ${live}.${quoted(name)}`);
  });
  // DELETE rather than TRUNCATE: on tables of a few rows it is many times faster (TRUNCATE makes new files).
  const deletes = [...ordered].reverse().map((name) => `delete from ${live}.${quoted(name)}`);
  const inserts = ordered.map((name) => `insert into ${live}.${quoted(name)} select * from ${copy}.${quoted(name)}`);
  const setSequences = sequences.length === 0 ? [] : [`select ${sequences.map((sequence) =>
    `setval('${live}.${quoted(sequence.name).replaceAll("'", "''")}', ${Number(sequence.value)}, ${sequence.called})`).join(', ')}`];
  // One round trip: without parameters the statements go as one simple query, which PostgreSQL runs in one
  // transaction (about a hundred statements, each a round trip of its own before).
  const restoration = [...deletes, ...inserts, ...setSequences].join(';\n');
  return {
    async restore() {
      await run(db, restoration);
    },
    async discard() {
      await run(db, `drop schema if exists ${copy} cascade`);
    },
  };
}
