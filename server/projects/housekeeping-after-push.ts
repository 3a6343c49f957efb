// Automatic housekeeping: every push is counted, and when the count reaches one of the periods of the
// `housekeeping_*_period` settings the matching task is queued, as the real service does after pushes.
import { sql } from 'kysely';
import type { Database } from '../database/schema.js';
import { wakeJobRunners } from '../jobs/wake-up.js';
import { readSettings, type ApplicationSettings } from '../settings/store.js';
import { enqueueHousekeeping, pendingHousekeeping, type HousekeepingTask } from './housekeeping-job.js';

/**
 * The task due after the `pushes`-th push since the last gc, if any: the one whose period is the largest that divides
 * the count, gc before a full before an incremental repack when periods are equal.
 */
function dueTask(pushes: number, settings: ApplicationSettings): HousekeepingTask | undefined {
  const periods: [HousekeepingTask, number][] = [
    ['gc', settings.housekeeping_gc_period],
    ['full', settings.housekeeping_full_repack_period],
    ['incremental', settings.housekeeping_incremental_repack_period],
  ];
  let due: [HousekeepingTask, number] | undefined;
  for (const [task, period] of periods) if (pushes % period === 0 && (!due || period > due[1])) due = [task, period];
  return due?.[0];
}

/** Counts one push to the project and queues the housekeeping task it makes due, unless one is already pending. */
export async function housekeepAfterPush(db: Database, projectId: number): Promise<void> {
  // In a transaction of its own when the push has none, so the lock below lasts until the job is queued.
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => housekeepAfterPush(trx, projectId));
    return wakeJobRunners();
  }
  // The upsert also holds the row's lock (on PostgreSQL) until the caller's transaction ends, so concurrent pushes
  // and manual tasks of the project take their turns here and see each other's queued job.
  const { pushes_since_gc: pushes } = await db
    .insertInto('push_counts')
    .values({ project_id: projectId, pushes_since_gc: 1 })
    .onConflict((conflict) => conflict.column('project_id').doUpdateSet({ pushes_since_gc: sql<number>`push_counts.pushes_since_gc + 1` }))
    .returning('pushes_since_gc')
    .executeTakeFirstOrThrow();
  const settings = await readSettings(db);
  if (!settings.housekeeping_enabled) return;
  const task = dueTask(pushes, settings);
  if (!task) return;
  // Checked first rather than caught: on PostgreSQL a failed insert would abort the caller's transaction. The row
  // lock above keeps other pushes and the manual task from queueing one in between.
  const pending = await pendingHousekeeping(db, projectId).executeTakeFirst();
  if (!pending) await enqueueHousekeeping(db, projectId, task);
}
