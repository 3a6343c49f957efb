// Job runners: background loops for the server, by lane (hook deliveries apart from every other kind), each lane
// running a bounded number of jobs at once; they poll, wake up at once for jobs enqueued in this process, delete
// done jobs after a week and stop cleanly. `runJobsUntilIdle` runs jobs one by one, for tests and scripts.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Services } from '../services.js';
import type { JobHandlers } from './handler.js';
import { pruneDoneJobs } from './prune.js';
import { registeredJobs, type Lane } from './registry.js';
import { runNextJob, type Worker } from './run-job.js';
import { onJobEnqueued } from './wake-up.js';

export interface RunnerOptions {
  /** Default: the registered handlers (`registerJobs`). */
  handlers?: JobHandlers;
  /** Default: host, process id and a random part. */
  workerId?: string;
  now?: () => Date;
  /** Default 60 s. */
  leaseMs?: number;
  /** Default 10 s (then 20 s, 40 s, … at most an hour). */
  backoffMs?: number;
  /** Pause between looks for work when idle; default 200 ms. */
  pollMs?: number;
  /** Default: console.error. */
  log?: (message: string) => void;
  /** Default: the registered lanes. */
  lanes?: Lane[];
}

export interface JobRunner {
  readonly workerId: string;
  /** Stops looking for work and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

function workerFor(options: RunnerOptions): Worker {
  return {
    id: options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    handlers: options.handlers ?? registeredJobs().handlers,
    now: options.now ?? (() => new Date()),
    leaseMs: options.leaseMs ?? 60_000,
    backoffMs: options.backoffMs ?? 10_000,
    log: options.log ?? ((message) => console.error(message)),
  };
}

/** Runs due jobs one after another until none is left; returns how many attempts it made. */
export async function runJobsUntilIdle(services: Services, options: RunnerOptions = {}): Promise<number> {
  const worker = workerFor(options);
  let attempts = 0;
  while (await runNextJob(services, worker)) attempts += 1;
  return attempts;
}

export function startJobRunner(services: Services, options: RunnerOptions = {}): JobRunner {
  const worker = workerFor(options);
  const pollMs = options.pollMs ?? 200;
  let stopping = false;
  const sleepers = new Set<() => void>();
  let wakeCount = 0;

  /** Waits for the poll interval, or less when a job is enqueued meanwhile (or was since `seen`). */
  const pause = (seen: number) => new Promise<void>((resolve) => {
    if (wakeCount !== seen || stopping) return resolve();
    const done = () => {
      clearTimeout(timer);
      sleepers.delete(done);
      resolve();
    };
    const timer = setTimeout(done, pollMs);
    sleepers.add(done);
  });
  const wakeAll = () => {
    wakeCount += 1;
    for (const wake of [...sleepers]) wake();
  };
  const unsubscribe = onJobEnqueued(wakeAll);

  const pruneEveryMs = 60 * 60 * 1000;
  let prunedAt: number | undefined;
  const loop = async (laneWorker: Worker) => {
    while (!stopping) {
      const seen = wakeCount;
      let ran = false;
      try {
        ran = await runNextJob(services, laneWorker);
        const time = worker.now().getTime();
        if (!ran && (prunedAt === undefined || time - prunedAt >= pruneEveryMs)) {
          prunedAt = time;
          await pruneDoneJobs(services.db, worker.now());
        }
      } catch (error) {
        worker.log(`job runner ${worker.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!ran) await pause(seen);
    }
  };
  const loops = (options.lanes ?? registeredJobs().lanes).flatMap((lane) =>
    Array.from({ length: lane.concurrency }, () => loop({ ...worker, kinds: lane.kinds })));

  return {
    workerId: worker.id,
    async stop() {
      stopping = true;
      unsubscribe();
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
    },
  };
}
