import type { components } from '../../generated/api.js';
import type { MergeRequestRecord } from './queries.js';

type DetailedMergeStatus = components['schemas']['DetailedMergeStatus'];

/**
 * The real service's order: a status still being decided first, then its mergeability checks (open, draft,
 * discussions, conflicts). Discussions are another resource family here, so none blocks a merge.
 */
export function detailedMergeStatus(record: Pick<MergeRequestRecord, 'state' | 'merge_status'>, draft: boolean): DetailedMergeStatus {
  if (record.merge_status === 'unchecked') return 'unchecked';
  if (record.state !== 'opened') return 'not_open';
  if (draft) return 'draft_status';
  if (record.merge_status === 'cannot_be_merged') return 'conflict';
  return 'mergeable';
}
