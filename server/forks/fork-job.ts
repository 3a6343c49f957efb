// The background part of a fork: `import_status` goes from `scheduled` to `started`, then `finished`, or `failed`
// with `import_error` when the job gives up.
import type { Database, ProjectsTable } from '../database/schema.js';
import { now } from '../database/schema.js';
import { enqueueJob } from '../jobs/enqueue.js';
import { PermanentJobError, type JobHandler } from '../jobs/handler.js';
import { copyRefs, repositoryPath } from '../git/repositories.js';

export const forkJobKind = 'fork';

export interface ForkJobPayload {
  project_id: number;
  source_project_id: number;
}

/** In the transaction that creates the fork. */
export const enqueueForkJob = (db: Database, payload: ForkJobPayload) => enqueueJob(db, forkJobKind, payload, { maxAttempts: 5 });

async function setImportStatus(db: Database, projectId: number, status: ProjectsTable['import_status'], error: string | null = null) {
  await db.updateTable('projects').set({ import_status: status, import_error: error, updated_at: now() }).where('id', '=', projectId).execute();
}

export const forkJob: JobHandler<ForkJobPayload> = {
  async run({ project_id, source_project_id }, { services: { db, config } }) {
    const fork = await db.selectFrom('projects').select('import_status').where('id', '=', project_id).executeTakeFirst();
    // The fork was deleted meanwhile, or an earlier attempt got to the end: nothing left to do.
    if (!fork || fork.import_status === 'finished' || fork.import_status === 'failed') return;
    await setImportStatus(db, project_id, 'started');
    const source = await db.selectFrom('projects').select('id').where('id', '=', source_project_id).executeTakeFirst();
    if (!source) throw new PermanentJobError('The source project was deleted before the fork was complete');
    // The attributes a fork takes from its source were copied when the fork was created; its branches and tags
    // are copied now, as they are at this moment.
    await copyRefs(repositoryPath(config.dataDir, source_project_id), repositoryPath(config.dataDir, project_id));
    await setImportStatus(db, project_id, 'finished');
  },
  async failed({ project_id }, error, { services: { db } }) {
    await setImportStatus(db, project_id, 'failed', error);
  },
};
