// `npm run spec:diff` on crafted pairs: the bundled description and a copy with one change, each rated as a client
// generated from the first would feel it (major fails the run, minor and patch pass).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDatabaseKind } from '../support/database.js';

type Node = Record<string, any>;

const root = fileURLToPath(new URL('../..', import.meta.url));
const original = readFileSync(join(root, 'generated/openapi.json'), 'utf8');
let work: string;

interface Report { bump: string; summary: Record<'major' | 'minor' | 'patch', number>; changes: { path: string; impact: string; verdicts?: { ruleId: string }[] }[] }

async function specDiff(name: string, change: (document: Node) => void): Promise<{ exitCode: number; report: Report }> {
  const document = JSON.parse(original) as Node;
  change(document);
  const revision = join(work, `${name}.json`);
  const output = join(work, `${name}.report.json`);
  writeFileSync(revision, JSON.stringify(document));
  const exitCode = await new Promise<number>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/spec-diff/main.ts', join(work, 'base.json'), revision, '--format', 'json', '-o', output], { cwd: root }, (error) => {
      resolve(error === null ? 0 : Number(error.code));
    });
  });
  return { exitCode, report: JSON.parse(readFileSync(output, 'utf8')) as Report };
}

const rulesOf = (report: Report) => report.changes.flatMap((change) => (change.verdicts ?? []).map((verdict) => verdict.ruleId));

// Each run starts Node and the Redocly CLI (1 to 3 s): one at a time, so that they do not crowd the machine.
// No server: on the SQLite run only.
describe.skipIf(testDatabaseKind === 'postgres')('npm run spec:diff', { timeout: 60_000 }, () => {
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'rhs-spec-diff-test-'));
    writeFileSync(join(work, 'base.json'), original);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  test.each([
    ['a removed operation', 'path-removed', (spec: Node) => { delete spec.paths['/version']; }],
    ['a removed response property', 'property-removed', (spec: Node) => {
      const label = spec.components.schemas.Label;
      delete label.properties.description;
      label.required = label.required.filter((name: string) => name !== 'description');
    }],
    ['a new required parameter', 'parameter-became-required', (spec: Node) => {
      spec.paths['/version'].get.parameters = [{ name: 'detail', in: 'query', required: true, schema: { type: 'string' } }];
    }],
    ['a narrowed enum', 'enum-values-removed', (spec: Node) => {
      const state = spec.components.parameters.MergeRequestListState.schema;
      state.enum = state.enum.filter((value: string) => value !== 'locked');
    }],
    ['a changed type', 'schema-type-changed', (spec: Node) => { spec.components.schemas.Label.properties.color.type = 'integer'; }],
  ])('%s is major and fails the run', async (_name, rule, change) => {
    const { exitCode, report } = await specDiff(rule, change);
    expect(report.bump).toBe('major');
    expect(rulesOf(report)).toContain(rule);
    expect(exitCode).not.toBe(0);
  });

  test.each([
    ['a new optional parameter', (spec: Node) => {
      spec.paths['/version'].get.parameters = [{ name: 'detail', in: 'query', schema: { type: 'string' } }];
    }],
    ['a new operation', (spec: Node) => {
      spec.paths['/version'].head = { ...spec.paths['/version'].get, operationId: 'headVersion' };
    }],
  ])('%s is minor and passes', async (name, change) => {
    const { exitCode, report } = await specDiff(name.replaceAll(' ', '-'), change);
    expect(report.bump).toBe('minor');
    expect(report.summary.major).toBe(0);
    expect(exitCode).toBe(0);
  });

  test('a description edit is a patch and passes', async () => {
    const { exitCode, report } = await specDiff('description', (spec) => { spec.paths['/version'].get.description += ' It changes with every release.'; });
    expect(report.bump).toBe('patch');
    expect(report.changes.map((change) => [change.path, change.impact])).toEqual([['#/paths/~1version/get', 'patch']]);
    expect(exitCode).toBe(0);
  });
});
