// `npm run bench`: the reference server against a raw ceiling server and Prism's static mock under load, its boot
// time and memory, and list latency as data grows. Progress on stderr, tables on stdout, figures in a JSON file.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { measureBoot } from './boot.js';
import { measureEndpoints } from './compare.js';
import { parseOptions, usage } from './options.js';
import { cleanUp, pinLoadGenerator } from './processes.js';
import { formatBoot, formatEndpoints, formatHeading, formatScale, type Results } from './report.js';
import { measureScale } from './scale.js';

let interrupted = false;
// After Ctrl-C the measurements still in flight fail as their servers go: their lines would only mislead.
const log = (line: string) => {
  if (!interrupted) process.stderr.write(`[${(performance.now() / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
};

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
    results.endpoints = await measureEndpoints(options, token, log);
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
