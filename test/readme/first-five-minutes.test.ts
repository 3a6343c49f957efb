// The README's "First five minutes" walk, run as written against a fresh server started by `npm start`, so that it
// cannot drift from what the server does. Only the token, the server's port and the receiver's port are put in for
// the ones of this run; everything else is the README's text, run by bash.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { testDatabaseKind } from '../support/database.js';
import { freePort } from '../support/prism.js';
import { startServerProcess } from '../support/server-process.js';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** The shell blocks of the README's section under `heading`, in order. */
function shellBlocksOf(heading: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

function runBash(script: string, cwd: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('bash', ['-e', '-c', script], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Readme Reader', GIT_AUTHOR_EMAIL: 'reader@example.com',
      GIT_COMMITTER_NAME: 'Readme Reader', GIT_COMMITTER_EMAIL: 'reader@example.com',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
  return new Promise((resolve) => child.on('exit', (code) => { clearTimeout(timer); resolve({ code, output }); }));
}

describe.runIf(testDatabaseKind === 'sqlite')('the README', () => {
  test('the first five minutes, from a token to a webhook delivery, work as written', async () => {
    const blocks = shellBlocksOf('First five minutes');
    expect(blocks.length).toBeGreaterThan(3);
    const scratch = mkdtempSync(join(tmpdir(), 'rhs-readme-'));
    const token = 'readme-walk-token';
    const server = await startServerProcess({ DATA_DIR: join(scratch, 'data'), DATABASE_URL: '', ADMIN_TOKEN: token });
    try {
      const { port } = new URL(server.url);
      const receiverPort = String(await freePort());
      const script = blocks.join('\n')
        .replace(/^TOKEN=.*$/m, `TOKEN=${token}`)
        .replaceAll('localhost:3000', `127.0.0.1:${port}`)
        .replaceAll('9000', receiverPort);
      const { code, output } = await runBash(script, scratch);
      expect(code, output).toBe(0);
      expect(output).toContain('"username":"root"');
      expect(output).toContain('"path_with_namespace":"root/demo"');
      expect(output).toMatch(/"state":"merged"/);
      expect(output).toContain('"message":"Invalid url given"');
      expect(output).toMatch(/Issue Hook: {"object_kind":"issue"/);
    } finally {
      await server.stop();
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
