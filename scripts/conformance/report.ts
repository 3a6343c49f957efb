// The report: per area, every operation of the spec with the calls made, the statuses seen and each violation
// Prism found (with where and what), or why it was skipped; then the failed steps, the notes and a summary.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { areaOfTag, type Area } from './areas.js';
import type { Exchange } from './recorder.js';
import type { ScenarioRecords } from './scenario.js';

export interface OperationReport {
  operation: string;
  area: Area;
  calls: number;
  statuses: number[];
  violations: { location: string; severity: string; message: string; status: number; calls: number }[];
  skipped?: string;
}

export interface Report {
  server: string;
  areas: Area[];
  operations: OperationReport[];
  failures: ScenarioRecords['failures'];
  notes: string[];
  summary: { operations: number; exercised: number; calls: number; violations: number; failures: number; skipped: number; notExercised: number };
}

const methods = ['get', 'post', 'put', 'delete', 'patch'];

/** Every operation of the bundled spec in a chosen area, in the spec's order. */
function specOperations(chosen: Area[]): { operation: string; area: Area }[] {
  const spec = JSON.parse(readFileSync(fileURLToPath(new URL('../../generated/openapi.json', import.meta.url)), 'utf8')) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  return Object.entries(spec.paths).flatMap(([path, item]) => methods.filter((method) => item[method]).map((method) => ({
    operation: `${method.toUpperCase()} ${path}`,
    area: areaOfTag(item[method]!.tags?.[0] ?? ''),
  }))).filter((entry): entry is { operation: string; area: Area } => entry.area !== undefined && chosen.includes(entry.area));
}

export function buildReport(server: string, chosen: Area[], exchanges: Exchange[], records: ScenarioRecords): Report {
  const operations = specOperations(chosen).map(({ operation, area }): OperationReport => {
    const made = exchanges.filter((exchange) => exchange.operation === operation);
    const violations = new Map<string, OperationReport['violations'][number]>();
    for (const exchange of made) {
      for (const violation of exchange.violations) {
        const key = `${exchange.status} ${violation.location} ${violation.message}`;
        const seen = violations.get(key);
        if (seen) seen.calls += 1;
        else violations.set(key, { ...violation, status: exchange.status, calls: 1 });
      }
    }
    const skip = records.skips.find((entry) => entry.operation === operation);
    return {
      operation,
      area,
      calls: made.length,
      statuses: [...new Set(made.map((exchange) => exchange.status))].sort(),
      violations: [...violations.values()],
      ...(made.length === 0 && skip && { skipped: skip.reason }),
    };
  });
  const violations = operations.reduce((sum, entry) => sum + entry.violations.length, 0);
  return {
    server,
    areas: chosen,
    operations,
    failures: records.failures,
    notes: records.notes,
    summary: {
      operations: operations.length,
      exercised: operations.filter((entry) => entry.calls > 0).length,
      calls: exchanges.length,
      violations,
      failures: records.failures.length,
      skipped: operations.filter((entry) => entry.skipped).length,
      notExercised: operations.filter((entry) => entry.calls === 0 && !entry.skipped).length,
    },
  };
}

function result(entry: OperationReport): string {
  if (entry.calls === 0) return entry.skipped ? `skipped: ${entry.skipped}` : 'not exercised';
  if (entry.violations.length === 0) return 'ok';
  return `${entry.violations.length} violation${entry.violations.length === 1 ? '' : 's'}`;
}

/** 0: all matched; 1: an answer breaks the spec; 3: the answers match it but a step behaved otherwise. */
export function exitCodeOf({ summary }: Report): number {
  if (summary.violations > 0) return 1;
  return summary.failures > 0 ? 3 : 0;
}

function headline({ summary }: Report): string {
  const violations = `${summary.violations} violation${summary.violations === 1 ? '' : 's'}`;
  const failures = `${summary.failures} failed step${summary.failures === 1 ? '' : 's'}`;
  if (summary.violations > 0) return `FAIL (contract): answers break the spec, ${violations} (see above)${summary.failures > 0 ? `; also ${failures}` : ''}.`;
  if (summary.failures > 0) return `FAIL (behaviour): every answer matched the spec, but ${failures} got another answer than the real service gives (see above).`;
  return 'PASS: every answer matched the spec.';
}

export function formatReport(report: Report, { failuresOnly = false } = {}): string {
  const lines = [`Conformance of ${report.server} to the spec (areas: ${report.areas.join(', ')})`];
  for (const area of report.areas) {
    const shown = report.operations.filter((entry) => entry.area === area && (!failuresOnly || entry.violations.length > 0));
    const areaFailures = report.failures.filter((entry) => entry.area === area);
    if (failuresOnly && shown.length === 0 && areaFailures.length === 0) continue;
    const width = Math.max(...shown.map((entry) => entry.operation.length), 9);
    lines.push('', `${area}`, `  ${'OPERATION'.padEnd(width)}  CALLS  ${'STATUSES'.padEnd(18)}  RESULT`);
    for (const entry of shown) {
      const statuses = entry.statuses.length === 0 ? '-' : entry.statuses.join(', ');
      lines.push(`  ${entry.operation.padEnd(width)}  ${String(entry.calls).padStart(5)}  ${statuses.padEnd(18)}  ${result(entry)}`);
      for (const violation of entry.violations) {
        const times = violation.calls === 1 ? '' : `, ${violation.calls} calls`;
        lines.push(`      ✗ [${violation.status}${times}] ${violation.location}: ${violation.message} (${violation.severity.toLowerCase()})`);
      }
    }
    for (const failure of areaFailures) lines.push(`  ✗ step failed: ${failure.message}`);
  }
  if (report.notes.length > 0) lines.push('', 'Notes', ...report.notes.map((note) => `  - ${note}`));
  const { summary } = report;
  lines.push('', `Summary: ${summary.exercised} of ${summary.operations} operations exercised in ${summary.calls} calls; `
    + `${summary.violations} violation${summary.violations === 1 ? '' : 's'}, ${summary.failures} failed step${summary.failures === 1 ? '' : 's'}; `
    + `${summary.skipped} skipped, ${summary.notExercised} not exercised.`);
  lines.push(headline(report));
  return lines.join('\n');
}
