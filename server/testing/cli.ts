#!/usr/bin/env node
// `rhs-test-server`: the server as a test double for a harness in any language. It starts in test mode and, once
// listening, prints one line of JSON on stdout ({"url", "apiUrl", "adminToken", "pid"}); everything else goes to
// stderr. SIGTERM or SIGINT stops it and removes the data directory it made; so does the end of the process that
// started it through Node's IPC channel (startTestServer).
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { FixtureError } from '../fixtures/fixture-error.js';
import { startServer, type RunningServer } from '../start.js';
import { ownDataDir, removeDataDir } from './data-dirs.js';

const usage = `Usage: rhs-test-server [--port N] [--host H] [--fixture FILE|-] [--database-url URL] [--data-dir DIR] [--frozen-at TIME]

Starts the server in test mode and prints one line of JSON once it listens:
  {"url": "http://127.0.0.1:PORT", "apiUrl": "http://127.0.0.1:PORT/api/v4", "adminToken": "...", "pid": N}

  --port N            port to listen on (default 0: a free one)
  --host H            address to listen on (default 127.0.0.1)
  --fixture FILE      YAML or JSON fixture loaded at the start and brought back by every reset; - reads it from stdin
  --database-url URL  PostgreSQL database to use (default: SQLite in the data directory)
  --data-dir DIR      where the database and repositories live (default: a new directory, removed on exit)
  --frozen-at TIME    freeze the server's clock at this ISO 8601 time

rhs-test-server export --base-url URL --token TOKEN --project PATH… [--out FILE] writes a fixture file of projects
read from any server of this API.
`;

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function options() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        host: { type: 'string', default: '127.0.0.1' },
        fixture: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
        'frozen-at': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`, 2);
  }
}

if (process.argv[2] === 'export') {
  const { runExport } = await import('./export/command.js');
  await runExport(process.argv.slice(3)).catch((error: Error) => fail(error.message, 1));
  process.exit(0);
}

const given = options();
if (given.help) {
  process.stdout.write(usage);
  process.exit(0);
}
const port = Number(given.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not ${given.port}`, 2);
const frozenAt = given['frozen-at'] === undefined ? undefined : new Date(given['frozen-at']);
if (frozenAt && Number.isNaN(frozenAt.getTime())) fail(`--frozen-at must be an ISO 8601 time, not ${given['frozen-at']}`, 2);
const fixture = given.fixture === '-' ? parse(await text(process.stdin)) ?? {} : given.fixture;

const madeDataDir = given['data-dir'] === undefined;
const dataDir = given['data-dir'] ?? await ownDataDir();
const adminToken = `rhspat-${randomBytes(20).toString('base64url')}`;
const host = given.host!;
// The address a client on this machine reaches: a wildcard address listens on the loopback interface too.
const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

let running: RunningServer;
try {
  running = await startServer({
    port, host, dataDir, adminToken, testMode: true, fixture, frozenAt,
    databaseUrl: given['database-url'],
  });
} catch (error) {
  if (madeDataDir) await removeDataDir(dataDir);
  // The message names every bad entry; a stack trace would only hide it.
  if (error instanceof FixtureError) fail(error.message, 1);
  throw error;
}
const url = `http://${reachable}:${running.port}`;
running.services.config.externalUrl = url;

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Within a second: requests still open after that are cut.
  await Promise.race([running.stop().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 800))]);
  if (madeDataDir) await removeDataDir(dataDir);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
if (process.connected) process.on('disconnect', () => void stop());

process.stdout.write(`${JSON.stringify({ url, apiUrl: `${url}/api/v4`, adminToken, pid: process.pid })}\n`);
process.stderr.write(`Test server listening on ${url}, data in ${dataDir}${fixture ? `, fixture ${typeof fixture === 'string' ? fixture : 'from stdin'}` : ''}\n`);
