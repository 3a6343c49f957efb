// The server as a test double, started in the test runner's own process: a fresh data directory, test mode on (so
// `reset()` brings back the state of the start), a free port on the loopback interface.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './start.js';

export interface TestServerOptions {
  /**
   * A fixture: the path of a YAML or JSON fixture file, or the fixture as an object (the format of
   * fixtures/fixture.schema.json). Its content is the state every `reset()` brings back.
   */
  seed?: string | object;
  /** A PostgreSQL URL whose database (or current schema) the server may fill; default: SQLite in the data directory. */
  database?: string;
}

export interface TestServer {
  /** The server's root URL, as given to clients of the real service (`http://127.0.0.1:<port>`). */
  url: string;
  /** The API's base URL: `url` followed by `/api/v4`. */
  apiUrl: string;
  /** A personal access token of the administrator `root`, with the `api` and `sudo` scopes. */
  adminToken: string;
  /** Brings the whole state (database, repositories, uploads, jobs) back to what it was right after the start. */
  reset(): Promise<void>;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rhs-test-server-'));
  const adminToken = `rhspat-${randomBytes(20).toString('base64url')}`;
  try {
    const running = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: options.database, adminToken, testMode: true, fixture: options.seed });
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
