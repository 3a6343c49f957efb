// Reading commit statuses: the newest of each name and ref, and a commit's combined state.
import type { Database } from '../database/schema.js';
import type { CommitStatusState } from './tables.js';

/** The commit's statuses, newest first; with `latestOnly`, only the newest of each name and ref. */
export function selectCommitStatuses(db: Database, projectId: number, sha: string, latestOnly: boolean) {
  let query = db.selectFrom('commit_statuses').selectAll()
    .where('project_id', '=', projectId).where('sha', '=', sha);
  if (latestOnly) {
    query = query.where('id', 'in', db.selectFrom('commit_statuses').select((eb) => eb.fn.max('id').as('id'))
      .where('project_id', '=', projectId).where('sha', '=', sha).groupBy(['name', 'ref']));
  }
  return query.orderBy('id', 'desc');
}

/**
 * The real service's combined state of statuses: `success` when all succeeded, `canceled` when the rest
 * succeeded, `pending` when all wait, `running` while any waits or runs, `failed` otherwise; null for none.
 */
export function combinedState(states: CommitStatusState[]): CommitStatusState | null {
  if (states.length === 0) return null;
  const count = (state: CommitStatusState) => states.filter((each) => each === state).length;
  if (count('success') === states.length) return 'success';
  if (count('success') + count('canceled') === states.length) return 'canceled';
  if (count('pending') === states.length) return 'pending';
  if (count('running') + count('pending') > 0) return 'running';
  return 'failed';
}

/** The combined state of the newest status of each name and ref of the commit. */
export async function commitState(db: Database, projectId: number, sha: string): Promise<CommitStatusState | null> {
  const rows = await selectCommitStatuses(db, projectId, sha, true).clearSelect().select('status').execute();
  return combinedState(rows.map((row) => row.status));
}
