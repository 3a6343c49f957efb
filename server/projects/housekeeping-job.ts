// A project's housekeeping task, run in the background; one per project is pending at a time.
import { sql } from 'kysely';
import { now, type Database } from '../database/schema.js';
import { enqueueJob, JobAlreadyPending } from '../jobs/enqueue.js';
import { wakeJobRunners } from '../jobs/wake-up.js';
import type { JobHandler } from '../jobs/handler.js';
import { conflict } from '../http/api-error.js';
import { git } from '../git/git.js';
import { removeRepository, repositoryPath } from '../git/repositories.js';
import { duringRepack } from '../git/repository-lock.js';
import { readSettings } from '../settings/store.js';

export const housekeepingJobKind = 'housekeeping';

/** `incremental` and `full` repack; `gc` also prunes and packs refs. */
export type HousekeepingTask = 'incremental' | 'full' | 'gc';

export interface HousekeepingJobPayload {
  project_id: number;
  /** Absent in jobs queued before tasks existed, which all ran `git gc`. */
  task?: HousekeepingTask;
}

export const housekeepingUniqueKey = (projectId: number) => `housekeeping:project:${projectId}`;

/**
 * The project's queued or running housekeeping job, found through the partial unique index on `unique_key` (the
 * states are literals so that SQLite sees the index's condition in the query's).
 */
export const pendingHousekeeping = (db: Database, projectId: number) =>
  db.selectFrom('jobs').select('id').where('unique_key', '=', housekeepingUniqueKey(projectId)).where(sql<boolean>`state in ('queued', 'running')`);

/**
 * Queues the task; `JobAlreadyPending` while a housekeeping task of the project is queued or running. The caller
 * holds the project's `push_counts` row (see `housekeepAfterPush`), so pushes and manual tasks take turns.
 */
export async function enqueueHousekeeping(db: Database, projectId: number, task: HousekeepingTask): Promise<void> {
  await enqueueJob(db, housekeepingJobKind, { project_id: projectId, task } satisfies HousekeepingJobPayload, {
    uniqueKey: housekeepingUniqueKey(projectId),
    maxAttempts: 3,
  });
  // The count is of pushes since the last gc, so it starts over with this one.
  if (task === 'gc') await db.updateTable('push_counts').set({ pushes_since_gc: 0 }).where('project_id', '=', projectId).execute();
}

/** The manual task, a gc; 409 while a housekeeping task of the project is queued or running. */
export async function scheduleHousekeeping(db: Database, projectId: number): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      // Takes the project's push count row (and on PostgreSQL its lock) first, as pushes do. The no-op update is
      // what takes the lock: `do nothing` would not, and the job insert below would then deadlock with a push.
      await trx
        .insertInto('push_counts')
        .values({ project_id: projectId, pushes_since_gc: 0 })
        .onConflict((conflict) => conflict.column('project_id').doUpdateSet({ pushes_since_gc: sql<number>`push_counts.pushes_since_gc` }))
        .execute();
      await enqueueHousekeeping(trx, projectId, 'gc');
    });
  } catch (error) {
    if (error instanceof JobAlreadyPending) throw conflict('Housekeeping task is already in progress');
    throw error;
  }
  wakeJobRunners();
}

/** The git command line of a task; bitmaps follow the `housekeeping_bitmaps_enabled` setting. */
function gitArguments(task: HousekeepingTask, bitmaps: boolean): string[] {
  switch (task) {
    case 'incremental':
      // Packs loose objects into a new pack, leaving existing packs alone (bitmaps cover a single pack only).
      return ['repack', '-d', '-q', '--no-write-bitmap-index'];
    case 'full':
      // Rewrites every pack into one, keeping unreachable objects (loose) for git's grace period.
      // Explicit either way: git writes bitmaps in bare repositories unless told not to.
      return ['repack', '-A', '-d', '-q', bitmaps ? '--write-bitmap-index' : '--no-write-bitmap-index'];
    case 'gc':
      // Repacks, prunes unreachable objects past git's grace period and packs refs.
      return ['-c', `repack.writeBitmaps=${bitmaps}`, 'gc', '--quiet'];
  }
}

export const housekeepingJob: JobHandler<HousekeepingJobPayload> = {
  async run({ project_id, task = 'gc' }, { services: { db, config } }) {
    const project = await db.selectFrom('projects').select('id').where('id', '=', project_id).executeTakeFirst();
    if (!project) return;
    const { housekeeping_bitmaps_enabled: bitmaps } = await readSettings(db);
    const repository = repositoryPath(config.dataDir, project_id);
    const failure = await duringRepack(repository, () => git(repository, gitArguments(task, bitmaps))).then(() => undefined, (error: Error) => error);
    // The project was deleted meanwhile (its repository moved away under git): nothing is left to maintain, but git,
    // failing or not, may have recreated directories at the old path as it went on.
    const stillThere = await db.selectFrom('projects').select('id').where('id', '=', project_id).executeTakeFirst();
    if (!stillThere) {
      await removeRepository(repositoryPath(config.dataDir, project_id));
      return;
    }
    if (failure) throw failure;
    await db.updateTable('projects').set({ last_housekeeping_at: now() }).where('id', '=', project_id).execute();
  },
};
