// Started once per run, before any test file: the Prism processes every file shares (one proxy per worker, each in
// front of the port its worker's test server listens on, and one mock), and on PostgreSQL the migrated template
// database that every test's database is copied from.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/database/connect.js';
import { createTestDatabase, databaseUrl, postgresReachable, postgresUrl, prepareTemplate } from './database.js';
import { freePort, startPrism, type Prism } from './prism.js';
import { workerCount } from './workers.js';

export interface PrismLane {
  /** Base URL through this worker's Prism proxy, ending in `/api/v4`. */
  url: string;
  /** The port the worker's test server listens on, Prism's upstream. */
  upstreamPort: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresReachable: boolean;
    postgresTemplate: string;
    prismLanes: PrismLane[];
    prismMockUrl: string;
  }
}

interface SharedPrisms {
  lanes: PrismLane[];
  mock: Prism;
  proxies: Prism[];
}

// Both test projects (sqlite, postgres) share one set: their files never run at the same time in one worker. Each
// project loads this module on its own, hence the global.
const state = globalThis as { rhsTestPrisms?: Promise<SharedPrisms>; rhsTestPrismUsers?: number };

async function startShared(): Promise<SharedPrisms> {
  const ports = await Promise.all(Array.from({ length: workerCount }, () => freePort()));
  const [mock, ...proxies] = await Promise.all([
    startPrism('mock'),
    ...ports.map((port) => startPrism('proxy', `http://127.0.0.1:${port}`)),
  ]);
  return { mock: mock!, proxies, lanes: proxies.map((proxy, index) => ({ url: proxy.url, upstreamPort: ports[index]! })) };
}

async function createTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `rhs_template_${randomBytes(6).toString('hex')}`;
  await createTestDatabase(name);
  const db = openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  try {
    await prepareTemplate(db);
  } finally {
    await db.destroy();
  }
  return {
    name,
    // The workers' databases, made from the template (test/support/database.ts), go with it.
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        const derived = await client.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [`${name}_`]);
        for (const database of [...derived.rows.map((row) => row.name), name]) await client.query(`drop database if exists ${database} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  state.rhsTestPrismUsers = (state.rhsTestPrismUsers ?? 0) + 1;
  state.rhsTestPrisms ??= startShared();
  const prisms = await state.rhsTestPrisms;
  project.provide('prismLanes', prisms.lanes);
  project.provide('prismMockUrl', prisms.mock.url);

  let template: { name: string; drop(): Promise<void> } | undefined;
  if (project.config.env?.TEST_DATABASE === 'postgres') {
    const reachable = await postgresReachable();
    if (!reachable) console.warn(`\nPostgreSQL is not reachable at ${postgresUrl}: the postgres test project is skipped.\n`);
    project.provide('postgresReachable', reachable);
    if (reachable) template = await createTemplate();
  }
  project.provide('postgresTemplate', template?.name ?? '');

  return async () => {
    await template?.drop();
    state.rhsTestPrismUsers! -= 1;
    if (state.rhsTestPrismUsers! > 0) return;
    await Promise.all([prisms.mock, ...prisms.proxies].map((prism) => prism.stop()));
  };
}
