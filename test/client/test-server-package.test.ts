// The test server as its users get it: `npm pack` of test-server/ (which builds the bundle), the tarball installed
// into an empty project without the network (its native peer, better-sqlite3, linked from this repository), and a
// program that starts it with a fixture, calls it, resets it and stops it.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabaseKind } from '../support/database.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

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

// One package whatever the database: built and packed once, on the SQLite run.
describe.skipIf(testDatabaseKind === 'postgres')('test server package', () => {
  let scratch: string;
  beforeAll(async () => { scratch = await mkdtemp(join(tmpdir(), 'rhs-test-server-package-')); });
  afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

  test('npm pack ships the bundle, its types and the spec; installed offline, startTestServer works with a fixture', { timeout: 240_000 }, async () => {
    await run('npm', ['pack', '--pack-destination', scratch], { cwd: join(root, 'test-server') });
    const [tarball] = (await readdir(scratch)).filter((name) => name.endsWith('.tgz'));
    const { stdout: listing } = await run('tar', ['tzf', join(scratch, tarball!)]);
    expect(listing.trim().split('\n').sort()).toEqual([
      'package/dist/example-fixture.yaml',
      'package/dist/fixture.schema.json',
      'package/dist/index.d.ts',
      'package/dist/index.mjs',
      'package/dist/testing-types.d.ts',
      'package/generated/openapi.json',
      'package/package.json',
    ]);

    await writeFile(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { '@rhs/test-server': `file:./${tarball}` } }));
    // Peers are not installed (no network); the native one comes from this repository.
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'], { cwd: scratch });
    await mkdir(join(scratch, 'node_modules'), { recursive: true });
    await symlink(join(root, 'node_modules/better-sqlite3'), join(scratch, 'node_modules/better-sqlite3'));

    await writeFile(join(scratch, 'use.mjs'), program);
    const { stdout } = await run(process.execPath, [join(scratch, 'use.mjs')], { cwd: scratch }).catch((error: Error & { stderr?: string }) => { throw new Error(`${error.message}\n${error.stderr}`); });
    expect(JSON.parse(stdout)).toEqual({ user: 'alice', created: 201, before: 3, after: ['alice/tool', 'platform/service'], stopped: true });
  });
});
