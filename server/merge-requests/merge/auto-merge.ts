// Merge when pipeline succeeds. Pipelines are commit statuses here: a request whose source head has statuses that
// are pending or running is set to merge later, remembering who asked (the merge is theirs), the message and the
// branch removal; each status that succeeds enqueues a check that merges once all the head's latest statuses
// succeeded. A failed or canceled status leaves the request open and set.
import { commitState } from '../../commit-statuses/queries.js';
import type { CommitStatusState } from '../../commit-statuses/tables.js';
import { literalLimit } from '../../database/limit.js';
import { flag, now, type Database, type UserRow } from '../../database/schema.js';
import { ApiError } from '../../http/api-error.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import type { JobHandler } from '../../jobs/handler.js';
import type { Services } from '../../services.js';
import { currentHeads } from '../diffs/heads.js';
import { mergeMergeRequest, type MergeOptions } from './perform.js';
import { canPushTo } from './permission.js';

export const autoMergeJobKind = 'merge_request_auto_merge';

export interface AutoMergePayload {
  projectId: number;
  sha: string;
}

/** Whether the head's statuses are still waiting or running, so the merge should wait for them. */
export async function pipelineActive(db: Database, sourceProjectId: number, head: string): Promise<boolean> {
  const state = await commitState(db, sourceProjectId, head);
  return state === 'pending' || state === 'running';
}

export async function setMergeWhenPipelineSucceeds(db: Database, mergeRequestId: number, user: UserRow, options: MergeOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('merge_requests').set({
      merge_when_pipeline_succeeds: 1,
      merge_commit_message: options.message ?? null,
      should_remove_source_branch: options.shouldRemoveSourceBranch === undefined ? null : flag(options.shouldRemoveSourceBranch),
      updated_at: now(),
    }).where('id', '=', mergeRequestId).where('state', '=', 'opened').execute();
    await trx.deleteFrom('merge_request_auto_merges').where('merge_request_id', '=', mergeRequestId).execute();
    await trx.insertInto('merge_request_auto_merges').values({ merge_request_id: mergeRequestId, user_id: user.id, created_at: now() }).execute();
  });
}

export async function cancelMergeWhenPipelineSucceeds(db: Database, mergeRequestId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('merge_requests')
      .set({ merge_when_pipeline_succeeds: 0, merge_commit_message: null, should_remove_source_branch: null, updated_at: now() })
      .where('id', '=', mergeRequestId).execute();
    await trx.deleteFrom('merge_request_auto_merges').where('merge_request_id', '=', mergeRequestId).execute();
  });
}

/** Called for every recorded commit status (in its transaction): a success may complete a waiting request's pipeline. */
export async function afterCommitStatus(db: Database, projectId: number, sha: string, state: CommitStatusState): Promise<void> {
  if (state !== 'success') return;
  const waiting = await db.selectFrom('merge_requests').select('id')
    .where('source_project_id', '=', projectId).where('state', '=', 'opened').where('merge_when_pipeline_succeeds', '=', 1)
    .limit(literalLimit(1)).executeTakeFirst();
  if (waiting) await enqueueJob(db, autoMergeJobKind, { projectId, sha } satisfies AutoMergePayload);
}

export const autoMergeJob: JobHandler<AutoMergePayload> = {
  async run({ projectId, sha }, { services }) {
    const { db } = services;
    const waiting = await db.selectFrom('merge_requests')
      .innerJoin('merge_request_auto_merges', 'merge_request_auto_merges.merge_request_id', 'merge_requests.id')
      .innerJoin('users', 'users.id', 'merge_request_auto_merges.user_id')
      .select(['merge_requests.id', 'merge_requests.iid', 'merge_requests.project_id', 'merge_requests.source_project_id',
        'merge_requests.source_branch', 'merge_requests.target_branch'])
      .select('users.id as user_id')
      .where('merge_requests.source_project_id', '=', projectId).where('merge_requests.state', '=', 'opened')
      .where('merge_requests.merge_when_pipeline_succeeds', '=', 1)
      .execute();
    for (const mergeRequest of waiting) await mergeIfSucceeded(services, mergeRequest, sha);
  },
};

type Waiting = { id: number; iid: number; project_id: number; source_project_id: number; source_branch: string; target_branch: string; user_id: number };

async function mergeIfSucceeded(services: Services, mergeRequest: Waiting, sha: string): Promise<void> {
  const heads = await currentHeads(services, mergeRequest);
  if (heads?.head !== sha) return;
  if ((await commitState(services.db, mergeRequest.source_project_id, sha)) !== 'success') return;
  const user = await services.db.selectFrom('users').selectAll().where('id', '=', mergeRequest.user_id).executeTakeFirstOrThrow();
  const target = await services.db.selectFrom('projects').select(['id', 'archived']).where('id', '=', mergeRequest.project_id).executeTakeFirstOrThrow();
  // Who asked may have lost the right to merge meanwhile.
  if (!(await canPushTo(services.db, user, target))) return;
  try {
    await mergeMergeRequest(services, mergeRequest.id, user, {});
  } catch (error) {
    // Conflicts, a removed branch, or a merge by someone else meanwhile: nothing is merged, and the request says why
    // (`merge_error`), as in the real service.
    if (!(error instanceof ApiError)) throw error;
    const { message } = error.body as { message?: unknown };
    await services.db.updateTable('merge_requests').set({ merge_error: typeof message === 'string' ? message : 'Merge failed' })
      .where('id', '=', mergeRequest.id).where('state', '=', 'opened').execute();
  }
}
