// The reference server as `npm start` runs it, for scripts: on a free port with a data directory of its own, on
// SQLite, with a known administrator token, answering every response only after checking it against the spec.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './prism-process.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  /** The API's base URL, ending in `/api/v4`. */
  apiUrl: string;
  /** Where it listens, without a path. */
  url: string;
  adminToken: string;
  stop(): Promise<void>;
}

/** `environment` adds to or overrides the server's environment (e.g. `EXTERNAL_URL`). */
export async function startServer(workDir: string, environment: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const adminToken = `rhs-script-${randomBytes(12).toString('hex')}`;
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), DATA_DIR: join(workDir, 'data'), ADMIN_TOKEN: adminToken, VALIDATE_RESPONSES: 'true', ...environment };
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      if (!output.includes('Listening on')) return;
      clearTimeout(timer);
      resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port}/api/v4`,
    adminToken,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
