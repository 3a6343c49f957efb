// Who sees an issue: everyone who can read the project, except for confidential issues, which only reporters and
// above, administrators, the author and the assignee see (others get `404 Issue Not Found`, as for no issue), and
// nobody while the project's issues feature is off.
import type { ExpressionBuilder } from 'kysely';
import type { Actor } from '../auth/actor.js';
import type { Database, Schema, UserRow } from '../database/schema.js';
import { notFound } from '../http/api-error.js';
import { accessLevel, levelIn } from '../access/levels.js';
import type { ProjectRecord } from '../projects/queries.js';
import { selectIssues, type IssueRecord } from './queries.js';

/** SQL: the issues a caller with `level` sees among those of a project they can read. */
export function visibleIssues(user: UserRow | null, level: number) {
  return (eb: ExpressionBuilder<Schema, 'issues'>) => {
    if (level >= accessLevel.reporter) return eb.lit(true);
    if (!user) return eb('issues.confidential', '=', 0);
    return eb.or([eb('issues.confidential', '=', 0), eb('issues.author_id', '=', user.id), eb('issues.assignee_id', '=', user.id)]);
  };
}

/** The issue `iid` of the project, when the caller sees it; 404 `Issue Not Found` otherwise. */
export async function findVisibleIssue(db: Database, actor: Actor, project: ProjectRecord, iid: number): Promise<{ issue: IssueRecord; level: number }> {
  // With the issues feature off, the project's issues are out of reach, as if there were none.
  if (!project.issues_enabled) throw notFound('Issue');
  const level = await levelIn(db, actor.user, project.id);
  const issue = await selectIssues(db)
    .where('issues.project_id', '=', project.id)
    .where('issues.iid', '=', iid)
    .where(visibleIssues(actor.user, level))
    .executeTakeFirst();
  if (!issue) throw notFound('Issue');
  return { issue, level };
}
