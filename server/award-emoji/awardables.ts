// The issue or merge request an award route names, found as its read routes find it: the project first
// (404 `Project Not Found`), then the record by iid among those the caller sees.
import type { Actor } from '../auth/actor.js';
import type { Database } from '../database/schema.js';
import { notFound } from '../http/api-error.js';
import { findVisibleIssue } from '../issues/visibility.js';
import { isRowId } from '../database/row-id.js';
import { findReadableProject } from '../projects/access.js';
import type { AwardEmojiTable } from './tables.js';

export interface Awardable {
  type: AwardEmojiTable['awardable_type'];
  id: number;
}

export async function findAwardableIssue(db: Database, actor: Actor, projectId: string | number, iid: number): Promise<Awardable> {
  const project = await findReadableProject(db, actor, projectId);
  const { issue } = await findVisibleIssue(db, actor, project, iid);
  return { type: 'Issue', id: issue.id };
}

export async function findAwardableMergeRequest(db: Database, actor: Actor, projectId: string | number, iid: number): Promise<Awardable> {
  const project = await findReadableProject(db, actor, projectId);
  // As the real service: a merge request the caller may not read (the feature is off) is not found.
  const mergeRequest = project.merge_requests_enabled && isRowId(iid)
    ? await db.selectFrom('merge_requests').select('id').where('project_id', '=', project.id).where('iid', '=', iid).executeTakeFirst()
    : undefined;
  if (!mergeRequest) throw notFound('Merge Request');
  return { type: 'MergeRequest', id: mergeRequest.id };
}
