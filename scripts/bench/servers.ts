// Starting the three kinds of server the bench compares: the reference server as a user runs it (`npm start`),
// the raw ceiling server, and Prism's static mock of the spec.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePrismDocument } from '../prism-document.js';
import { databaseCpuMeter, freshDatabase } from './database.js';
import type { BenchOptions } from './options.js';
import { onCleanUp, startPinned, temporaryDirectory, waitFor200, type Started } from './processes.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Server extends Started {
  /** Origin, without the `/api/v4` base path. */
  url: string;
  /** Milliseconds from spawning to the first 200. */
  bootMs: number;
  /** On PostgreSQL: starts measuring the CPU time of the server's database sessions (see `databaseCpuMeter`). */
  databaseCpu?: () => Promise<() => Promise<number>>;
}

export interface ServiceDatabase {
  dataDir: string;
  /** Unset on SQLite. */
  databaseUrl: string | undefined;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const tokenHeaders = (token: string) => ({ 'PRIVATE-TOKEN': token });

/** A fresh data directory, and a fresh database on PostgreSQL. */
export async function freshServiceDatabase(options: BenchOptions): Promise<ServiceDatabase> {
  return {
    dataDir: temporaryDirectory('rhs-bench-data-'),
    databaseUrl: options.databaseUrl === undefined ? undefined : await freshDatabase(options.databaseUrl),
  };
}

/** `npm start` with `options.node` first on the PATH, so that npm and the server both run on it. */
export async function startService(options: BenchOptions, adminToken: string, database?: ServiceDatabase): Promise<Server & ServiceDatabase> {
  const { dataDir, databaseUrl } = database ?? await freshServiceDatabase(options);
  const port = await freePort();
  const since = performance.now();
  const started = startPinned('npm', ['start'], {
    PATH: `${dirname(options.node)}${delimiter}${process.env.PATH ?? ''}`,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_TOKEN: adminToken,
    EXTERNAL_URL: undefined,
    VALIDATE_RESPONSES: undefined,
    // npm enables Node.js's compile cache for itself on Node.js 22 and later, in the temporary folder unless told
    // otherwise: here it goes with the server's, which `npm start` keeps in dist/compile-cache (build-server.mjs).
    NODE_COMPILE_CACHE: join(root, 'dist', 'compile-cache'),
  }, root);
  const url = `http://127.0.0.1:${port}`;
  const bootMs = await waitFor200(`${url}/api/v4/version`, tokenHeaders(adminToken), since, started);
  return {
    ...started, url, bootMs, dataDir, databaseUrl,
    ...(databaseUrl === undefined ? {} : { databaseCpu: () => databaseCpuMeter(databaseUrl) }),
  };
}

/** The ceiling server answering from the captured responses in `responsesFile`. */
export async function startCeiling(options: BenchOptions, responsesFile: string, adminToken: string): Promise<Server> {
  const port = await freePort();
  const since = performance.now();
  const started = startPinned(options.node, ['--import', 'tsx', join(root, 'scripts/bench/ceiling-server.ts'), responsesFile, String(port)], {}, root);
  const url = `http://127.0.0.1:${port}`;
  const bootMs = await waitFor200(`${url}/api/v4/version`, tokenHeaders(adminToken), since, started);
  return { ...started, url, bootMs };
}

/** Prism's static mock of the bundled spec, as `npm run mock` runs it. */
export async function startPrism(options: BenchOptions, adminToken: string): Promise<Server> {
  const prism = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
  const port = await freePort();
  const since = performance.now();
  const document = writePrismDocument();
  onCleanUp(() => rmSync(dirname(document), { recursive: true, force: true }));
  const started = startPinned(options.node, [prism, 'mock', document, '--errors', '-h', '127.0.0.1', '-p', String(port)], {}, root);
  const url = `http://127.0.0.1:${port}`;
  const bootMs = await waitFor200(`${url}/api/v4/version`, tokenHeaders(adminToken), since, started);
  return { ...started, url, bootMs };
}
