// The printed tables: endpoints under load against the ceiling and Prism, boot, and list latency by size.
import type { BootFigures } from './boot.js';
import type { EndpointName } from './endpoints.js';
import type { LoadFigures } from './load.js';
import type { ListLatency } from './scale.js';

export interface EndpointResult {
  name: EndpointName;
  label: string;
  server: LoadFigures;
  ceiling: LoadFigures;
  /** Reads only. */
  prism?: LoadFigures;
  /**
   * Server CPU per request (with its database sessions' on PostgreSQL) ÷ the ceiling's; absent when the ceiling's
   * CPU time read 0 (under one clock tick). A replayed row's ceiling and Prism are those of its read.
   */
  cpuTimesCeiling?: number;
  /** Server req/s ÷ Prism's, for reads. */
  requestsTimesPrism?: number;
}

export interface Results {
  database: 'sqlite' | 'postgres';
  node: string;
  pinned: boolean;
  date: string;
  settings: { rounds: number; seconds: number; connections: number; sizes: number[] };
  endpoints: EndpointResult[];
  boot?: BootFigures;
  scale?: { keyset: boolean; lists: ListLatency[] };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const fixed = (value: number, digits = 1) => value.toFixed(digits);
// A ratio over a reading of 0 (CPU time under one clock tick) is not a figure.
const times = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '–' : `${fixed(value)}×`);

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

function endpointTable(results: EndpointResult[], postgres: boolean): string {
  return table(
    ['endpoint', 'req/s', 'p50/p99 ms', 'CPU µs/req', ...(postgres ? ['database CPU µs/req'] : []), 'ceiling CPU µs/req', '× ceiling (CPU)', 'Prism req/s', '× Prism req/s'],
    results.map((result) => [
      `\`${result.label}\``,
      whole(result.server.requestsPerSecond),
      `${result.server.p50Ms}/${result.server.p99Ms}`,
      whole(result.server.cpuMicrosPerRequest),
      ...(postgres ? [whole(result.server.databaseCpuMicrosPerRequest)] : []),
      whole(result.ceiling.cpuMicrosPerRequest),
      times(result.cpuTimesCeiling),
      result.prism ? whole(result.prism.requestsPerSecond) : '–',
      times(result.requestsTimesPrism),
    ]),
  );
}

function scaleTable(lists: ListLatency[], sizes: number[]): string {
  const keys = [...new Set(lists.map((entry) => `${entry.list}\t${entry.variant}`))];
  const first = sizes[0]!;
  const last = sizes[sizes.length - 1]!;
  return table(
    ['list (per_page 20)', ...sizes.map((size) => `${whole(size)}: ms (CPU ms)`), `${whole(last)} ÷ ${whole(first)} (CPU)`],
    keys.map((key) => {
      const [list, variant] = key.split('\t');
      const at = (size: number) => lists.find((entry) => `${entry.list}\t${entry.variant}` === key && entry.size === size);
      const cells = sizes.map((size) => {
        const entry = at(size);
        return entry ? `${fixed(entry.medianMs)} (${fixed(entry.cpuMs)})` : '–';
      });
      const [small, large] = [at(first), at(last)];
      const ratio = small && large ? `${times(large.medianMs / small.medianMs)} (${times(large.cpuMs / small.cpuMs)})` : '–';
      return [`${list}, ${variant}`, ...cells, ratio];
    }),
  );
}

export function formatHeading(results: Results): string {
  const { rounds, seconds, connections } = results.settings;
  const database = results.database === 'postgres'
    ? '; tables analyzed once filled, as autovacuum does; × ceiling counts the database sessions\' CPU with the server\'s' : '';
  return `Database: ${results.database}; node ${results.node}; ${rounds} round(s) of ${seconds} s per endpoint, ${connections} connections; `
    + `every GET with Cache-Control: no-cache (answers made anew) but in the rows marked "repeated (replayed)"${database}; `
    + `${results.pinned ? 'servers on CPU 1, load generator on CPU 0' : 'not pinned (no taskset or one CPU)'}; medians of rounds.\n\n`;
}

export const formatEndpoints = (results: Results): string => `${endpointTable(results.endpoints, results.database === 'postgres')}\n\n`;

export function formatBoot({ firstOkMs, rssMb, distinctMb, processes, listRequests }: BootFigures): string {
  const distinct = distinctMb === undefined ? '' : ` (${whole(distinctMb)} MB with the pages they share counted once)`;
  return `npm start: first 200 after ${whole(firstOkMs)} ms; ${whole(rssMb)} MB resident in ${processes} processes${distinct} after ${listRequests} list requests.\n\n`;
}

export function formatScale(results: Results): string {
  const { keyset, lists } = results.scale!;
  const note = keyset ? '' : 'Keyset pagination (pagination=keyset) is not offered by the server: not measured.\n';
  return `${scaleTable(lists, results.settings.sizes)}\n\n${note}`;
}
