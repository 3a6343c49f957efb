// Measures POST /api/v4/-/test/reset on a server started with the example fixture (fixtures/example.yaml: users,
// a group, projects with repositories, issues, a merge request, a hook): rounds of "change something, reset",
// each reset timed from the client.
//   node scripts/run-typescript.mjs scripts/bench/reset.ts [--database postgres://…/empty-database] [--rounds 30]
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../../server/start.js';

const { values } = parseArgs({ options: { database: { type: 'string' }, rounds: { type: 'string', default: '30' } } });
const adminToken = `rhspat-${randomBytes(20).toString('base64url')}`;
const dataDir = await mkdtemp(join(tmpdir(), 'rhs-bench-reset-'));

async function call(url: string, method: string, path: string, json?: unknown): Promise<any> {
  const response = await fetch(`${url}/api/v4${path}`, {
    method,
    headers: { 'PRIVATE-TOKEN': adminToken, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

const server = await startServer({
  port: 0, host: '127.0.0.1', dataDir, databaseUrl: values.database, adminToken, testMode: true,
  fixture: fileURLToPath(new URL('../../fixtures/example.yaml', import.meta.url)),
});
const rounds = Number(values.rounds);
const times: number[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    const project = await call(server.url, 'POST', '/projects', { name: `scratch ${round}`, initialize_with_readme: true });
    await call(server.url, 'POST', `/projects/${project.id}/issues`, { title: 'Scratch' });
    const started = performance.now();
    await call(server.url, 'POST', '/-/test/reset');
    times.push(performance.now() - started);
  }
  const projects: unknown[] = await call(server.url, 'GET', '/projects');
  if (projects.length !== 2) throw new Error(`after the resets ${projects.length} projects instead of 2`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
times.sort((a, b) => a - b);
const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))]!.toFixed(1);
console.log(`reset on ${values.database ? 'PostgreSQL' : 'SQLite'}, ${rounds} rounds: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`);
