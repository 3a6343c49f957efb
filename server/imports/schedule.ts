// The synchronous part of an import, in the transaction that creates the project: the project shows the URL
// without credentials, the URL as given waits for the job in its own table, and the job is queued.
import type { Database } from '../database/schema.js';
import { enqueueJob } from '../jobs/enqueue.js';
import type { ImportSource } from './import-url.js';

export const importJobKind = 'import';

export interface ImportJobPayload {
  project_id: number;
  /** The creator chose the default branch; otherwise the source's HEAD decides it. */
  keep_default_branch: boolean;
}

export async function scheduleImport(trx: Database, projectId: number, source: ImportSource, keepDefaultBranch: boolean): Promise<void> {
  await trx.updateTable('projects').set({ import_url: source.scrubbed }).where('id', '=', projectId).execute();
  await trx.insertInto('project_import_sources').values({ project_id: projectId, url: source.url }).execute();
  const payload: ImportJobPayload = { project_id: projectId, keep_default_branch: keepDefaultBranch };
  await enqueueJob(trx, importJobKind, payload, { maxAttempts: 3 });
}
