// The command line of `npm run bench`.
import { parseArgs } from 'node:util';
import { endpointNames, type EndpointName } from './endpoints.js';

export interface BenchOptions {
  rounds: number;
  /** Load per endpoint per round. */
  seconds: number;
  /** A fixed number of requests per run instead of `seconds` of load (the smoke run: autocannon's timer ticks by seconds). */
  requests: number | undefined;
  connections: number;
  /** Row counts of the list-latency measurements. */
  sizes: number[];
  /** PostgreSQL server URL; each server gets a fresh database on it. Unset: embedded SQLite. */
  databaseUrl: string | undefined;
  /** The node binary the servers run on. */
  node: string;
  out: string;
  only: EndpointName[];
  scale: boolean;
  boot: boolean;
  smoke: boolean;
  /** Seeded data: merge requests, projects and issues made through the API. */
  seed: { mergeRequests: number; projects: number; issues: number };
  /** Sequential requests per list-latency sample. */
  samples: number;
  warmupSeconds: number;
}

export const usage = `Usage: npm run bench -- [options]

  --rounds <n>            rounds; every figure is the median over them (default 3)
  --seconds <n>           load per endpoint per round, in seconds (default 5)
  --connections <n>       concurrent connections of the load generator (default 32)
  --sizes <a,b,…>         merge request and project counts for list latency (default 1000,10000,100000)
  --database-url <url>    PostgreSQL server to run on (default: env BENCH_DATABASE_URL, else embedded SQLite);
                          each server gets a fresh database there, dropped at the end
  --node <path>           node binary to run the servers with (default: the one running the bench)
  --out <file>            results JSON (default bench-results/<sqlite|postgres>.json)
  --only <a,b,…>          endpoints to load: ${endpointNames.join(', ')} (--only '' loads none);
                          reads are sent with Cache-Control: no-cache (answers made anew), the *-replayed rows without
                          (a repeated read, answered from memory while nothing changed)
  --no-scale              skip list latency by size
  --no-boot               skip boot time and memory
  --smoke                 tiny settings (1 round, 200 requests a run, 4 connections, sizes 50,100) to check the bench works
`;

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not "${text}"`);
  return value;
}

const list = (text: string): string[] => text.split(',').map((item) => item.trim()).filter((item) => item !== '');

export function parseOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      rounds: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      sizes: { type: 'string' },
      'database-url': { type: 'string' },
      node: { type: 'string' },
      out: { type: 'string' },
      only: { type: 'string' },
      'no-scale': { type: 'boolean', default: false },
      'no-boot': { type: 'boolean', default: false },
      smoke: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const smoke = values.smoke;
  const only = values.only === undefined ? [...endpointNames] : list(values.only);
  const unknown = only.filter((name) => !(endpointNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--only: unknown endpoint ${unknown.join(', ')} (known: ${endpointNames.join(', ')})`);
  const databaseUrl = values['database-url'] ?? (process.env.BENCH_DATABASE_URL || undefined);
  return {
    rounds: Math.round(positive('rounds', values.rounds ?? (smoke ? '1' : '3'))),
    seconds: positive('seconds', values.seconds ?? (smoke ? '1' : '5')),
    requests: smoke ? 200 : undefined,
    connections: Math.round(positive('connections', values.connections ?? (smoke ? '4' : '32'))),
    sizes: list(values.sizes ?? (smoke ? '50,100' : '1000,10000,100000')).map((size) => Math.round(positive('sizes', size))).sort((a, b) => a - b),
    databaseUrl,
    node: values.node ?? process.execPath,
    out: values.out ?? `bench-results/${databaseUrl ? 'postgres' : 'sqlite'}.json`,
    only: only as EndpointName[],
    scale: !values['no-scale'],
    boot: !values['no-boot'],
    smoke,
    seed: smoke ? { mergeRequests: 3, projects: 5, issues: 2 } : { mergeRequests: 110, projects: 100, issues: 20 },
    samples: smoke ? 3 : 20,
    warmupSeconds: smoke ? 0 : 1,
  };
}
