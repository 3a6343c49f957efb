// The server as a test double, started in the test runner's own process: a fresh data directory, test mode on (so
// `reset()` brings back the state of the start), a free port on the loopback interface.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './start.js';
import type { TestServer, TestServerOptions } from './testing-types.js';

export type { TestServer, TestServerOptions } from './testing-types.js';

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rhs-test-server-'));
  const adminToken = `rhspat-${randomBytes(20).toString('base64url')}`;
  try {
    const running = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: options.database, adminToken, testMode: true, fixture: options.fixture });
    return {
      url: running.url,
      apiUrl: `${running.url}/api/v4`,
      adminToken,
      reset: () => running.services.testMode!.reset(),
      async stop() {
        await running.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
