import { builtOncePerDatabase } from '../database/built-once.js';
import { notFound } from '../http/api-error.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { selectWithProjectPath } from '../projects/project-path.js';

/** Issues with the path of their project, which their `web_url` and `references` need. */
export const selectIssues = builtOncePerDatabase((db: Database) => selectWithProjectPath(db, 'issues'));

export type IssueRecord = Awaited<ReturnType<ReturnType<typeof selectIssues>['executeTakeFirstOrThrow']>>;

const issueWithId = preparedQuery((db: Database, id: number) => selectIssues(db).where('issues.id', '=', id));

/** The issue a write just made or changed, to answer with (prepared: every issue write ends with it). */
export async function writtenIssue(db: Database, id: number): Promise<IssueRecord> {
  const [issue] = await issueWithId(db, id);
  // Deleted by a concurrent request meanwhile.
  if (!issue) throw notFound();
  return issue;
}
