// `npm run bench`: the reference server against a raw ceiling server and Prism's static mock under load, its boot
// time and memory, and list latency as data grows. Progress on stderr, tables on stdout, figures in a JSON file.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { apiOf } from './api.js';
import { measureBoot } from './boot.js';
import { endpoints as allEndpoints, type Endpoint } from './endpoints.js';
import { load, type LoadFigures, type LoadSettings } from './load.js';
import { parseOptions, usage, type BenchOptions } from './options.js';
import { cleanUp, pinLoadGenerator, temporaryDirectory } from './processes.js';
import { formatBoot, formatEndpoints, formatHeading, formatScale, type EndpointResult, type Results } from './report.js';
import { captureResponses } from './responses.js';
import { measureScale } from './scale.js';
import { seed } from './seed.js';
import { startCeiling, startPrism, startService, type Server } from './servers.js';
import { medianOf } from './statistics.js';

let interrupted = false;
// After Ctrl-C the measurements still in flight fail as their servers go: their lines would only mislead.
const log = (line: string) => {
  if (!interrupted) process.stderr.write(`${line}\n`);
};

async function measureEndpoints(options: BenchOptions, token: string): Promise<EndpointResult[]> {
  log('starting the server and Prism');
  const reads = allEndpoints({ projectId: 1, mergeRequestIid: 1 }).some((endpoint) => endpoint.method === 'GET' && options.only.includes(endpoint.name));
  // Prism needs nothing from the server: it starts while the server is seeded.
  const [server, prism] = await Promise.all([startService(options, token), reads ? startPrism(options, token) : undefined]);
  const seeded = await seed(apiOf(server.url, token), options, log);
  const endpoints = allEndpoints(seeded).filter((endpoint) => options.only.includes(endpoint.name));
  const responses = await captureResponses(server.url, token, endpoints, temporaryDirectory('rhs-bench-ceiling-'));
  log('starting the ceiling server');
  const ceiling = await startCeiling(options, responses, token);

  const targets = (endpoint: Endpoint): [keyof Runs, Server][] =>
    [['server', server], ['ceiling', ceiling], ...(endpoint.method === 'GET' && prism ? [['prism', prism] as [keyof Runs, Server]] : [])];
  const settings: LoadSettings = { connections: options.connections, seconds: options.seconds, token };
  if (options.warmupSeconds > 0) {
    log('warming up');
    for (const endpoint of endpoints) {
      for (const [, target] of targets(endpoint)) await load(target.url, target.pid, endpoint, { ...settings, seconds: options.warmupSeconds });
    }
  }
  type Runs = { server: LoadFigures[]; ceiling: LoadFigures[]; prism: LoadFigures[] };
  const runs = new Map<Endpoint, Runs>(endpoints.map((endpoint) => [endpoint, { server: [], ceiling: [], prism: [] }]));
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const endpoint of endpoints) {
      for (const [name, target] of targets(endpoint)) {
        const figures = await load(target.url, target.pid, endpoint, settings);
        if (figures.failures > 0) log(`warning: ${name} answered ${endpoint.label} with ${figures.failures} failures of ${figures.responses}`);
        log(`round ${round}, ${endpoint.label}, ${name}: ${figures.requestsPerSecond.toFixed(0)} req/s, ${figures.cpuMicrosPerRequest.toFixed(0)} µs CPU/req`);
        runs.get(endpoint)![name].push(figures);
      }
    }
  }
  await Promise.all([server.stop(), ceiling.stop(), prism?.stop()]);

  return endpoints.map((endpoint) => {
    const run = runs.get(endpoint)!;
    const [own, ceilingFigures] = [medianOf(run.server), medianOf(run.ceiling)];
    const prismFigures = run.prism.length > 0 ? medianOf(run.prism) : undefined;
    return {
      name: endpoint.name,
      label: endpoint.label,
      server: own,
      ceiling: ceilingFigures,
      ...(prismFigures ? { prism: prismFigures, requestsTimesPrism: own.requestsPerSecond / prismFigures.requestsPerSecond } : {}),
      cpuTimesCeiling: own.cpuMicrosPerRequest / ceilingFigures.cpuMicrosPerRequest,
    };
  });
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    process.stdout.write(usage);
    return;
  }
  const pinned = pinLoadGenerator();
  const token = `rhspat-bench-${randomBytes(16).toString('hex')}`;
  const results: Results = {
    database: options.databaseUrl ? 'postgres' : 'sqlite',
    node: execFileSync(options.node, ['--version'], { encoding: 'utf8' }).trim(),
    pinned,
    date: new Date().toISOString(),
    settings: { rounds: options.rounds, seconds: options.seconds, connections: options.connections, sizes: options.sizes },
    endpoints: [],
  };
  const out = resolve(options.out);
  mkdirSync(dirname(out), { recursive: true });
  // Written after each part, so that a failure later keeps what was measured.
  const save = () => writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(formatHeading(results));
  if (options.only.length > 0) {
    results.endpoints = await measureEndpoints(options, token);
    save();
    process.stdout.write(formatEndpoints(results));
  }
  if (options.boot) {
    log('measuring boot');
    results.boot = await measureBoot(options, token, log);
    save();
    process.stdout.write(formatBoot(results.boot));
  }
  if (options.scale) {
    const { results: lists, keyset } = await measureScale(options, token, log);
    results.scale = { keyset, lists };
    save();
    process.stdout.write(formatScale(results));
  }
  log(`results written to ${out}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything the bench started`);
    interrupted = true;
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
  await cleanUp();
} catch (error) {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await cleanUp();
  process.exitCode = 1;
}
