// The custom issue tracker of a project: set (and switched on) with its three addresses, switched off by DELETE.
import type { components } from '../../generated/api.js';
import { now, type Database } from '../database/schema.js';
import { ApiError } from '../http/api-error.js';
import type { ProjectIntegrationRow } from './tables.js';

type TrackerSettings = components['schemas']['CustomIssueTrackerRequest'];

const slug = 'custom-issue-tracker';

const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

export function findCustomIssueTracker(db: Database, projectId: number): Promise<ProjectIntegrationRow | undefined> {
  return db.selectFrom('project_integrations').selectAll().where('project_id', '=', projectId).where('slug', '=', slug).executeTakeFirst();
}

/** Whether references of the project name issues of its custom tracker rather than built-in ones. */
export async function usesCustomIssueTracker(db: Database, projectId: number): Promise<boolean> {
  return (await findCustomIssueTracker(db, projectId))?.active === 1;
}

/** Stores the addresses and switches the tracker on; the real service refuses an address that is no web URL with a bare 400. */
export async function setCustomIssueTracker(db: Database, projectId: number, settings: TrackerSettings): Promise<ProjectIntegrationRow> {
  const { new_issue_url, issues_url, project_url } = settings;
  if (![new_issue_url, issues_url, project_url].every(isWebUrl)) throw new ApiError(400, { message: '400 Bad Request' });
  const properties = JSON.stringify({ new_issue_url, issues_url, project_url });
  const at = now();
  return db.insertInto('project_integrations')
    .values({ project_id: projectId, slug, active: 1, properties, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.columns(['project_id', 'slug']).doUpdateSet({ active: 1, properties, updated_at: at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Switches the tracker off and forgets its addresses, as the real service does; no row is made for a project without one. */
export async function disableCustomIssueTracker(db: Database, projectId: number): Promise<void> {
  await db.updateTable('project_integrations').set({ active: 0, properties: '{}', updated_at: now() })
    .where('project_id', '=', projectId).where('slug', '=', slug).execute();
}
