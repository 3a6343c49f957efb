import type { Database } from '../database/schema.js';

/** Issues with the path of their project, which their `web_url` and `references` need. */
export function selectIssues(db: Database) {
  return db
    .selectFrom('issues')
    .innerJoin('projects', 'projects.id', 'issues.project_id')
    .innerJoin('namespaces', 'namespaces.id', 'projects.namespace_id')
    .selectAll('issues')
    .select(['namespaces.full_path as namespace_full_path', 'projects.path as project_path']);
}

export type IssueRecord = Awaited<ReturnType<ReturnType<typeof selectIssues>['executeTakeFirstOrThrow']>>;
