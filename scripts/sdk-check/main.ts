// `npm run sdk:check`: whether the spec makes usable clients. Generates TypeScript clients with @hey-api/openapi-ts,
// orval and openapi-typescript-codegen, checks that none names a type by machine, compiles each with its flow
// (create a project, open a merge request, list with pagination) under strict TypeScript and runs the flow against
// a reference server; makes a Postman collection; builds a Python client from the 3.0 document and runs the same
// flow. Prints one line per check and exits non-zero when any fails. Work files go to a temporary directory, removed
// afterwards unless `--keep` is given (`npm run sdk:check -- --keep`).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileStrictly } from './compile.js';
import { machineNames } from './machine-names.js';
import { postmanCollection } from './postman.js';
import { pythonClientFlow, pythonUnavailable } from './python.js';
import { startServer } from '../reference-server.js';
import { typeScriptGenerators } from './typescript-clients.js';

const work = mkdtempSync(join(tmpdir(), 'rhs-sdk-check-'));
const keep = process.argv.includes('--keep');
let failures = 0;

async function check(name: string, action: () => Promise<string | void>): Promise<boolean> {
  const started = Date.now();
  try {
    const detail = await action();
    console.log(`ok    ${name}${detail ? `: ${detail}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return true;
  } catch (error) {
    failures += 1;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

const server = await startServer(work);
try {
  for (const generator of typeScriptGenerators) {
    const dir = join(work, generator.name);
    mkdirSync(dir, { recursive: true });
    if (!await check(`${generator.name}: generate`, () => generator.generate(dir, server.apiUrl))) continue;
    await check(`${generator.name}: no machine-made type names`, async () => {
      const names = generator.typeNames(dir);
      const machineMade = machineNames(names);
      if (machineMade.length > 0) throw new Error(machineMade.join(', '));
      return `${names.length} types`;
    });
    copyFileSync(new URL(`./flows/${generator.name}.ts`, import.meta.url), join(dir, 'flow.ts'));
    if (!await check(`${generator.name}: strict tsc`, () => compileStrictly(dir))) continue;
    await check(`${generator.name}: flow against the server`, async () => {
      const { flow } = await import(pathToFileURL(join(dir, 'flow.ts')).href) as { flow(apiUrl: string, token: string): Promise<string> };
      return flow(server.apiUrl, server.adminToken);
    });
  }
  await check('openapi-to-postmanv2: collection', () => postmanCollection(work));
  const unavailable = await pythonUnavailable();
  if (unavailable) console.log(`skip  swagger-codegen python: ${unavailable}`);
  else await check('swagger-codegen python (3.0 document): generate, import, flow', () => pythonClientFlow(join(work, 'python'), server.apiUrl, server.adminToken));
} finally {
  await server.stop();
  if (keep) console.log(`Work files kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log(failures === 0 ? 'All SDK checks passed.' : `${failures} SDK check(s) failed.`);
process.exit(failures === 0 ? 0 : 1);
