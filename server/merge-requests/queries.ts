import type { Database } from '../database/schema.js';

/** Merge requests with the path of their target project, which `web_url` needs. */
export function selectMergeRequests(db: Database) {
  // Every merge request has its project, and every project its namespace: left joins find the same rows, and let
  // both databases leave them out where nothing reads them (the ids of a deep page).
  return db
    .selectFrom('merge_requests')
    .leftJoin('projects', 'projects.id', 'merge_requests.project_id')
    .leftJoin('namespaces', 'namespaces.id', 'projects.namespace_id')
    .selectAll('merge_requests')
    .select((eb) => [eb.ref('namespaces.full_path').$notNull().as('namespace_full_path'), eb.ref('projects.path').$notNull().as('project_path')]);
}

export type MergeRequestRecord = Awaited<ReturnType<ReturnType<typeof selectMergeRequests>['executeTakeFirstOrThrow']>>;

export const mergeRequestWebUrl = (externalUrl: string, record: Pick<MergeRequestRecord, 'namespace_full_path' | 'project_path' | 'iid'>): string =>
  `${externalUrl}/${record.namespace_full_path}/${record.project_path}/-/merge_requests/${record.iid}`;

/** Label names as stored (a JSON array), sorted. */
export const labelNames = (record: { labels: string }): string[] => JSON.parse(record.labels) as string[];
