// A project's housekeeping task, run in the background; one per project is pending at a time.
import { now, type Database } from '../database/schema.js';
import { enqueueJob, JobAlreadyPending } from '../jobs/enqueue.js';
import type { JobHandler } from '../jobs/handler.js';
import { conflict } from '../http/api-error.js';
import { git } from '../git/git.js';
import { repositoryPath } from '../git/repositories.js';
import { readSettings } from '../settings/store.js';

export const housekeepingJobKind = 'housekeeping';

export interface HousekeepingJobPayload {
  project_id: number;
}

/** 409 while a housekeeping task of the project is queued or running. */
export async function scheduleHousekeeping(db: Database, projectId: number): Promise<void> {
  try {
    await enqueueJob(db, housekeepingJobKind, { project_id: projectId } satisfies HousekeepingJobPayload, {
      uniqueKey: `housekeeping:project:${projectId}`,
      maxAttempts: 3,
    });
  } catch (error) {
    if (error instanceof JobAlreadyPending) throw conflict('Housekeeping task is already in progress');
    throw error;
  }
}

export const housekeepingJob: JobHandler<HousekeepingJobPayload> = {
  async run({ project_id }, { services: { db, config } }) {
    const project = await db.selectFrom('projects').select('id').where('id', '=', project_id).executeTakeFirst();
    if (!project) return;
    // `git gc` repacks objects, prunes unreachable ones past git's grace period and packs refs; bitmaps follow
    // the `housekeeping_bitmaps_enabled` setting.
    const { housekeeping_bitmaps_enabled: bitmaps } = await readSettings(db);
    await git(repositoryPath(config.dataDir, project_id), ['-c', `repack.writeBitmaps=${bitmaps}`, 'gc', '--quiet']);
    await db.updateTable('projects').set({ last_housekeeping_at: now() }).where('id', '=', project_id).execute();
  },
};
