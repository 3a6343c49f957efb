// Issues and merge requests keep their labels by name, so renaming or deleting a label rewrites their lists.
import type { Database } from '../database/schema.js';

/** The list with `from` replaced by `to` (kept once), or without it when `to` is undefined; undefined if unchanged. */
function relabeled(labelsJson: string, from: string, to: string | undefined): string | undefined {
  const names = JSON.parse(labelsJson) as string[];
  if (!names.includes(from)) return undefined;
  const replaced = names.flatMap((name) => (name !== from ? [name] : to === undefined ? [] : [to]));
  return JSON.stringify([...new Set(replaced)]);
}

/** Renames (or, with `to` undefined, removes) a label on every issue and merge request of the project. */
export async function relabelCarriers(trx: Database, projectId: number, from: string, to: string | undefined): Promise<void> {
  const issues = await trx.selectFrom('issues').select(['id', 'labels']).where('project_id', '=', projectId).where('labels', '!=', '[]').execute();
  for (const issue of issues) {
    const labels = relabeled(issue.labels, from, to);
    if (labels !== undefined) await trx.updateTable('issues').set({ labels }).where('id', '=', issue.id).execute();
  }
  const mergeRequests = await trx.selectFrom('merge_requests').select(['id', 'labels']).where('project_id', '=', projectId).where('labels', '!=', '[]').execute();
  for (const mergeRequest of mergeRequests) {
    const labels = relabeled(mergeRequest.labels, from, to);
    if (labels !== undefined) await trx.updateTable('merge_requests').set({ labels }).where('id', '=', mergeRequest.id).execute();
  }
}
