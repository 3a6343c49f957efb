import { describe, expect, inject, test } from 'vitest';
import { testDatabaseKind } from '../support/database.js';
import { persistentEnvironment, startServerProcess } from '../support/server-process.js';

const skip = testDatabaseKind === 'postgres' && !inject('postgresReachable');

describe.skipIf(skip)(`settings across a restart [${testDatabaseKind}]`, () => {
  test('settings survive a restart of the server', async () => {
    const { env, cleanUp } = await persistentEnvironment();
    const headers = { 'PRIVATE-TOKEN': 'restart-test-token', 'Content-Type': 'application/json' };
    try {
      const first = await startServerProcess({ ...env, ADMIN_TOKEN: 'restart-test-token' });
      const changed = await fetch(`${first.url}/api/v4/application/settings`, { method: 'PUT', headers, body: JSON.stringify({ default_project_visibility: 'internal', sign_in_text: 'Hello' }) });
      expect(changed.status).toBe(200);
      await first.stop();

      const second = await startServerProcess({ ...env, ADMIN_TOKEN: 'restart-test-token' });
      const read = await fetch(`${second.url}/api/v4/application/settings`, { headers });
      expect(await read.json()).toMatchObject({ default_project_visibility: 'internal', sign_in_text: 'Hello' });
      await second.stop();
    } finally {
      await cleanUp();
    }
  }, 60_000);
});
