// The client as its users get it: `npm pack` of client/ (which builds it), the tarball installed into an empty
// project without the network, a TypeScript program type-checked strictly against the shipped types and run
// against the server.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { testDatabaseKind } from '../support/database.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');

const program = `
import { ApiRequestError, createClient, type DataOf, type Paginated } from '@rhs/api-client';

// Node's types are not installed here: the client needs only the fetch API's.
declare const process: { env: Record<string, string | undefined> };

const api = createClient({ baseUrl: process.env.API_URL!, token: process.env.API_TOKEN! });
const created: DataOf<'/projects', 'post'> = await api.projects.create({ name: 'Packed' });
for (let i = 1; i <= 4; i++) await api.projects.create({ name: \`Packed \${i}\` });
const list: Paginated<{ id: number; name: string }> = api.projects.list({ per_page: 2, order_by: 'id', sort: 'asc' });
const pages: string[][] = [];
for await (const page of list.pages()) pages.push(page.items.map((project) => project.name));
const raw = await api.GET('/projects/{id}', { params: { path: { id: created.path_with_namespace } } });
let missing: number | undefined;
try { await api.projects.get(999_999); } catch (error) { if (error instanceof ApiRequestError) missing = error.status; }
console.log(JSON.stringify({ path: created.path_with_namespace, pages, raw: raw.data?.id === created.id, missing }));
`;

describeApi('client package', (api) => {
  let scratch: string;
  beforeAll(async () => { scratch = await mkdtemp(join(tmpdir(), 'rhs-client-package-')); });
  afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

  // The package is the same whatever the server's database: built and packed once, on the SQLite run (two builds at
  // once would also share client/dist).
  test.skipIf(testDatabaseKind === 'postgres')('npm pack ships only the built client and its types; installed offline, it type-checks and works', { timeout: 240_000 }, async () => {
    const started = Date.now();
    await run('npm', ['pack', '--pack-destination', scratch], { cwd: join(root, 'client') });
    const packed = Date.now();
    const [tarball] = (await readdir(scratch)).filter((name) => name.endsWith('.tgz'));
    const { stdout: listing } = await run('tar', ['tzf', join(scratch, tarball!)]);
    const files = listing.trim().split('\n').sort();
    expect(files.filter((file) => !file.startsWith('package/dist/'))).toEqual(['package/LICENSE', 'package/README.md', 'package/package.json']);
    expect(files).toContain('package/dist/client/index.js');
    expect(files).toContain('package/dist/client/index.d.ts');
    expect(files).toContain('package/dist/generated/api.d.ts');
    expect(files.filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);

    await writeFile(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { '@rhs/api-client': `file:./${tarball}` } }));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: scratch });
    const { stdout: installed } = await run('npm', ['ls', '--all', '--parseable'], { cwd: scratch });
    expect(installed.trim().split('\n').map((path) => path.slice(scratch.length + 1)).sort())
      .toEqual(['', 'node_modules/@rhs/api-client', 'node_modules/openapi-fetch', 'node_modules/openapi-typescript-helpers']);
    const installedAt = Date.now();

    await writeFile(join(scratch, 'use.ts'), program);
    await writeFile(join(scratch, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, lib: ['ES2022', 'DOM'], types: [], skipLibCheck: false },
      files: ['use.ts'],
    }));
    const typeCheck = await run(process.execPath, [tsc, '-p', scratch]).catch((error: { stdout: string }) => error);
    expect(typeCheck.stdout).toBe('');
    const checked = Date.now();
    const { stdout } = await run(process.execPath, [join(scratch, 'use.js')], { env: { ...process.env, API_URL: api.url, API_TOKEN: adminToken } });
    expect(JSON.parse(stdout)).toEqual({
      path: 'root/packed',
      pages: [['Packed', 'Packed 1'], ['Packed 2', 'Packed 3'], ['Packed 4']],
      raw: true,
      missing: 404,
    });

    // A CommonJS project (npm init -y makes one) loads it with require().
    const commonJs = join(scratch, 'common-js');
    await mkdir(commonJs);
    await writeFile(join(commonJs, 'package.json'), JSON.stringify({ name: 'common-js-consumer', private: true, type: 'commonjs' }));
    await writeFile(join(commonJs, 'use.js'), `const { createClient, ApiRequestError } = require('@rhs/api-client');
createClient({ baseUrl: process.env.API_URL, token: process.env.API_TOKEN }).users.current()
  .then((user) => console.log(JSON.stringify({ user: user.username, errorType: typeof ApiRequestError })));`);
    const required = await run(process.execPath, [join(commonJs, 'use.js')], { env: { ...process.env, API_URL: api.url, API_TOKEN: adminToken } });
    expect(JSON.parse(required.stdout)).toEqual({ user: 'root', errorType: 'function' });
    expect(required.stderr).toBe('');
    console.log(`client package: pack (with build) ${packed - started} ms, offline install ${installedAt - packed} ms, type check ${checked - installedAt} ms`);
  });
});
