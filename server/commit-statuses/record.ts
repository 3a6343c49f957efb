// THE one place a commit status changes: every report goes through recordCommitStatus, so whatever must follow a
// status change (e.g. merging a merge request when its pipeline succeeds) is called from here, in the same
// transaction.
import type { Kysely } from 'kysely';
import { flag, now, type Schema } from '../database/schema.js';
import { afterCommitStatus } from '../merge-requests/merge/auto-merge.js';
import type { CommitStatusState } from './tables.js';

export interface CommitStatusReport {
  projectId: number;
  sha: string;
  ref: string;
  name: string;
  state: CommitStatusState;
  targetUrl?: string;
  description?: string;
  coverage?: number;
  authorId: number;
}

const finished = new Set<CommitStatusState>(['success', 'failed', 'canceled']);

/**
 * Changes the newest status of the report's commit, name and ref while it is pending or running, or adds a new
 * one; resolves with the status's id. Attributes the report leaves out keep their values.
 */
export async function recordCommitStatus(trx: Kysely<Schema>, report: CommitStatusReport): Promise<number> {
  // Its job runs after this transaction commits, so it sees this status.
  await afterCommitStatus(trx, report.projectId, report.sha, report.state);
  const at = now();
  const timing = {
    ...(report.state === 'running' ? { started_at: at } : {}),
    ...(finished.has(report.state) ? { finished_at: at } : {}),
  };
  const details = {
    ...(report.targetUrl !== undefined ? { target_url: report.targetUrl } : {}),
    ...(report.description !== undefined ? { description: report.description } : {}),
    ...(report.coverage !== undefined ? { coverage: report.coverage } : {}),
  };
  const open = await trx.selectFrom('commit_statuses').select(['id', 'started_at'])
    .where('project_id', '=', report.projectId).where('sha', '=', report.sha)
    .where('name', '=', report.name).where('ref', '=', report.ref)
    .where('status', 'in', ['pending', 'running'])
    .orderBy('id', 'desc').executeTakeFirst();
  if (open) {
    await trx.updateTable('commit_statuses')
      .set({ status: report.state, ...details, ...timing, ...(open.started_at ? { started_at: open.started_at } : {}), updated_at: at })
      .where('id', '=', open.id)
      .execute();
    return open.id;
  }
  const { id } = await trx.insertInto('commit_statuses').values({
    project_id: report.projectId,
    sha: report.sha,
    ref: report.ref,
    name: report.name,
    status: report.state,
    target_url: null,
    description: null,
    coverage: null,
    ...details,
    allow_failure: flag(false),
    author_id: report.authorId,
    created_at: at,
    updated_at: at,
    started_at: null,
    finished_at: null,
    ...timing,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}
