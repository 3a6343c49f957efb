import { defineConfig } from 'vitest/config';
import { workerCount } from './test/support/workers.js';

// Every test file runs twice: on embedded SQLite and on PostgreSQL (skipped, saying so, when unreachable).
// Workers are reused between files (isolate: false), so the server's modules are loaded and its request validator
// compiled once per worker instead of once per file; each test still gets a fresh app, database and data directory.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: workerCount,
    minWorkers: workerCount,
    poolOptions: { forks: { isolate: false } },
    globalSetup: ['test/support/temporary-folder.ts', 'test/support/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'sqlite', env: { TEST_DATABASE: 'sqlite' } } },
      { extends: true, test: { name: 'postgres', env: { TEST_DATABASE: 'postgres' } } },
    ],
  },
});
