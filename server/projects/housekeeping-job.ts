// A project's housekeeping task, run in the background; one per project is pending at a time.
import { now, type Database } from '../database/schema.js';
import { enqueueJob, JobAlreadyPending } from '../jobs/enqueue.js';
import type { JobHandler } from '../jobs/handler.js';
import { conflict } from '../http/api-error.js';

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
  async run({ project_id }, { services: { db } }) {
    // Repository maintenance (git gc, repacking, bitmaps) runs here once projects have git repositories; until
    // then there is no repository to maintain and the task records that it ran.
    await db.updateTable('projects').set({ last_housekeeping_at: now() }).where('id', '=', project_id).execute();
  },
};
