// The published description as an API portal and an agent read it: the Redocly CLI's readiness score, and every
// documented 404 showing the answer the server gave for it. The spec does not depend on the database: one run.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { testDatabaseKind } from '../support/database.js';

type Node = Record<string, any>;

const root = fileURLToPath(new URL('../..', import.meta.url));
const spec = JSON.parse(readFileSync(`${root}generated/openapi.json`, 'utf8')) as Node;
const resolve = (node: Node): Node => (typeof node.$ref === 'string'
  ? resolve(node.$ref.slice(2).split('/').reduce((parent: Node, key: string) => parent[key], spec))
  : node);

describe.skipIf(testDatabaseKind === 'postgres')('readiness of the published description', () => {
  test('`redocly score` rates it 90 or above', { timeout: 60_000 }, async () => {
    const { stdout } = await promisify(execFile)('npx', ['redocly', 'score', 'generated/openapi.json', '--format', 'json'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    const { agentReadiness } = JSON.parse(stdout) as { agentReadiness: number };
    expect(agentReadiness).toBeGreaterThanOrEqual(90);
  });

  test('an operation documenting a 404 shows its own answer (captured by `npm run examples`), or the shared one where nothing unknown can be named', () => {
    // The 404s with the service's message body; those of the test-mode routes (absent outside test mode) are others.
    const operations = Object.values(spec.paths as Node).flatMap((item: Node) => Object.values(item))
      .filter((operation: Node) => resolve(operation?.responses?.['404'] ?? {}).content?.['application/json']?.schema?.$ref === '#/components/schemas/MessageError');
    const own = operations.filter((operation: Node) => !operation.responses['404'].$ref);
    expect(own.length).toBeGreaterThan(operations.length * 0.85);
    for (const operation of own) {
      const examples = Object.values(operation.responses['404'].content['application/json'].examples ?? {}).map((example) => resolve(example as Node));
      expect(examples.length, operation.operationId).toBeGreaterThan(0);
      for (const example of examples) expect(JSON.stringify(example.value), operation.operationId).toMatch(/^\{"(message|error)":"404 [^"]+"\}$/);
    }
  });
});
