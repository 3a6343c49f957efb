// `npm start` as a user runs it on a fresh data directory (and a fresh database on PostgreSQL): the time from
// spawning it to the first 200, and the memory of all its processes once it has served some lists.
import type { BenchOptions } from './options.js';
import { residentMemory } from './processes.js';
import { startService } from './servers.js';
import { medianOf } from './statistics.js';

export interface BootFigures {
  firstOkMs: number;
  /** All processes of `npm start` together, after `listRequests` list requests. */
  rssMb: number;
  /**
   * The same with each page counted once (npm's node and the server's map one binary); unset where page frame
   * numbers are hidden (not root).
   */
  distinctMb?: number;
  processes: number;
  listRequests: number;
}

const listRequests = 200;

export async function measureBoot(options: BenchOptions, token: string, log: (line: string) => void): Promise<BootFigures> {
  const runs: BootFigures[] = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    const server = await startService(options, token);
    for (let request = 0; request < listRequests; request += 1) {
      const response = await fetch(`${server.url}/api/v4/projects?per_page=100`, { headers: { 'PRIVATE-TOKEN': token } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /projects answered ${response.status} during the boot measurement`);
    }
    const memory = residentMemory(server.pid);
    await server.stop();
    const figures: BootFigures = {
      firstOkMs: server.bootMs, rssMb: memory.bytes / 2 ** 20, processes: memory.processes, listRequests,
      ...(memory.distinctBytes === undefined ? {} : { distinctMb: memory.distinctBytes / 2 ** 20 }),
    };
    const distinct = figures.distinctMb === undefined ? '' : ` (${figures.distinctMb.toFixed(0)} MB counting each page once)`;
    log(`boot round ${round}: first 200 after ${figures.firstOkMs.toFixed(0)} ms, ${figures.rssMb.toFixed(0)} MB in ${figures.processes} processes${distinct}`);
    runs.push(figures);
  }
  return medianOf(runs);
}
