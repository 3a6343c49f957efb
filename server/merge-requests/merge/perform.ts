// Merging a merge request for real: a trial merge without a work tree, a merge commit, and the target branch moved
// by compare-and-swap inside the transaction that marks the request merged. The conditional update (only an open
// request becomes merged) makes one of concurrent merges win; the others find it merged (406). A target branch
// that moved between the trial merge and the swap makes the merge start over on the new head.
import { flag, now, type Database, type UserRow } from '../../database/schema.js';
import { recordRefUpdates } from '../../git/ref-events.js';
import { zeroId } from '../../git/ref-updates.js';
import { ApiError } from '../../http/api-error.js';
import { branchRef, compareAndSwapRef } from '../../git/revisions.js';
import type { Services } from '../../services.js';
import { currentHeads, sourceRepository, targetRepository, type MergeRequestHeads } from '../diffs/heads.js';
import { trialMerge } from '../diffs/mergeability.js';
import { recordMergeRequestEvent } from '../events.js';
import { isWorkInProgress } from '../present.js';
import { selectMergeRequests, type MergeRequestRecord } from '../queries.js';
import { defaultMergeCommitMessage, writeMergeCommit } from './merge-commit.js';
import { canPushTo } from './permission.js';
import { closeIssues, issuesClosedByMerge } from './close-issues.js';

export const cannotBeMerged = () => new ApiError(405, { message: 'Branch cannot be merged' });
export const notOpen = () => new ApiError(406, { message: '406 Method Not Allowed' });
export const shaMismatch = (head: string) => new ApiError(409, { message: `SHA does not match HEAD of source branch: ${head}` });

export interface MergeOptions {
  /** The merge commit's message; when absent the one kept with the request, else the default one. */
  message?: string;
  /** Whether to remove the source branch; when absent as kept with the request. `remove_source_branch` of the
   * request (force_remove_source_branch) removes it in any case, as in the real service. */
  shouldRemoveSourceBranch?: boolean;
  /** When given, the source head must be this commit. */
  sha?: string;
}

/** The request's heads when it could be merged now: open, not a work in progress, both branches there, no conflicts. */
export async function mergeableHeads(services: Services, mergeRequest: MergeRequestRecord): Promise<MergeRequestHeads & { tree: string }> {
  if (mergeRequest.state !== 'opened') throw notOpen();
  if (isWorkInProgress(mergeRequest.title)) throw cannotBeMerged();
  const heads = await currentHeads(services, mergeRequest);
  if (!heads) throw cannotBeMerged();
  const trial = await trialMerge(targetRepository(services, mergeRequest), heads.start, heads.head);
  if (!trial.clean) throw cannotBeMerged();
  return { ...heads, tree: trial.tree! };
}

/** Thrown inside the transaction to roll it back when the target branch moved after the trial merge. */
class TargetMoved extends Error {}

const attempts = 3;

async function removeSourceBranch(services: Services, db: Database, mergeRequest: MergeRequestRecord, head: string, user: UserRow): Promise<void> {
  const source = await db.selectFrom('projects').select(['id', 'archived', 'default_branch']).where('id', '=', mergeRequest.source_project_id).executeTakeFirst();
  // As the real service: never the default branch, only for who may push to the source project, and a branch that
  // moved since is kept.
  if (!source || source.default_branch === mergeRequest.source_branch || !(await canPushTo(db, user, source))) return;
  const ref = branchRef(mergeRequest.source_branch);
  if (!(await compareAndSwapRef(sourceRepository(services, mergeRequest), ref, zeroId, head))) return;
  await recordRefUpdates(db, source.id, user.id, [{ ref, before: head, after: zeroId }]);
}

/** Merges the open request `mergeRequestId` as `user`; throws the accept call's 405/406/409 errors. */
export async function mergeMergeRequest(services: Services, mergeRequestId: number, user: UserRow, options: MergeOptions): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const mergeRequest = await selectMergeRequests(services.db).where('merge_requests.id', '=', mergeRequestId).executeTakeFirstOrThrow();
    const heads = await mergeableHeads(services, mergeRequest);
    if (options.sha !== undefined && options.sha !== heads.head) throw shaMismatch(heads.head);
    const target = targetRepository(services, mergeRequest);
    const shouldRemove = options.shouldRemoveSourceBranch ?? mergeRequest.should_remove_source_branch === 1;
    const message = options.message || mergeRequest.merge_commit_message || defaultMergeCommitMessage(mergeRequest, `${mergeRequest.namespace_full_path}/${mergeRequest.project_path}`);
    // With `squash`, the source commits become one commit on the target head (the title as its message), and the
    // merge commit merges that one, as in the real service.
    const squash = mergeRequest.squash === 1 ? await writeMergeCommit(target, heads.tree, [heads.start], mergeRequest.title, user) : null;
    const commit = await writeMergeCommit(target, heads.tree, [heads.start, squash ?? heads.head], message, user);
    const closedIssues = await issuesClosedByMerge(services, user, mergeRequest);
    try {
      await services.db.transaction().execute(async (trx) => {
        const at = now();
        const claimed = await trx.updateTable('merge_requests')
          .set({
            state: 'merged',
            merge_status: 'can_be_merged',
            merge_commit_sha: commit,
            squash_commit_sha: squash,
            merge_error: null,
            merged_by_id: user.id,
            merged_at: at,
            updated_at: at,
            ...(options.shouldRemoveSourceBranch !== undefined ? { should_remove_source_branch: flag(options.shouldRemoveSourceBranch) } : {}),
          })
          .where('id', '=', mergeRequestId).where('state', '=', 'opened')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw notOpen();
        const ref = branchRef(mergeRequest.target_branch);
        if (!(await compareAndSwapRef(target, ref, commit, heads.start))) throw new TargetMoved();
        await trx.deleteFrom('merge_request_auto_merges').where('merge_request_id', '=', mergeRequestId).execute();
        await recordRefUpdates(trx, mergeRequest.project_id, user.id, [{ ref, before: heads.start, after: commit }]);
        if (shouldRemove || mergeRequest.force_remove_source_branch === 1) await removeSourceBranch(services, trx, mergeRequest, heads.head, user);
        await recordMergeRequestEvent(trx, {
          mergeRequestId,
          projectId: mergeRequest.project_id,
          userId: user.id,
          action: 'merge',
          changes: { state: { previous: 'opened', current: 'merged' } },
        });
        await closeIssues(trx, closedIssues, user);
      });
      return;
    } catch (error) {
      if (!(error instanceof TargetMoved) || attempt === attempts) throw error instanceof TargetMoved ? cannotBeMerged() : error;
    }
  }
}
