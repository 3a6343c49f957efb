import { notFound } from '../http/api-error.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';

/** Issues with the path of their project, which their `web_url` and `references` need. */
export function selectIssues(db: Database) {
  return db
    .selectFrom('issues')
    // Left joins, as for merge requests (see selectMergeRequests).
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .leftJoin('namespaces', 'namespaces.id', 'projects.namespace_id')
    .selectAll('issues')
    .select((eb) => [eb.ref('namespaces.full_path').$notNull().as('namespace_full_path'), eb.ref('projects.path').$notNull().as('project_path')]);
}

export type IssueRecord = Awaited<ReturnType<ReturnType<typeof selectIssues>['executeTakeFirstOrThrow']>>;

const issueWithId = preparedQuery((db: Database, id: number) => selectIssues(db).where('issues.id', '=', id));

/** The issue a write just made or changed, to answer with (prepared: every issue write ends with it). */
export async function writtenIssue(db: Database, id: number): Promise<IssueRecord> {
  const [issue] = await issueWithId(db, id);
  // Deleted by a concurrent request meanwhile.
  if (!issue) throw notFound();
  return issue;
}
