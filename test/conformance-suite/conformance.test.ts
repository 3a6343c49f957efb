// `npm run conformance` as a user runs it: against the reference server (nothing differs from the spec), against a
// server that answers one operation wrongly (the report names it), and with bad arguments.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../scripts/conformance/report.js';
import { startServer, type RunningServer } from '../../scripts/reference-server.js';
import { freePort } from '../support/prism.js';
import { startCorruptingProxy } from './corrupting-proxy.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function conformance(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/conformance/main.ts', ...args], { cwd: root, maxBuffer: 10 * 2 ** 20 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

// The list of the API's core operations sits beside the repository (`../shared`) where the project is developed and
// in CI; a clone without it checks the rest.
const operationsFile = join(root, '../shared/operations.tsv');
const seedOperations = existsSync(operationsFile) ? readFileSync(operationsFile, 'utf8') : undefined;

// It spawns its own server and proxy processes; the database the server uses is its own, so one project runs it.
describe.skipIf(process.env.TEST_DATABASE !== 'sqlite')('npm run conformance', () => {
  let directory = '';
  let server: RunningServer;

  beforeAll(async () => {
    // Made here, not when the file loads: a skipped suite runs no hook that would remove it.
    directory = mkdtempSync(join(tmpdir(), 'rhs-conformance-'));
    server = await startServer(directory);
    // A group the administrator owns, so that sharing a project is exercised too.
    const group = await fetch(`${server.apiUrl}/groups`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': server.adminToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Conformance Group', path: 'conformance-group' }),
    });
    expect(group.status, await group.text()).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('passes against the reference server: every area run, no violation, no failed step', { timeout: 150_000 }, async () => {
    const reportFile = join(directory, 'report.json');
    const { code, stdout, stderr } = await conformance(['--base-url', server.url, '--token', server.adminToken, '--report', reportFile]);
    expect(code, `${stdout}\n${stderr}`).toBe(0);
    expect(stdout).toContain('PASS: every answer matched the spec.');
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    expect(report.areas).toEqual(['users', 'projects', 'merge-requests', 'hooks', 'settings']);
    expect(report.summary).toMatchObject({ violations: 0, failures: 0 });
    const called = new Set(report.operations.filter((entry) => entry.calls > 0).map((entry) => entry.operation));
    const seeds = (seedOperations ?? '').trim().split('\n').slice(1).map((line) => line.split('\t').slice(0, 2).join(' '));
    expect(seeds.filter((operation) => !called.has(operation))).toEqual([]);
    // Nothing it made is left: its user went with DELETE /users/:id.
    const left = await fetch(`${server.apiUrl}/users?search=conformance-`, { headers: { 'PRIVATE-TOKEN': server.adminToken } });
    expect(await left.json()).toEqual([]);
    expect(report.notes).toEqual([]);
  });

  it('fails against a server that answers one operation wrongly, and names the operation and the violation', { timeout: 150_000 }, async () => {
    const proxy = await startCorruptingProxy(server.url);
    try {
      const { code, stdout } = await conformance(['--base-url', `${proxy.url}/api/v4`, '--token', server.adminToken, '--only', 'users']);
      expect(code, stdout).toBe(1);
      expect(stdout).toMatch(/GET \/version +1 +200 +1 violation/);
      expect(stdout).toMatch(/✗ \[200\] response\.body\.version: .*must be string/);
      expect(stdout).toContain('FAIL (contract): answers break the spec');
    } finally {
      await proxy.close();
    }
  });

  it('fails a server whose lists lack their page headers: each a violation, and the pagination step fails', { timeout: 150_000 }, async () => {
    const proxy = await startCorruptingProxy(server.url, 'page-headers');
    try {
      const { code, stdout } = await conformance(['--base-url', proxy.url, '--token', server.adminToken, '--only', 'users', '--failures-only']);
      expect(code, stdout).toBe(1);
      expect(stdout).toMatch(/GET \/users +\d+ +200 +\d+ violations/);
      expect(stdout).toMatch(/✗ \[200.*\] response\.header: Response header must have required property 'x-page'/);
      expect(stdout).toContain('✗ step failed: GET /users?per_page=1 answered without X-Page, X-Per-Page, X-Next-Page, X-Prev-Page, Link');
      expect(stdout).toContain('FAIL (contract)');
      // Only what failed is listed.
      expect(stdout).not.toMatch(/ ok$/m);
    } finally {
      await proxy.close();
    }
  });

  it('tells behaviour differences (exit 3) from contract violations: an answer the spec allows, where the real service answers otherwise', { timeout: 150_000 }, async () => {
    const proxy = await startCorruptingProxy(server.url, 'missing-user');
    try {
      const { code, stdout } = await conformance(['--base-url', proxy.url, '--token', server.adminToken, '--only', 'users']);
      expect(code, stdout).toBe(3);
      expect(stdout).toContain('✗ step failed: GET /users/{id} answered 403, expected 404');
      expect(stdout).toContain('FAIL (behaviour): every answer matched the spec, but 1 failed step got another answer than the real service gives');
      expect(stdout).toMatch(/ ok$/m);
    } finally {
      await proxy.close();
    }
  });

  it('names a connection error instead of reporting the proxy\'s 500, and exits 2', async () => {
    const closed = await freePort();
    const { code, stderr } = await conformance(['--base-url', `http://127.0.0.1:${closed}`, '--token', 't']);
    expect(code).toBe(2);
    expect(stderr).toContain(`Cannot reach the server at http://127.0.0.1:${closed}: connection refused (ECONNREFUSED)`);
  });

  it('exits 2 with the usage on bad arguments', async () => {
    const missing = await conformance(['--base-url', 'http://127.0.0.1:1']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--token is required');
    const unknown = await conformance(['--base-url', 'http://127.0.0.1:1', '--token', 't', '--only', 'projects,wikis']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown area wikis');
  });
});
