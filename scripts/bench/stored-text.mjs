// Whether stored text slows the API down: GET /version latency on an empty server, then after N issues with 1 MiB
// descriptions made through the API (each delivered to a hook), so N = 1000 stores about 1 GB.
//   node scripts/bench/stored-text.mjs [N]     (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
const count = Number(process.argv[2] ?? 200);
const token = 'bench-token';
const port = 18000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'rhs-bench-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_TOKEN: token };
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: fileURLToPath(new URL('../..', import.meta.url)), env, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => child.stdout.on('data', (chunk) => { if (String(chunk).includes('Listening on')) resolve(); }));
let delivered = 0;
const receiver = createServer((request, response) => { request.resume(); request.on('end', () => { delivered += 1; response.end('ok'); }); });
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${port}/api/v4`;
const headers = { 'PRIVATE-TOKEN': token, 'Content-Type': 'application/json' };
const call = async (method, path, body) => (await fetch(base + path, { method, headers, body: body && JSON.stringify(body) })).json();
async function measure(label) {
  const times = [];
  for (let i = 0; i < 300; i += 1) {
    const start = performance.now();
    const response = await fetch(`${base}/version`, { headers });
    await response.text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.floor(q * (times.length - 1))].toFixed(2);
  console.log(`${label}: GET /version p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`);
}
await call('PUT', '/application/settings', { allow_local_requests_from_hooks_and_services: true });
const project = await call('POST', '/projects', { name: 'bench' });
await call('POST', `/projects/${project.id}/hooks`, { url: `http://127.0.0.1:${receiver.address().port}/`, push_events: false, issues_events: true });
await measure('empty');
const description = 'x'.repeat(1024 * 1024);
const started = Date.now();
for (let i = 0; i < count; i += 1) await call('POST', `/projects/${project.id}/issues`, { title: `Issue ${i}`, description });
console.log(`${count} issues of 1 MiB stored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
while (delivered < count) await new Promise((resolve) => setTimeout(resolve, 200));
console.log(`${delivered} deliveries received`);
await measure(`${count} MiB stored`);
child.kill('SIGTERM');
receiver.close();
await new Promise((resolve) => child.on('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
