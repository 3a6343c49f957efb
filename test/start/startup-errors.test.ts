// `npm start` (scripts/start.mjs) when the environment is wrong: one line that names the problem and the fix, exit
// status 1, no stack trace, and nothing created. Each case fails before any database work, so SQLite is enough.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { testDatabaseKind } from '../support/database.js';
import { freePort } from '../support/prism.js';
import { startServerProcess } from '../support/server-process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Exit { code: number | null; stdout: string; stderr: string }

function start(env: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', ADMIN_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const timer = setTimeout(() => child.kill('SIGTERM'), 15_000);
  return new Promise((resolve) => child.on('exit', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); }));
}

function expectOneLineRefusal(exit: Exit, words: RegExp): void {
  expect(exit.code).toBe(1);
  expect(exit.stdout).toBe('');
  expect(exit.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(words)]);
  expect(exit.stderr).not.toMatch(/^\s+at /m);
}

describe.runIf(testDatabaseKind === 'sqlite')('start-up errors', () => {
  let scratch: string;
  beforeEach(() => { scratch = mkdtempSync(join(tmpdir(), 'rhs-start-')); });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  test('a port in use is named, with the PORT setting that avoids it, and nothing is created', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = join(scratch, 'data');
      const exit = await start({ PORT: String(port), DATA_DIR: dataDir });
      expectOneLineRefusal(exit, new RegExp(`^Port ${port} on 127\\.0\\.0\\.1 is already in use: .*set PORT to a free port`));
      expect(readdirSync(scratch)).toEqual([]);
    } finally {
      holder.close();
    }
  });

  test('a data directory that cannot be written is named, with DATA_DIR', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const exit = await start({ PORT: String(await freePort()), DATA_DIR: join(file, 'data') });
    expectOneLineRefusal(exit, /^The data directory .*a-file\/data cannot be created or written \(ENOTDIR\): .*set DATA_DIR/);
  });

  test('an unreachable PostgreSQL is named, with DATABASE_URL', async () => {
    const closedPort = await freePort();
    const exit = await start({ PORT: String(await freePort()), DATA_DIR: scratch, DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${closedPort}/test` });
    expectOneLineRefusal(exit, new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${closedPort}/test is unreachable \\(ECONNREFUSED\\): .*DATABASE_URL`));
    expect(exit.stderr).not.toContain('secret');
  });

  test.each([
    ['mysql://root@localhost/service', /^DATABASE_URL must be a PostgreSQL URL \(postgres:\/\/ or postgresql:\/\/\), not mysql:\/\/: /],
    ['localhost:5432', /^DATABASE_URL must be a PostgreSQL URL/],
    ['not a url', /^DATABASE_URL is not a URL: set it to postgres:\/\/user:password@localhost:5432\/database/],
  ])('a DATABASE_URL of %j is refused before anything is opened', async (databaseUrl, words) => {
    expectOneLineRefusal(await start({ PORT: String(await freePort()), DATA_DIR: scratch, DATABASE_URL: databaseUrl }), words);
  });

  test('a PORT that is no port number is refused', async () => {
    expectOneLineRefusal(await start({ PORT: 'http', DATA_DIR: scratch }), /^PORT must be a port number \(0 to 65535\), not "http"\.$/);
  });

  test('the credentials of a first start are printed saying they are shown only once', async () => {
    const server = await startServerProcess({ DATA_DIR: scratch, DATABASE_URL: '', ADMIN_TOKEN: '' });
    // The lines after "Listening on" may arrive in a later chunk.
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('shown only once');
    await server.stop();
    expect(server.output()).toMatch(/Administrator token \(scopes api, sudo\): \S+\nThese credentials are shown only once/);
  });
});
