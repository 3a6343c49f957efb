// A fresh database for every test, brought back to the migrated state instead of migrated again: on SQLite an
// in-memory image (migrated once per worker process) opened anew; on PostgreSQL one database per worker process,
// created from the template database the global setup migrated, whose rows (and sequences) go back to the
// template's before each test. Creating and dropping a database per test cost about 170 ms of the server's time
// (`CREATE DATABASE … TEMPLATE` 50 ms, `DROP DATABASE` 120 ms); putting the rows back costs a few. Both hold the
// administrator and its test token already.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogConfig } from 'kysely';
import { bootstrapAdmin } from '../../server/auth/bootstrap-admin.js';
import { openDatabase, type DatabaseLocation } from '../../server/database/connect.js';
import { migrateToLatest } from '../../server/database/migrate.js';
import type { Database } from '../../server/database/schema.js';
import { takeDatabaseSnapshot, type DatabaseSnapshot } from '../../server/testing/database-snapshot.js';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
export const adminToken = 'test-admin-token';

export interface TestDatabase {
  db: Database;
  /** Where it lives, for a second connection (a second server process, say). */
  location: DatabaseLocation;
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

/** Runs statements on the server's database named by TEST_DATABASE_URL (the one databases are created from). */
export async function onServer(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a database for tests (the server's sessions commit without waiting for the disk, connect.ts). */
export async function createTestDatabase(name: string, template = 'template1'): Promise<void> {
  await onServer(`create database ${name} template ${template}`);
}

export function databaseUrl(name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates a new database and adds the administrator with the test token: what every test starts from. */
export async function prepareTemplate(db: Database): Promise<void> {
  await migrateToLatest(db);
  await bootstrapAdmin(db, adminToken);
}

let sqliteImage: Promise<Buffer> | undefined;

/** The migrated SQLite database as bytes, made once per worker process. */
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const sqlite = new SQLite(':memory:');
    const db: Database = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
    await prepareTemplate(db);
    const image = sqlite.serialize();
    await db.destroy();
    return image;
  })();
  return sqliteImage;
}

/** An empty PostgreSQL database of its own (for a server process that migrates it itself), and its removal. */
export async function emptyPostgresDatabase(template = 'template1'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rhs_test_${randomBytes(6).toString('hex')}`;
  await createTestDatabase(name, template);
  return { url: databaseUrl(name), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

interface WorkerDatabase {
  name: string;
  /** A connection of its own that puts the rows back; the tests' connections come and go with them. */
  keeper: Database;
  snapshot: DatabaseSnapshot;
}

let workerDatabase: Promise<WorkerDatabase> | undefined;

/**
 * This worker's PostgreSQL database, made from the template on first use. Its name starts with the template's, so
 * that the global teardown finds it; the worker's number keeps it apart from the other workers'.
 */
function postgresWorkerDatabase(template: string): Promise<WorkerDatabase> {
  workerDatabase ??= (async () => {
    const name = `${template}_w${process.env.VITEST_POOL_ID ?? 0}_${randomBytes(4).toString('hex')}`;
    await createTestDatabase(name, template);
    // One connection, so that ending the database's other sessions spares exactly this one.
    const keeper: Database = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl(name), max: 1 }) }) });
    return { name, keeper, snapshot: await takeDatabaseSnapshot(keeper) };
  })();
  return workerDatabase;
}

/** The worker's database as the template made it: sessions a test left behind are ended first, as a drop would. */
async function restoredPostgresDatabase(template: string): Promise<string> {
  const { name, keeper, snapshot } = await postgresWorkerDatabase(template);
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`.execute(keeper);
  await snapshot.restore();
  return databaseUrl(name);
}

/**
 * A database holding what `prepareTemplate` makes; on PostgreSQL, the worker's, with the template's rows. `log`
 * hears every statement run on it.
 */
export async function freshDatabase(postgresTemplate: string, log?: LogConfig): Promise<TestDatabase> {
  const location: DatabaseLocation = testDatabaseKind === 'sqlite'
    ? { kind: 'sqlite', file: await migratedSqliteImage() }
    : { kind: 'postgres', url: await restoredPostgresDatabase(postgresTemplate) };
  const db = openDatabase(location, log);
  return { db, location, drop: () => db.destroy() };
}
