// Builds the client package in client/dist: the compiled client (ES modules with declarations) next to the generated
// types it is written against, in the same relative places as in this repository (dist/client, dist/generated).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}client/dist`;
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', `${root}client/tsconfig.build.json`], { stdio: 'inherit' });
mkdirSync(`${dist}/generated`, { recursive: true });
copyFileSync(`${root}generated/api.d.ts`, `${dist}/generated/api.d.ts`);
console.log(`Built ${dist}`);
