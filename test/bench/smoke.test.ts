// The benchmark is not a timed test; this runs it on tiny settings so that it keeps working as the server changes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointNames, writeEndpointNames } from '../../scripts/bench/endpoints.js';
import type { Results } from '../../scripts/bench/report.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Made when the test runs, so that a run that skips it (on PostgreSQL) leaves nothing in the temporary folder.
let directory: string | undefined;
afterAll(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
});

function runBench(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'bench', '--', ...args], { cwd: root, env: { ...process.env, BENCH_DATABASE_URL: '' }, maxBuffer: 10 * 2 ** 20 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

// One run covers the script; the database it benchmarks is chosen by its own options, not by the test project.
describe.skipIf(process.env.TEST_DATABASE !== 'sqlite')('npm run bench', () => {
  it('runs on tiny settings, prints the tables and writes every figure', async () => {
    directory = mkdtempSync(join(tmpdir(), 'rhs-bench-smoke-'));
    const out = join(directory, 'results.json');
    const { code, stdout, stderr } = await runBench(['--smoke', '--out', out]);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('| `GET /projects/:id` |');
    expect(stdout).toContain('| `GET /projects/:id, repeated (replayed)` |');
    expect(stdout).toContain('npm start: first 200 after');

    const results = JSON.parse(readFileSync(out, 'utf8')) as Results;
    expect(results.database).toBe('sqlite');
    expect(results.endpoints.map((endpoint) => endpoint.name)).toEqual([...endpointNames]);
    for (const endpoint of results.endpoints) {
      const reads = !writeEndpointNames.includes(endpoint.name);
      for (const figures of [endpoint.server, endpoint.ceiling, ...(reads ? [endpoint.prism!] : [])]) {
        expect(figures.failures, endpoint.label).toBe(0);
        expect(figures.requestsPerSecond, endpoint.label).toBeGreaterThan(0);
        expect(figures.p99Ms, endpoint.label).toBeGreaterThan(0);
      }
      expect(endpoint.server.cpuMicrosPerRequest, endpoint.label).toBeGreaterThan(0);
      // CPU time is read in clock ticks: a run of the ceiling that short may read 0, and then no ratio is claimed.
      if (endpoint.ceiling.cpuMicrosPerRequest > 0) expect(endpoint.cpuTimesCeiling, endpoint.label).toBeGreaterThan(0);
      else expect(endpoint.cpuTimesCeiling, endpoint.label).toBeUndefined();
      if (reads) expect(endpoint.requestsTimesPrism, endpoint.label).toBeGreaterThan(0);
      else expect(endpoint.prism, endpoint.label).toBeUndefined();
    }

    expect(results.boot!.firstOkMs).toBeGreaterThan(0);
    expect(results.boot!.rssMb).toBeGreaterThan(0);
    expect(results.boot!.processes).toBeGreaterThan(0);
    // Counted once, the pages npm's node shares with the server's make less than the sum; without the right to read
    // page frame numbers (not root) the figure is left out rather than given wrong.
    const { distinctMb, rssMb } = results.boot!;
    if (distinctMb !== undefined) {
      expect(distinctMb).toBeGreaterThan(0);
      expect(distinctMb).toBeLessThan(rssMb);
    }

    const measured = results.scale!.lists.filter((entry) => entry.variant !== 'keyset deep page');
    expect(measured.map((entry) => `${entry.list} ${entry.size} ${entry.variant}`).sort()).toEqual([
      'issues 100 deep page', 'issues 100 page 1', 'issues 50 deep page', 'issues 50 page 1',
      'merge-requests 100 deep page', 'merge-requests 100 page 1', 'merge-requests 50 deep page', 'merge-requests 50 page 1',
      'projects 100 deep page', 'projects 100 page 1', 'projects 50 deep page', 'projects 50 page 1',
    ]);
    for (const entry of results.scale!.lists) expect(entry.medianMs, `${entry.list} ${entry.size} ${entry.variant}`).toBeGreaterThan(0);
  }, 240_000);
});
