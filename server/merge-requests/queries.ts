import type { Expression } from 'kysely';
import { builtOncePerDatabase } from '../database/built-once.js';
import type { Database } from '../database/schema.js';
import { selectWithProjectPath } from '../projects/project-path.js';

/**
 * Merge requests with the path of their target project, which `web_url` needs, and whether it is archived; given a
 * page's ids, only theirs (see `selectWithProjectPath`).
 */
const mergeRequestsWithProject = (db: Database, pageIds?: Expression<unknown>) => selectWithProjectPath(db, 'merge_requests', pageIds)
  // Who may merge depends on it: presenting a request needs no statement of its own to learn it.
  .select('projects.archived as project_archived');

export const selectMergeRequests = builtOncePerDatabase((db: Database) => mergeRequestsWithProject(db));

/** The merge requests of a page's ids, as `selectMergeRequests` reads them. */
export const selectMergeRequestsOfPage = (db: Database, pageIds: Expression<unknown>) => mergeRequestsWithProject(db, pageIds);

export type MergeRequestRecord = Awaited<ReturnType<ReturnType<typeof selectMergeRequests>['executeTakeFirstOrThrow']>>;

export const mergeRequestWebUrl = (externalUrl: string, record: Pick<MergeRequestRecord, 'namespace_full_path' | 'project_path' | 'iid'>): string =>
  `${externalUrl}/${record.namespace_full_path}/${record.project_path}/-/merge_requests/${record.iid}`;

/** Label names as stored (a JSON array), sorted. */
export const labelNames = (record: { labels: string }): string[] => JSON.parse(record.labels) as string[];
