// Builds the test server's package in test-server/dist: server/testing.ts (startTestServer) and the command
// rhs-test-server (server/testing/cli.ts, the whole server) each bundled by esbuild into one ES module, the
// command's launcher, the declarations, and beside them the files the server reads at run time (the bundled spec)
// or that users of fixtures want (the fixture schema and example).
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageDir = `${root}test-server`;
const dist = `${packageDir}/dist`;

rmSync(dist, { recursive: true, force: true });
// The native SQLite addon is the package's peer dependency (build-server.mjs keeps it outside the bundle).
await bundleServer(`${root}server/testing.ts`, `${dist}/index.mjs`);
// The command, which startTestServer runs as a child process: its bundle, started by a launcher that first lets
// Node.js keep the bundle's compiled code (test-server/launcher.mjs).
await bundleServer(`${root}server/testing/cli.ts`, `${dist}/command.mjs`);
copyFileSync(`${packageDir}/launcher.mjs`, `${dist}/cli.mjs`);
chmodSync(`${dist}/cli.mjs`, 0o755);
// The server reads the spec from `generated/openapi.json` one folder above its bundle (server/http/spec-document.ts).
mkdirSync(`${packageDir}/generated`, { recursive: true });
copyFileSync(`${root}generated/openapi.json`, `${packageDir}/generated/openapi.json`);
copyFileSync(`${root}fixtures/fixture.schema.json`, `${dist}/fixture.schema.json`);
copyFileSync(`${root}fixtures/example.yaml`, `${dist}/example-fixture.yaml`);

// Declarations: the option and result types (a file without imports) and the one function.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '--declaration', '--emitDeclarationOnly', '--target', 'ES2022', '--module', 'NodeNext',
  '--moduleResolution', 'NodeNext', '--outDir', dist, `${root}server/testing-types.ts`], { stdio: 'inherit' });
writeFileSync(`${dist}/index.d.ts`, [
  "import type { TestServer, TestServerOptions } from './testing-types.js';",
  "export type { TestServer, TestServerOptions } from './testing-types.js';",
  '/** Starts the server on a free port of 127.0.0.1 with a fresh data directory and test mode on. */',
  'export declare function startTestServer(options?: TestServerOptions): Promise<TestServer>;',
  '',
].join('\n'));
console.log(`Built ${dist}`);
