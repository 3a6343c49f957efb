// Bundles the hand-written spec into generated/openapi.{json,yaml} with a code sample per language on every operation, generates generated/api.d.ts from it, and
// down-converts it to generated/openapi-3.0.json for generators that do not read OpenAPI 3.1; generates the fixture file's types,
// generated/fixture.d.ts, from its JSON Schema.
// With --check, writes nothing and fails when a committed file differs from what the spec gives.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { stringifyYaml } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundleSpec } from './bundle-spec.js';
import { fixtureTypes } from './fixture-types.js';
import { withCodeSamples } from './code-samples/inject.js';
import { openapi30 } from './openapi-3.0.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const checkOnly = process.argv.includes('--check');

const document = withCodeSamples(await bundleSpec().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
}));

const header = '// Generated from openapi/ by `npm run generate`. Do not edit.\n';
const outputs: Record<string, string> = {
  'generated/openapi.json': `${JSON.stringify(document, null, 2)}\n`,
  'generated/openapi.yaml': `# Generated from openapi/ by \`npm run generate\`. Do not edit.\n${stringifyYaml(document, { lineWidth: -1 })}`,
  'generated/openapi-3.0.json': `${JSON.stringify(openapi30(document), null, 2)}\n`,
  'generated/api.d.ts': header + astToString(await openapiTS(document as never, { alphabetize: false, defaultNonNullable: false })),
  'generated/fixture.d.ts': '// Generated from fixtures/fixture.schema.json by `npm run generate`. Do not edit.\n' + await fixtureTypes(`${root}fixtures/fixture.schema.json`),
};

const stale: string[] = [];
for (const [file, content] of Object.entries(outputs)) {
  const current = await readFile(`${root}${file}`, 'utf8').catch(() => undefined);
  if (current === content) continue;
  stale.push(file);
  if (!checkOnly) await writeFile(`${root}${file}`, content);
}

if (checkOnly && stale.length > 0) {
  console.error(`Generated files differ from the spec: ${stale.join(', ')}\nRun \`npm run generate\` and commit the result.`);
  process.exit(1);
}
console.log(stale.length === 0 ? 'Generated files are up to date.' : `Wrote ${stale.join(', ')}.`);
