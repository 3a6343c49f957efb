import { builtOncePerDatabase } from '../database/built-once.js';
import type { Database } from '../database/schema.js';
import { selectWithProjectPath } from '../projects/project-path.js';

/** Merge requests with the path of their target project, which `web_url` needs, and whether it is archived. */
export const selectMergeRequests = builtOncePerDatabase((db: Database) => selectWithProjectPath(db, 'merge_requests')
  // Who may merge depends on it: presenting a request needs no statement of its own to learn it.
  .select('projects.archived as project_archived'));

export type MergeRequestRecord = Awaited<ReturnType<ReturnType<typeof selectMergeRequests>['executeTakeFirstOrThrow']>>;

export const mergeRequestWebUrl = (externalUrl: string, record: Pick<MergeRequestRecord, 'namespace_full_path' | 'project_path' | 'iid'>): string =>
  `${externalUrl}/${record.namespace_full_path}/${record.project_path}/-/merge_requests/${record.iid}`;

/** Label names as stored (a JSON array), sorted. */
export const labelNames = (record: { labels: string }): string[] => JSON.parse(record.labels) as string[];
