// Job runners: a background loop for the server (polls, wakes up at once for jobs enqueued in this process, deletes
// done jobs after a week, stops cleanly), and `runJobsUntilIdle` for tests and scripts.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Services } from '../services.js';
import type { JobHandlers } from './handler.js';
import { jobHandlers } from './handlers.js';
import { pruneDoneJobs } from './prune.js';
import { runNextJob, type Worker } from './run-job.js';
import { onJobEnqueued } from './wake-up.js';

export interface RunnerOptions {
  /** Default: the application's handlers (fork, housekeeping). */
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
}

export interface JobRunner {
  readonly workerId: string;
  /** Stops looking for work and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

function workerFor(options: RunnerOptions): Worker {
  return {
    id: options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    handlers: options.handlers ?? jobHandlers,
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
  let woken = false;
  let wakeUp: (() => void) | undefined;

  const pause = () => new Promise<void>((resolve) => {
    if (woken || stopping) {
      woken = false;
      return resolve();
    }
    const done = () => {
      clearTimeout(timer);
      wakeUp = undefined;
      woken = false;
      resolve();
    };
    const timer = setTimeout(done, pollMs);
    wakeUp = done;
  });
  const unsubscribe = onJobEnqueued(() => {
    woken = true;
    wakeUp?.();
  });

  const pruneEveryMs = 60 * 60 * 1000;
  let prunedAt: number | undefined;
  const loop = (async () => {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runNextJob(services, worker);
        const time = worker.now().getTime();
        if (!ran && (prunedAt === undefined || time - prunedAt >= pruneEveryMs)) {
          prunedAt = time;
          await pruneDoneJobs(services.db, worker.now());
        }
      } catch (error) {
        worker.log(`job runner ${worker.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!ran) await pause();
    }
  })();

  return {
    workerId: worker.id,
    async stop() {
      stopping = true;
      unsubscribe();
      wakeUp?.();
      await loop;
    },
  };
}
