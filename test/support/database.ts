// A fresh database for every test: in-memory SQLite, or a schema of its own in the PostgreSQL database
// named by TEST_DATABASE_URL when the test project is `postgres`.
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

export async function freshDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'sqlite') {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase({ kind: 'postgres', url: postgresUrl, searchPath: schema });
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
