// Project hooks in the database. Event switches not given keep their value (on create: the column defaults).
import type { components } from '../../generated/api.js';
import { sql } from 'kysely';
import { flag, now, type Database } from '../database/schema.js';
import type { ProjectHookRow } from './tables.js';

type HookRequest = components['schemas']['ProjectHookRequest'];

const switches = [
  'push_events',
  'issues_events',
  'merge_requests_events',
  'tag_push_events',
  'note_events',
  'job_events',
  'pipeline_events',
  'confidential_issues_events',
  'confidential_note_events',
  'releases_events',
  'enable_ssl_verification',
] as const;

/**
 * The columns a request sets: `wiki_page_events`, or its older name `wiki_events`; an empty token or branch filter
 * clears it.
 */
function columnsOf(request: HookRequest) {
  const columns: Partial<Omit<ProjectHookRow, 'id' | 'project_id' | 'created_at'>> = { url: request.url };
  for (const name of switches) if (request[name] !== undefined) columns[name] = flag(request[name]);
  const wikiPageEvents = request.wiki_page_events ?? request.wiki_events;
  if (wikiPageEvents !== undefined) columns.wiki_page_events = flag(wikiPageEvents);
  if (request.token !== undefined) columns.token = request.token === '' ? null : request.token;
  if (request.push_events_branch_filter !== undefined) columns.push_events_branch_filter = request.push_events_branch_filter === '' ? null : request.push_events_branch_filter;
  return columns;
}

export const listHooksQuery = (db: Database, projectId: number) =>
  db.selectFrom('project_hooks').selectAll().where('project_id', '=', projectId).orderBy('id');

export const findHook = (db: Database, projectId: number, hookId: number): Promise<ProjectHookRow | undefined> =>
  db.selectFrom('project_hooks').selectAll().where('project_id', '=', projectId).where('id', '=', hookId).executeTakeFirst();

export const createHook = (db: Database, projectId: number, request: HookRequest): Promise<ProjectHookRow> =>
  db
    .insertInto('project_hooks')
    .values({ ...columnsOf(request), url: request.url, project_id: projectId, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateHook = (db: Database, projectId: number, hookId: number, request: HookRequest): Promise<ProjectHookRow | undefined> =>
  db
    .updateTable('project_hooks')
    .set({ ...columnsOf(request), updated_at: now() })
    .where('project_id', '=', projectId)
    .where('id', '=', hookId)
    .returningAll()
    .executeTakeFirst();

/**
 * The removed hook, or undefined when there was none, or (given `unmodifiedSince`) when it was edited after that
 * time: the condition is part of the deletion, so an edit that lands meanwhile is never deleted unseen.
 */
export const deleteHook = (db: Database, projectId: number, hookId: number, unmodifiedSince?: string): Promise<ProjectHookRow | undefined> =>
  db.deleteFrom('project_hooks').where('project_id', '=', projectId).where('id', '=', hookId)
    .$if(unmodifiedSince !== undefined, (query) => query.where(sql<string>`coalesce(updated_at, created_at)`, '<=', unmodifiedSince!))
    .returningAll().executeTakeFirst();
