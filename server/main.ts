// Reads the environment and starts the server (start.ts).
import { resolve } from 'node:path';
import { FixtureError } from './fixtures/fixture-error.js';
import { parseCorsOrigins } from './http/cors.js';
import { startServer, type RunningServer } from './start.js';
import { databaseUrlProblem, describeStartupError } from './startup-error.js';

/** Stops the start with one line that says what to change: exit status 1, no stack trace. */
function refuseToStart(reason: string): never {
  console.error(reason);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) refuseToStart(`PORT must be a port number (0 to 65535), not "${process.env.PORT}".`);
// Only this machine by default: a reference server beside a test suite should not be reachable from the network.
const host = process.env.HOST ?? 'localhost';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const fixtureFile = process.env.FIXTURE_FILE || undefined;
const badDatabaseUrl = databaseUrl && databaseUrlProblem(databaseUrl);
if (badDatabaseUrl) refuseToStart(badDatabaseUrl);
const serviceRelease = process.env.SERVICE_VERSION || undefined;
if (serviceRelease !== undefined && !/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/.test(serviceRelease)) {
  refuseToStart(`SERVICE_VERSION must be a release such as 17.5.0, not ${serviceRelease}`);
}

let running: RunningServer;
try {
  running = await startServer({
    port,
    host,
    dataDir,
    databaseUrl,
    adminToken: process.env.ADMIN_TOKEN,
    externalUrl: process.env.EXTERNAL_URL ?? `http://localhost:${port}`,
    corsOrigins: parseCorsOrigins(process.env.CORS_ORIGINS),
    trustedProxies: process.env.TRUSTED_PROXIES,
    serviceRelease,
    validateResponses: process.env.VALIDATE_RESPONSES === 'true',
    testMode: process.env.TEST_MODE === 'true',
    fixture: fixtureFile,
  });
} catch (error) {
  // A fixture error names every bad entry itself.
  const reason = error instanceof FixtureError ? error.message : describeStartupError(error, { port, host, dataDir, databaseUrl });
  if (reason === undefined) throw error;
  refuseToStart(reason);
}
const { url, created } = running;
console.log(`Listening on ${url} (API at ${url}/api/v4, docs at ${url}/api/v4/docs), ${databaseUrl ? 'PostgreSQL' : `SQLite in ${dataDir}`}`);
if (fixtureFile) console.log(running.fixtureLoaded ? `Loaded the fixture file ${fixtureFile}` : `Fixture file ${fixtureFile} checked, not loaded: this data was made by an earlier start`);
if (process.env.TEST_MODE === 'true') console.log(`Test mode: POST ${url}/api/v4/-/test/reset brings back the state of this start`);
if (created.password) console.log(`Created the administrator root with password ${created.password}`);
if (created.token) console.log(`Administrator token (scopes api, sudo): ${created.token}`);
if (created.password || created.token) console.log('These credentials are shown only once (only their hashes are stored): keep them now. Lost ones are replaced by restarting with ADMIN_TOKEN set to a new secret.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.stop().then(() => process.exit(0));
  });
}
