// Runs the server as its own process as `npm start` does (scripts/start.mjs: the bundle, rebuilt first when a source
// is newer), for tests of start-up and restarts. Starting from the sources through tsx cost 2.5 s more CPU a start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './prism.js';
import { emptyPostgresDatabase, testDatabaseKind } from './database.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** The environment of a server with a database of its own that survives restarts: a data directory, or an empty PostgreSQL database. */
export async function persistentEnvironment(): Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rhs-data-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testDatabaseKind === 'sqlite') return { env: { DATA_DIR: dataDir }, cleanUp: async () => removeDataDir() };
  const database = await emptyPostgresDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, cleanUp: async () => { removeDataDir(); await database.drop(); } };
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // HOST pins the address the tests connect to (`localhost` may resolve to ::1 first).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', () => {
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
