// The test server as its users get it: `npm pack` of test-server/ (which builds the bundles), the tarball installed
// into an empty project without the network (its native peer, better-sqlite3, linked from this repository), and
// from there: a program that uses startTestServer, the command `npx rhs-test-server` (its JSON line, its exit on
// SIGTERM, a bad fixture), and the pytest and Go recipes of examples/ run against the installed command (each
// skipped, saying so, where its client is not installed). One pack and one install for all of them.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabaseKind } from '../support/database.js';
import { pythonWithGitlab } from '../support/python.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const example = join(root, 'fixtures/example.yaml');
const serverDirectories = join(tmpdir(), 'rhs-test-server');
/** Whether the data directory of the server process `pid` is still there. */
const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const dataDirOf = async (pid: number) => (await readdir(serverDirectories).catch(() => [])).some((name) => name.startsWith(`${pid}-`));

const program = `
import { startTestServer } from '@rhs/test-server';

const fixture = new URL('./node_modules/@rhs/test-server/dist/example-fixture.yaml', import.meta.url).pathname;
const server = await startTestServer({ fixture });
const call = async (method, path, token = 'alice-api-token') => {
  const response = await fetch(server.apiUrl + path, { method, headers: { 'PRIVATE-TOKEN': token } });
  return response.status === 204 ? response.status : response.json();
};
const user = await call('GET', '/user');
const created = await fetch(server.apiUrl + '/projects', {
  method: 'POST', headers: { 'PRIVATE-TOKEN': server.adminToken, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Scratch' }),
});
const before = (await call('GET', '/projects', server.adminToken)).length;
await server.reset();
const after = (await call('GET', '/projects', server.adminToken)).map((project) => project.path_with_namespace).sort();
await server.stop();
let stopped = false;
try { await fetch(server.apiUrl + '/version'); } catch { stopped = true; }
console.log(JSON.stringify({ user: user.username, created: created.status, before, after, stopped }));
`;

function goGitlabMissing(): string | undefined {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
  } catch {
    return 'the go toolchain is not installed (Debian: apt-get install golang-go)';
  }
  return existsSync('/usr/share/gocode/src/github.com/xanzy/go-gitlab') ? undefined : 'go-gitlab is not installed (Debian: apt-get install golang-github-xanzy-go-gitlab-dev)';
}

const python = pythonWithGitlab('pytest');
if (!python) console.warn('pytest recipe skipped: no python3 can import gitlab and pytest (Debian: apt-get install python3-gitlab python3-pytest)');
const goMissing = goGitlabMissing();
if (goMissing) console.warn(`Go recipe skipped: ${goMissing}`);

// One package whatever the database: built and packed once, on the SQLite run.
describe.skipIf(testDatabaseKind === 'postgres')('test server package', () => {
  let scratch: string;
  let command: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'rhs-test-server-package-'));
    command = join(scratch, 'node_modules/.bin/rhs-test-server');
    await run('npm', ['pack', '--pack-destination', scratch], { cwd: join(root, 'test-server') });
    const [tarball] = (await readdir(scratch)).filter((name) => name.endsWith('.tgz'));
    await writeFile(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { '@rhs/test-server': `file:./${tarball}` } }));
    // Peers are not installed (no network); the native one comes from this repository.
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'], { cwd: scratch });
    await mkdir(join(scratch, 'node_modules'), { recursive: true });
    await symlink(join(root, 'node_modules/better-sqlite3'), join(scratch, 'node_modules/better-sqlite3'));
  }, 240_000);
  afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

  test('the tarball ships both bundles, the command, its types, the spec and a README', async () => {
    const [tarball] = (await readdir(scratch)).filter((name) => name.endsWith('.tgz'));
    const { stdout: listing } = await run('tar', ['tzf', join(scratch, tarball!)]);
    expect(listing.trim().split('\n')).toEqual(expect.arrayContaining([
      'package/README.md',
      'package/dist/cli.mjs',
      'package/dist/command.mjs',
      'package/dist/example-fixture.yaml',
      'package/dist/fixture.schema.json',
      'package/dist/index.d.ts',
      'package/dist/index.mjs',
      'package/dist/testing-types.d.ts',
      'package/generated/openapi.json',
      'package/package.json',
    ]));
  });

  test('startTestServer works with a fixture, from the installed package', async () => {
    await writeFile(join(scratch, 'use.mjs'), program);
    const { stdout } = await run(process.execPath, [join(scratch, 'use.mjs')], { cwd: scratch }).catch((error: Error & { stderr?: string }) => { throw new Error(`${error.message}\n${error.stderr}`); });
    expect(JSON.parse(stdout)).toEqual({ user: 'alice', created: 201, before: 3, after: ['alice/tool', 'platform/service'], stopped: true });
  }, 60_000);

  test('npx rhs-test-server prints one JSON line, serves the fixture and the probes, and SIGTERM stops it and removes its data', async () => {
    const startedAt = performance.now();
    const child = spawn('npx', ['rhs-test-server', '--port', '0', '--fixture', example], { cwd: scratch, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let stdout = '';
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
      });
      void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
    });
    console.log(`rhs-test-server from the installed tarball: first JSON line after ${Math.round(performance.now() - startedAt)} ms (through npx)`);
    const started = JSON.parse(line);
    expect(Object.keys(started)).toEqual(['url', 'apiUrl', 'adminToken', 'pid']);
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(started.apiUrl).toBe(`${started.url}/api/v4`);
    expect(started.pid).toEqual(expect.any(Number));
    expect((await fetch(`${started.url}/-/readiness`)).status).toBe(200);
    try {
      const projects = await (await fetch(`${started.apiUrl}/projects`, { headers: { 'PRIVATE-TOKEN': started.adminToken } })).json() as { path_with_namespace: string }[];
      expect(projects.map((project) => project.path_with_namespace).sort()).toEqual(['alice/tool', 'platform/service']);
      expect((await fetch(`${started.apiUrl}/user`, { headers: { 'PRIVATE-TOKEN': 'alice-api-token' } })).status).toBe(200);
      expect(await dataDirOf(started.pid)).toBe(true);
    } finally {
      const stoppingAt = performance.now();
      process.kill(started.pid, 'SIGTERM');
      expect(await exited).toBe(0);
      expect(performance.now() - stoppingAt).toBeLessThan(1500);
    }
    // Nothing else on stdout: the one line is all a harness reads.
    expect(stdout).toBe(`${line}\n`);
    expect(await dataDirOf(started.pid)).toBe(false);
  }, 60_000);

  test('a killed server\'s data directory goes with the next start; a killed test run takes its startTestServer with it', async () => {
    const startCommand = async () => {
      const child = spawn(command, [], { cwd: scratch, stdio: ['ignore', 'pipe', 'ignore'] });
      const line = await new Promise<string>((resolve) => { child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())); });
      return { child, pid: JSON.parse(line).pid as number, exited: new Promise((resolve) => child.once('exit', resolve)) };
    };
    const killed = await startCommand();
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(await dataDirOf(killed.pid)).toBe(true);
    const next = await startCommand();
    expect(await dataDirOf(killed.pid)).toBe(false);
    next.child.kill('SIGTERM');
    await next.exited;

    // A test run that dies without stop(): its server ends and removes its data.
    const before = new Set(await readdir(serverDirectories).catch(() => []));
    await writeFile(join(scratch, 'abandon.mjs'), "import { startTestServer } from '@rhs/test-server';\nconst server = await startTestServer();\nconsole.log(server.url);\nprocess.kill(process.pid, 'SIGKILL');\n");
    const url = await new Promise<string>((resolve) => {
      execFile(process.execPath, [join(scratch, 'abandon.mjs')], { cwd: scratch }, (_error, stdout) => resolve(stdout.trim()));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect.poll(() => fetch(`${url}/-/liveness`).then(() => 'answering', () => 'gone'), { timeout: 5_000, interval: 100 }).toBe('gone');
    // Other test files' servers may start meanwhile: only a directory whose owner is gone is a leftover.
    const leftover = (name: string) => !before.has(name) && !processAlive(Number(name.split('-')[0]));
    await expect.poll(async () => (await readdir(serverDirectories).catch(() => [])).filter(leftover), { timeout: 5_000 }).toEqual([]);
  }, 60_000);

  test('a bad fixture exits 1 with the fixture\'s message, a bad option 2 with the usage', async () => {
    const bad = join(scratch, 'bad.yaml');
    await writeFile(bad, 'users:\n  - username: alice\n');
    const failed = await run(command, ['--fixture', bad], { cwd: scratch }).then(() => undefined, (error: { code: number; stdout: string; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect(failed!.stderr).toContain(`Fixture file ${bad} cannot be loaded:`);
    expect(failed!.stderr).toContain('users[0]');
    const wrong = await run(command, ['--port', 'many'], { cwd: scratch }).then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(wrong).toMatchObject({ code: 2 });
    expect(wrong!.stderr).toContain('--port must be a port number');
  }, 30_000);

  test.skipIf(python === undefined)('the pytest recipe (examples/python) passes against the installed command', async () => {
    const before = new Set(await readdir(serverDirectories).catch(() => []));
    // Through npx, as the recipe has it: the conftest stops the server by its pid, which npx does not signal.
    const { stdout } = await run(python!, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', join(root, 'examples/python')], {
      cwd: scratch,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
      timeout: 60_000,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => { throw new Error(`${error.message}\n${error.stdout}\n${error.stderr}`); });
    expect(stdout).toMatch(/4 passed/);
    await expect.poll(async () => (await readdir(serverDirectories).catch(() => [])).filter((name) => !before.has(name)), { timeout: 15_000 }).toEqual([]);
  }, 90_000);

  test.skipIf(goMissing !== undefined)('the Go recipe (examples/go, TestMain) passes against the installed command', async () => {
    const { stdout } = await run('go', ['test', '-count=1', '-v', '.'], {
      cwd: join(root, 'examples/go'),
      env: { ...process.env, RHS_TEST_SERVER: command, GO111MODULE: 'off', GOPATH: '/usr/share/gocode', GOCACHE: join(scratch, 'go-cache'), GOFLAGS: '' },
      timeout: 170_000,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => { throw new Error(`${error.message}\n${error.stdout}\n${error.stderr}`); });
    expect(stdout.match(/^--- PASS/gm)).toHaveLength(3);
  }, 180_000);
});
