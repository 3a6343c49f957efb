// One load run: autocannon against one endpoint of one server, and the server's CPU time over the run.
import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.js';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server's CPU time (all its processes) divided by the responses received. */
  cpuMicrosPerRequest: number;
  /** On PostgreSQL, the CPU time of the server's database sessions divided by the responses received; else 0. */
  databaseCpuMicrosPerRequest: number;
  responses: number;
  /** Responses with another status than 2xx, and connection errors: a correct run has none. */
  failures: number;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  /** When set, the run ends after this many requests instead. */
  requests?: number;
  token: string;
}

/** What a run is measured against: a server's origin and its CPU time. */
export interface Target {
  url: string;
  cpuMicros: () => Promise<number>;
  databaseCpu?: () => Promise<() => Promise<number>>;
}

let written = 0;

export async function load(target: Target, endpoint: Endpoint, { connections, seconds, requests, token }: LoadSettings): Promise<LoadFigures> {
  const { body } = endpoint;
  // Reads ask for an answer made anew, but in the rows that measure the replay of repeated reads.
  const fresh = endpoint.method === 'GET' && endpoint.replayOf === undefined;
  const databaseCpu = await target.databaseCpu?.();
  const cpuBefore = await target.cpuMicros();
  const result = await autocannon({
    url: `${target.url}${endpoint.path}`,
    method: endpoint.method,
    connections,
    duration: seconds,
    ...(requests ? { amount: requests } : {}),
    headers: { 'PRIVATE-TOKEN': token, ...(body ? { 'Content-Type': 'application/json' } : {}), ...(fresh ? { 'Cache-Control': 'no-cache' } : {}) },
    ...(body ? { requests: [{ setupRequest: (request) => ({ ...request, body: body(++written) }) }] } : {}),
  });
  const cpu = (await target.cpuMicros()) - cpuBefore;
  const databaseMicros = (await databaseCpu?.()) ?? 0;
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: responses / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest: responses === 0 ? 0 : cpu / responses,
    databaseCpuMicrosPerRequest: responses === 0 ? 0 : databaseMicros / responses,
    responses,
    failures: result.non2xx + result.errors,
  };
}
