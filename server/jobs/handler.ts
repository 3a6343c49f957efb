// What a kind of job does. The runner calls `run` once per attempt; a handler must be safe to run again after a
// failed or interrupted attempt (a worker that dies mid-job leaves it to another worker once its lease expires).
import type { Selectable } from 'kysely';
import type { JobsTable } from '../database/schema.js';
import type { Services } from '../services.js';

export type JobRow = Selectable<JobsTable>;

export interface JobContext {
  services: Services;
  /** The claimed job (its `attempts` counts this attempt). */
  job: JobRow;
}

export interface JobHandler<Payload = any> {
  run(payload: Payload, context: JobContext): Promise<void>;
  /** Called once when the job gives up (attempts used up, or a `PermanentJobError`), before it is marked `failed`. */
  failed?(payload: Payload, error: string, context: JobContext): Promise<void>;
}

/** Handlers by job kind. */
export type JobHandlers = Record<string, JobHandler>;

/** A failure that another attempt cannot fix: the job is marked `failed` at once. */
export class PermanentJobError extends Error {}
