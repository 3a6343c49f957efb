// Reads the environment and starts the server (start.ts).
import { resolve } from 'node:path';
import { FixtureError } from './fixtures/fixture-error.js';
import { parseCorsOrigins } from './http/cors.js';
import { startServer, type RunningServer } from './start.js';

const port = Number(process.env.PORT ?? 3000);
// Only this machine by default: a reference server beside a test suite should not be reachable from the network.
const host = process.env.HOST ?? 'localhost';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const fixtureFile = process.env.SEED_FILE || undefined;
const serviceRelease = process.env.SERVICE_VERSION || undefined;
if (serviceRelease !== undefined && !/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/.test(serviceRelease)) {
  console.error(`SERVICE_VERSION must be a release such as 17.5.0, not ${serviceRelease}`);
  process.exit(1);
}

let running: RunningServer;
try {
  running = await startServer({
    port,
    host,
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
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
  // The message names every bad entry; a stack trace would only hide it.
  if (!(error instanceof FixtureError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { url, created } = running;
console.log(`Listening on ${url} (API at ${url}/api/v4, docs at ${url}/api/v4/docs), ${process.env.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${dataDir}`}`);
if (fixtureFile) console.log(running.fixtureLoaded ? `Loaded the fixture file ${fixtureFile}` : `Fixture file ${fixtureFile} checked, not loaded: this data was made by an earlier start`);
if (process.env.TEST_MODE === 'true') console.log(`Test mode: POST ${url}/api/v4/-/test/reset brings back the state of this start`);
if (created.password) console.log(`Created the administrator root with password ${created.password}`);
if (created.token) console.log(`Administrator token (scopes api, sudo): ${created.token}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.stop().then(() => process.exit(0));
  });
}
