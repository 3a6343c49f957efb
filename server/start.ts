// Starts the whole server (database, administrator, job runner, HTTP) in this process: `main.ts` calls it with the
// environment's settings, `testing.ts` with a fresh data directory for someone's tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import type { AdminCredentials } from './auth/bootstrap-admin.js';
import { databaseLocation, openDatabase } from './database/connect.js';
import { migrateToLatest } from './database/migrate.js';
import type { CorsOrigins } from './http/cors.js';
import { bootstrap } from './fixtures/first-start.js';
import { readFixture } from './fixtures/read.js';
import { startJobRunner, type JobRunner } from './jobs/runner.js';
import type { Services } from './services.js';
import type { Database } from './database/schema.js';
import { takeStateSnapshot, type StateSnapshot } from './testing/state-snapshot.js';
import { requestValidator, wireFeatures } from './wiring.js';
import { testControls } from './testing/controls.js';
import { clock } from './database/clock.js';

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default: every interface. */
  host?: string;
  dataDir: string;
  /** PostgreSQL; without it, SQLite in the data directory. */
  databaseUrl?: string;
  adminToken?: string;
  /** Default: `http://<host>:<port>`, `localhost` when no host is given. */
  externalUrl?: string;
  corsOrigins?: CorsOrigins;
  /** Proxies whose X-Forwarded-* headers are believed (Express `trust proxy`). */
  trustedProxies?: string;
  /** The real service's release `GET /version` reports. */
  serviceRelease?: string;
  validateResponses?: boolean;
  /** Takes a snapshot of the state once started and offers `POST /api/v4/-/test/reset`. */
  testMode?: boolean;
  /**
   * A fixture file (YAML or JSON) or the fixture itself: checked on every start (a bad one stops it, having changed
   * nothing), loaded on the first start of the data directory or database.
   */
  fixture?: string | object;
  /** Test mode: the clock stands still at this time from the start (the fixture's timestamps included). */
  frozenAt?: Date;
}

export interface RunningServer {
  /** The root URL (EXTERNAL_URL), without a trailing slash. */
  url: string;
  port: number;
  services: Services;
  /** The administrator's password and token when this start created them. */
  created: AdminCredentials;
  /** Whether this start loaded the fixture (only a first start does). */
  fixtureLoaded: boolean;
  /** Stops listening, lets the requests and the job in hand finish, and closes the database. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Holds the requests that arrive before the app is built, and hands them to it once it is. */
function holdRequests(server: Server): (app: (request: IncomingMessage, response: ServerResponse) => void) => void {
  const held: Array<[IncomingMessage, ServerResponse]> = [];
  const hold = (request: IncomingMessage, response: ServerResponse) => { held.push([request, response]); };
  server.on('request', hold);
  return (app) => {
    server.off('request', hold);
    server.on('request', app);
    for (const [request, response] of held.splice(0)) app(request, response);
  };
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  wireFeatures();
  const fixture = options.fixture === undefined ? undefined : await readFixture(options.fixture);
  const server = createServer();
  const serve = holdRequests(server);
  // The port first: a start that cannot listen stops before it creates anything, credentials above all, which are
  // printed only once.
  const port = await listen(server, options.port, options.host);
  const url = (options.externalUrl ?? `http://${options.host ?? 'localhost'}:${port}`).replace(/\/+$/, '');
  let db: Database | undefined;
  let snapshot: StateSnapshot | undefined;
  try {
    db = openDatabase(databaseLocation(options.databaseUrl, options.dataDir));
    await migrateToLatest(db);
    const services: Services = {
      db,
      config: {
        externalUrl: url,
        dataDir: options.dataDir,
        validateResponses: options.validateResponses ?? false,
        corsOrigins: options.corsOrigins,
        trustedProxies: options.trustedProxies,
        serviceRelease: options.serviceRelease,
      },
    };
    if (options.frozenAt) clock.freeze(options.frozenAt);
    const bootstrapping = bootstrap(services, options.adminToken, fixture);
    bootstrapping.catch(() => undefined);
    // A first start hashes the administrator's password off the main thread: the request validator, the costly
    // part of the app (built once per process), is compiled meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    requestValidator(services.config.validateResponses);
    const { created, fixtureLoaded } = await bootstrapping;
    let jobRunner: JobRunner | undefined;
    if (options.testMode) {
      snapshot = await takeStateSnapshot(db, options.dataDir, {
        pause: async () => { await jobRunner?.stop(); jobRunner = undefined; },
        resume: () => { jobRunner = startJobRunner(services); },
      });
      services.testMode = testControls(snapshot.reset);
    }
    serve(buildApp(services));
    jobRunner = startJobRunner(services);
    return {
      url,
      port,
      services,
      created,
      fixtureLoaded,
      async stop() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        // The job in hand finishes first; jobs still queued wait in the database for the next start.
        await jobRunner?.stop();
        await snapshot?.discard();
        await services.db.destroy();
      },
    };
  } catch (error) {
    server.close();
    server.closeAllConnections();
    await snapshot?.discard().catch(() => undefined);
    await db?.destroy();
    throw error;
  }
}
