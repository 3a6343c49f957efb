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
  // Two queries, not one with `or`: SQLite's planner failed ("internal query planner error") on that `or` next to
  // the partial unique index merge_requests_one_open was before migration 026.
  const open = db.selectFrom('merge_requests').select('id').where('state', '=', 'opened');
  const bySource = await open.where('source_project_id', '=', projectId).where('source_branch', 'in', branches).execute();
  const byTarget = await open.where('project_id', '=', projectId).where('target_branch', 'in', branches).execute();
  const affected = [...new Set([...bySource, ...byTarget].map(({ id }) => id))].sort((a, b) => a - b);
  for (const mergeRequestId of affected) await enqueueJob(db, refreshJobKind, { mergeRequestId } satisfies RefreshPayload);
}

export const refreshJob: JobHandler<RefreshPayload> = {
  async run({ mergeRequestId }, { services }) {
    await recordDiffVersion(services.db, services, mergeRequestId);
  },
};
