// `first_contribution`, as the real service decides it: the author is not a member of the target project above
// guest, and no other request of theirs was merged into it (before this one, when this one is merged).
import type { Database } from '../database/schema.js';
import { effectiveLevel, projectAccessOf } from '../access/project-access.js';
import { accessLevel } from '../access/levels.js';
import type { MergeRequestRecord } from './queries.js';

type Contribution = Pick<MergeRequestRecord, 'id' | 'project_id' | 'author_id' | 'state' | 'merged_at'>;

/** The ids of the requests, among `records`, that are their author's first contribution to the target project. */
export async function firstContributions(db: Database, records: Contribution[]): Promise<Set<number>> {
  if (records.length === 0) return new Set();
  const projectIds = [...new Set(records.map((record) => record.project_id))];
  const authorIds = [...new Set(records.map((record) => record.author_id))];
  const [merged, accesses] = await Promise.all([
    db.selectFrom('merge_requests').select(['id', 'project_id', 'author_id', 'merged_at'])
      .where('state', '=', 'merged').where('project_id', 'in', projectIds).where('author_id', 'in', authorIds).execute(),
    Promise.all(authorIds.map(async (authorId) => [authorId, await projectAccessOf(db, authorId, projectIds)] as const)),
  ]);
  const accessOf = new Map(accesses);
  const first = new Set<number>();
  for (const record of records) {
    if ((effectiveLevel(accessOf.get(record.author_id)?.get(record.project_id)) ?? 0) > accessLevel.guest) continue;
    const earlier = merged.some((other) => other.id !== record.id && other.project_id === record.project_id && other.author_id === record.author_id
      && (record.state !== 'merged' || (other.merged_at ?? '') < (record.merged_at ?? '')));
    if (!earlier) first.add(record.id);
  }
  return first;
}
