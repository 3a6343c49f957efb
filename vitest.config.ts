import { defineConfig } from 'vitest/config';

// Every test file runs twice: on embedded SQLite and on PostgreSQL (skipped, saying so, when unreachable).
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    projects: [
      { extends: true, test: { name: 'sqlite', env: { TEST_DATABASE: 'sqlite' } } },
      { extends: true, test: { name: 'postgres', env: { TEST_DATABASE: 'postgres' } } },
    ],
  },
});
