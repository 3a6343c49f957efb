// Enqueues a job in the caller's transaction (or on the database), so the job exists exactly when the change that
// caused it does.
import { isUniqueViolation } from '../database/errors.js';
import { now, type Database } from '../database/schema.js';
import { wakeJobRunners } from './wake-up.js';

export const defaultMaxAttempts = 5;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job is marked `failed` (default 5). */
  maxAttempts?: number;
  /** At most one queued or running job may hold this key; see `JobAlreadyPending`. */
  uniqueKey?: string;
}

/** A queued or running job already holds the `uniqueKey`. */
export class JobAlreadyPending extends Error {}

/**
 * Inserts a queued job and returns its id. `db` may be a transaction: the job then exists only if it commits. Runners
 * of this process are woken at once for a job enqueued outside a transaction; inside one, call `wakeJobRunners()`
 * after the commit (otherwise the job starts at the next poll).
 */
export async function enqueueJob(db: Database, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
  const createdAt = now();
  try {
    const { id } = await db
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        state: 'queued',
        attempts: 0,
        max_attempts: options.maxAttempts ?? defaultMaxAttempts,
        unique_key: options.uniqueKey ?? null,
        run_at: (options.runAt ?? new Date()).toISOString(),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!db.isTransaction) wakeJobRunners();
    return id;
  } catch (error) {
    if (options.uniqueKey !== undefined && isUniqueViolation(error)) throw new JobAlreadyPending(options.uniqueKey);
    throw error;
  }
}
