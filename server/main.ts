// Reads the environment, prepares the database and listens. Everything else is built by app.ts.
import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { bootstrapAdmin } from './auth/bootstrap-admin.js';
import { databaseLocation, openDatabase } from './database/connect.js';
import { migrateToLatest } from './database/migrate.js';
import { startJobRunner } from './jobs/runner.js';
import { parseCorsOrigins } from './http/cors.js';

const port = Number(process.env.PORT ?? 3000);
// Only this machine by default: a reference server beside a test suite should not be reachable from the network.
const host = process.env.HOST ?? 'localhost';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const corsOrigins = parseCorsOrigins(process.env.CORS_ORIGINS);
const externalUrl = (process.env.EXTERNAL_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');

const db = openDatabase(databaseLocation(process.env.DATABASE_URL, dataDir));
await migrateToLatest(db);
const created = await bootstrapAdmin(db, process.env.ADMIN_TOKEN);

const services = {
  db,
  config: {
    externalUrl,
    dataDir,
    validateResponses: process.env.VALIDATE_RESPONSES === 'true',
    corsOrigins,
    trustedProxies: process.env.TRUSTED_PROXIES,
  },
};
const app = buildApp(services);
const jobRunner = startJobRunner(services);
const server = app.listen(port, host, () => {
  console.log(`Listening on ${externalUrl} (API at ${externalUrl}/api/v4, docs at ${externalUrl}/api/v4/docs), ${process.env.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${dataDir}`}`);
  if (created.password) console.log(`Created the administrator root with password ${created.password}`);
  if (created.token) console.log(`Administrator token (scopes api, sudo): ${created.token}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    // The job in hand finishes first; jobs still queued wait in the database for the next start.
    void jobRunner.stop().then(() => db.destroy()).then(() => process.exit(0));
  });
}
