// The endpoints under load on three servers: the reference server seeded through its API, the ceiling server
// answering its captured responses, and Prism's static mock (reads only); rounds interleave the servers so that
// a change in the machine's load touches all of them alike. A row measuring the replay of repeated reads loads the
// server alone when its read is measured too, and takes that read's ceiling and Prism figures.
import { apiOf } from './api.js';
import { analyzeTables } from './database.js';
import { endpoints as allEndpoints, writeEndpointNames, type Endpoint } from './endpoints.js';
import { load, type LoadFigures, type LoadSettings, type Target } from './load.js';
import type { BenchOptions } from './options.js';
import { temporaryDirectory } from './processes.js';
import type { EndpointResult } from './report.js';
import { captureResponses } from './responses.js';
import { seed } from './seed.js';
import { startCeiling, startPrism, startService } from './servers.js';
import { medianOf } from './statistics.js';

export async function measureEndpoints(options: BenchOptions, token: string, log: (line: string) => void): Promise<EndpointResult[]> {
  log('starting the server and Prism');
  const reads = options.only.some((name) => !writeEndpointNames.includes(name));
  // Prism needs nothing from the server: it starts while the server is seeded.
  const [server, prism] = await Promise.all([startService(options, token), reads ? startPrism(options, token) : undefined]);
  const seeded = await seed(apiOf(server.url, token), options, log);
  if (server.databaseUrl !== undefined) await analyzeTables(server.databaseUrl);
  const endpoints = allEndpoints(seeded).filter((endpoint) => options.only.includes(endpoint.name));
  // A replayed row asks the same route as its read: the ceiling stores one answer per route.
  const routes = endpoints.filter((endpoint) => !endpoints.some((other) => other.name === endpoint.replayOf));
  const responses = await captureResponses(server.url, token, routes, temporaryDirectory('rhs-bench-ceiling-'));
  log('starting the ceiling server');
  const ceiling = await startCeiling(options, responses, token);

  const byName = new Map(endpoints.map((endpoint) => [endpoint.name, endpoint]));
  // The endpoint whose ceiling and Prism runs a row's ratios are taken over.
  const baseOf = (endpoint: Endpoint): Endpoint => (endpoint.replayOf && byName.get(endpoint.replayOf)) || endpoint;
  const targets = (endpoint: Endpoint): [keyof Runs, Target][] => [
    ['server', server],
    ...(baseOf(endpoint) !== endpoint ? [] : [
      ['ceiling', ceiling] as [keyof Runs, Target],
      ...(prism && !writeEndpointNames.includes(endpoint.name) ? [['prism', prism] as [keyof Runs, Target]] : []),
    ]),
  ];
  const settings: LoadSettings = { connections: options.connections, seconds: options.seconds, requests: options.requests, token };
  if (options.warmupSeconds > 0) {
    log('warming up');
    for (const endpoint of endpoints) {
      for (const [, target] of targets(endpoint)) await load(target, endpoint, { ...settings, seconds: options.warmupSeconds });
    }
  }
  type Runs = { server: LoadFigures[]; ceiling: LoadFigures[]; prism: LoadFigures[] };
  const runs = new Map<Endpoint, Runs>(endpoints.map((endpoint) => [endpoint, { server: [], ceiling: [], prism: [] }]));
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const endpoint of endpoints) {
      for (const [name, target] of targets(endpoint)) {
        const figures = await load(target, endpoint, settings);
        if (figures.failures > 0) log(`warning: ${name} answered ${endpoint.label} with ${figures.failures} failures of ${figures.responses}`);
        const database = target.databaseCpu ? ` + ${figures.databaseCpuMicrosPerRequest.toFixed(0)} µs database CPU/req` : '';
        log(`round ${round}, ${endpoint.label}, ${name}: ${figures.requestsPerSecond.toFixed(0)} req/s, ${figures.cpuMicrosPerRequest.toFixed(0)} µs CPU/req${database}`);
        runs.get(endpoint)![name].push(figures);
      }
    }
  }
  await Promise.all([server.stop(), ceiling.stop(), prism?.stop()]);

  return endpoints.map((endpoint) => {
    const run = runs.get(endpoint)!;
    const base = runs.get(baseOf(endpoint))!;
    const [own, ceilingFigures] = [medianOf(run.server), medianOf(base.ceiling)];
    const prismFigures = base.prism.length > 0 ? medianOf(base.prism) : undefined;
    // The database's work is the server's: on SQLite it runs inside the server's process.
    const ownCpu = own.cpuMicrosPerRequest + own.databaseCpuMicrosPerRequest;
    return {
      name: endpoint.name,
      label: endpoint.label,
      server: own,
      ceiling: ceilingFigures,
      ...(prismFigures ? { prism: prismFigures, requestsTimesPrism: own.requestsPerSecond / prismFigures.requestsPerSecond } : {}),
      // /proc counts CPU time in clock ticks: a short run of the ceiling can read 0, and then there is no ratio.
      ...(ceilingFigures.cpuMicrosPerRequest > 0 ? { cpuTimesCeiling: ownCpu / ceilingFigures.cpuMicrosPerRequest } : {}),
    };
  });
}
