// One attempt of one job: claim it, run its handler while keeping the lease, then settle it as done, queued again
// after a back-off, or failed.
import { sql } from 'kysely';
import type { Services } from '../services.js';
import { claimNextJob, type KindFilter } from './claim.js';
import { PermanentJobError, type JobContext, type JobHandlers, type JobRow } from './handler.js';

export interface Worker {
  /** Unique per runner (host, process, random part): the `locked_by` of the jobs it claims. */
  id: string;
  handlers: JobHandlers;
  /** The clock (tests move it forward to expire leases and back-offs). */
  now: () => Date;
  /** How long a claim lasts; renewed every third of it while the handler runs. */
  leaseMs: number;
  /** Delay before the second attempt; doubled for each further one, at most an hour. */
  backoffMs: number;
  log: (message: string) => void;
  /** The kinds this worker takes (`only`) or leaves to others (`except`); every kind when absent. */
  kinds?: KindFilter;
}

const maxBackoffMs = 60 * 60 * 1000;
export const abandonedError = 'The worker running the last attempt stopped before it finished';

export const backoffDelay = (worker: Worker, attempts: number): number =>
  Math.min(worker.backoffMs * 2 ** (attempts - 1), maxBackoffMs);

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)) || 'Unknown error';

/** Changes a job this worker still holds; false when its lease was lost to another worker. */
async function settle(services: Services, worker: Worker, job: JobRow, changes: Partial<JobRow>): Promise<boolean> {
  const result = await services.db
    .updateTable('jobs')
    .set({ ...changes, updated_at: worker.now().toISOString() })
    .where('id', '=', job.id)
    // Written out, not bound: SQLite prepares a statement again on every run when it binds a value it compares with
    // a partial index's condition (the jobs indexes are partial on the state).
    .where(sql<boolean>`jobs.state = 'running'`)
    .where('locked_by', '=', worker.id)
    .executeTakeFirst();
  const settled = Number(result.numUpdatedRows) === 1;
  if (!settled) worker.log(`job ${job.id} (${job.kind}): the lease was lost before the attempt finished`);
  return settled;
}

/** Lets the handler clean up (a fork marked `failed`), then marks the job failed. */
async function giveUp(context: JobContext, worker: Worker, payload: unknown, error: string): Promise<void> {
  const { job } = context;
  try {
    await worker.handlers[job.kind]?.failed?.(payload, error, context);
  } catch (hookError) {
    // Left running: once the lease runs out the job is claimed and given up again.
    worker.log(`job ${job.id} (${job.kind}): giving up failed: ${errorText(hookError)}`);
    return;
  }
  await settle(context.services, worker, job, {
    state: 'failed',
    attempts: Math.min(job.attempts, job.max_attempts),
    last_error: error,
    locked_by: null,
    locked_until: null,
  });
}

async function attempt(context: JobContext, worker: Worker, payload: unknown): Promise<void> {
  const { job, services } = context;
  const handler = worker.handlers[job.kind];
  const renewal = setInterval(() => {
    const lockedUntil = new Date(worker.now().getTime() + worker.leaseMs).toISOString();
    services.db.updateTable('jobs').set({ locked_until: lockedUntil }).where('id', '=', job.id).where('locked_by', '=', worker.id)
      .execute()
      .catch((error: unknown) => worker.log(`job ${job.id} (${job.kind}): renewing the lease failed: ${errorText(error)}`));
  }, Math.max(1, Math.floor(worker.leaseMs / 3)));
  try {
    if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
    await handler.run(payload, context);
  } catch (error) {
    clearInterval(renewal);
    const message = errorText(error);
    worker.log(`job ${job.id} (${job.kind}) attempt ${job.attempts} of ${job.max_attempts} failed: ${message}`);
    if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) return giveUp(context, worker, payload, message);
    const runAt = new Date(worker.now().getTime() + backoffDelay(worker, job.attempts)).toISOString();
    await settle(services, worker, job, { state: 'queued', run_at: runAt, last_error: message, locked_by: null, locked_until: null });
    return;
  }
  clearInterval(renewal);
  await settle(services, worker, job, { state: 'done', last_error: null, locked_by: null, locked_until: null });
}

/** Claims and runs one job; false when none is due. */
export async function runNextJob(services: Services, worker: Worker): Promise<boolean> {
  const job = await claimNextJob(services.db, worker.id, worker.now(), worker.leaseMs, worker.kinds);
  if (!job) return false;
  const context: JobContext = { services, job };
  let payload: unknown;
  try {
    payload = JSON.parse(job.payload);
  } catch {
    await giveUp(context, worker, undefined, 'The payload is not valid JSON');
    return true;
  }
  if (job.attempts > job.max_attempts) await giveUp(context, worker, payload, abandonedError);
  else await attempt(context, worker, payload);
  return true;
}
