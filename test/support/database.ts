// A fresh database for every test: in-memory SQLite, or a schema of its own in a PostgreSQL database of the test
// file's own (created on the server named by TEST_DATABASE_URL when the test project is `postgres`). One database
// per file, because Kysely's migrator looks at every schema of its database: a schema that another file drops
// meanwhile would make its look-up fail ("schema … does not exist").
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/database/connect.js';
import { migrateToLatest } from '../../server/database/migrate.js';
import type { Database } from '../../server/database/schema.js';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let fileDatabase: Promise<string> | undefined;

/** The URL of this test file's PostgreSQL database, created on first use and dropped after the file (setup.ts). */
export function filePostgresUrl(): Promise<string> {
  fileDatabase ??= (async () => {
    const name = `rhs_test_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return fileDatabase;
}

export async function dropFileDatabase(): Promise<void> {
  if (!fileDatabase) return;
  const name = new URL(await fileDatabase).pathname.slice(1);
  fileDatabase = undefined;
  await onServer(`drop database if exists ${name} with (force)`);
}

/** Runs one statement on the server's database named by TEST_DATABASE_URL. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs one statement on this file's database. */
export async function onFileDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: await filePostgresUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'sqlite') {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await onFileDatabase(`create schema ${schema}`);
  const db = openDatabase({ kind: 'postgres', url: await filePostgresUrl(), searchPath: schema });
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await onFileDatabase(`drop schema ${schema} cascade`);
    },
  };
}
