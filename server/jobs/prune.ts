// Finished jobs are kept a week for inspection, then deleted; failed ones are kept until someone looks at them.
import type { Database } from '../database/schema.js';

export const keepDoneJobsMs = 7 * 24 * 60 * 60 * 1000;

export async function pruneDoneJobs(db: Database, at: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', 'done')
    .where('updated_at', '<', new Date(at.getTime() - keepDoneJobsMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
