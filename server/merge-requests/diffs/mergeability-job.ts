// The mergeability check of one diff version: `merge_status` becomes `can_be_merged` or `cannot_be_merged`, unless
// a newer version was recorded meanwhile (its own check decides then).
import type { JobHandler } from '../../jobs/handler.js';
import type { Services } from '../../services.js';
import { targetRepository } from './heads.js';
import { trialMerge } from './mergeability.js';

export const mergeabilityJobKind = 'merge_request_mergeability';

export interface MergeabilityPayload {
  mergeRequestId: number;
  versionId: number;
}

/** Decides `merge_status` for one version of an open request; the job's work, also run inline by fixture loading. */
export async function checkMergeability(services: Services, { mergeRequestId, versionId }: MergeabilityPayload): Promise<void> {
  const { db } = services;
  const version = await db.selectFrom('merge_request_diffs').innerJoin('merge_requests', 'merge_requests.id', 'merge_request_diffs.merge_request_id')
    .select(['merge_requests.project_id', 'merge_requests.state', 'merge_request_diffs.head_commit_sha', 'merge_request_diffs.start_commit_sha'])
    .where('merge_request_diffs.id', '=', versionId).executeTakeFirst();
  if (!version || version.state !== 'opened') return;
  const { clean } = await trialMerge(targetRepository(services, version), version.start_commit_sha, version.head_commit_sha);
  await db.updateTable('merge_requests')
    .set({ merge_status: clean ? 'can_be_merged' : 'cannot_be_merged' })
    .where('id', '=', mergeRequestId)
    .where('merge_status', '=', 'unchecked')
    .where((eb) => eb(
      eb.selectFrom('merge_request_diffs').select((inner) => inner.fn.max('id').as('latest')).where('merge_request_id', '=', mergeRequestId),
      '=',
      versionId,
    ))
    .execute();
}

export const mergeabilityJob: JobHandler<MergeabilityPayload> = {
  run: (payload, { services }) => checkMergeability(services, payload),
};
