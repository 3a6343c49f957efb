// One load run: autocannon against one endpoint of one server, and the server's CPU time over the run.
import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.js';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server's CPU time (all its processes, and its database sessions on PostgreSQL) divided by the responses received. */
  cpuMicrosPerRequest: number;
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
  /** Sends `Cache-Control: no-cache`. */
  fresh?: boolean;
}

let written = 0;

export async function load(origin: string, cpuMicros: () => Promise<number>, endpoint: Endpoint, { connections, seconds, requests, token, fresh }: LoadSettings): Promise<LoadFigures> {
  const { body } = endpoint;
  const cpuBefore = await cpuMicros();
  const result = await autocannon({
    url: `${origin}${endpoint.path}`,
    method: endpoint.method,
    connections,
    duration: seconds,
    ...(requests ? { amount: requests } : {}),
    headers: { 'PRIVATE-TOKEN': token, ...(body ? { 'Content-Type': 'application/json' } : {}), ...(fresh ? { 'Cache-Control': 'no-cache' } : {}) },
    ...(body ? { requests: [{ setupRequest: (request) => ({ ...request, body: body(++written) }) }] } : {}),
  });
  const cpu = (await cpuMicros()) - cpuBefore;
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: responses / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest: responses === 0 ? 0 : cpu / responses,
    responses,
    failures: result.non2xx + result.errors,
  };
}
