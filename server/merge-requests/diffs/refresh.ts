// Following pushes: open merge requests whose source or target branch moved get a new diff version. The push only
// enqueues one job per request (in its transaction, when it has one); the job reads the repositories, so pushes
// stay fast. Jobs are not deduplicated: a job holding a key while running could miss a later move, while
// recordDiffVersion itself records each move once however many refreshes run.
import type { Database } from '../../database/schema.js';
import type { RefUpdate } from '../../git/ref-updates.js';
import type { JobHandler } from '../../jobs/handler.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { recordDiffVersion } from './record-version.js';

export const refreshJobKind = 'merge_request_refresh';

export interface RefreshPayload {
  mergeRequestId: number;
}

export async function refreshMergeRequestsAfterPush(db: Database, projectId: number, updates: RefUpdate[]): Promise<void> {
  const branches = updates.filter((update) => update.ref.startsWith('refs/heads/')).map((update) => update.ref.slice('refs/heads/'.length));
  if (branches.length === 0) return;
  const affected = await db.selectFrom('merge_requests').select('id')
    .where('state', '=', 'opened')
    .where((eb) => eb.or([
      eb.and([eb('source_project_id', '=', projectId), eb('source_branch', 'in', branches)]),
      eb.and([eb('project_id', '=', projectId), eb('target_branch', 'in', branches)]),
    ]))
    .execute();
  for (const { id } of affected) await enqueueJob(db, refreshJobKind, { mergeRequestId: id } satisfies RefreshPayload);
}

export const refreshJob: JobHandler<RefreshPayload> = {
  async run({ mergeRequestId }, { services }) {
    await recordDiffVersion(services.db, services, mergeRequestId);
  },
};
