// How many requests close each issue when merged: the real service records a link when a request's title or
// description names the issue with a closing pattern; here the project's open and merged requests are read for it.
import { sql } from 'kysely';
import { preparedHeldRead, preparedQuery } from '../database/prepared-query.js';
import type { WaitingRead } from '../database/postgres-statements.js';
import type { Database } from '../database/schema.js';
import { closedIssueReferences } from './closing-references.js';

interface IssueKey {
  project_id: number;
  iid: number;
  namespace_full_path: string;
  project_path: string;
}

const key = (projectId: number, iid: number) => `${projectId}#${iid}`;

/**
 * The open and merged requests of the projects whose text can name an issue: such a reference holds `#` (`#1`,
 * `group/project#2`) or `issues/` (its URL); the others, most of them, are neither read nor parsed. The condition is
 * migration 032's, whose partial index holds just these requests, written into the SQL as the index's is: a planner
 * uses a partial index only where it sees the query's condition imply the index's, which a bound value hides (and
 * SQLite prepared a statement with a bound LIKE pattern again on every run).
 */
export const mergeRequestsNamingIssues = (db: Database, projectIds: number[]) => db.selectFrom('merge_requests')
  .select(['project_id', 'title', 'description'])
  .where('project_id', 'in', projectIds)
  .where('state', 'in', [sql.lit<'opened'>('opened'), sql.lit<'merged'>('merged')])
  .where((eb) => eb.or([
    eb('title', 'like', sql.lit('%#%')), eb('description', 'like', sql.lit('%#%')),
    eb('title', 'like', sql.lit('%issues/%')), eb('description', 'like', sql.lit('%issues/%')),
  ]));
// Prepared (per number of projects): every answer with issues runs it.
const referringMergeRequests = preparedQuery(mergeRequestsNamingIssues);
const heldReferringMergeRequests = preparedHeldRead(mergeRequestsNamingIssues);

type NamingRequest = Awaited<ReturnType<typeof referringMergeRequests>>[number];
/** The read of `closingMergeRequestCounts`, started by a caller before it has the issues. */
export type ClosingReadAhead = WaitingRead<NamingRequest>;

/**
 * The read `closingMergeRequestCounts` makes for issues of the project `projectId`, held to go with the next
 * statement any request sends (PostgreSQL): a caller that starts it before it has the issues (a new issue's, which
 * the read does not depend on) saves its round trip. Undefined where reads are not held (SQLite, a transaction).
 */
export const closingReadAhead = (db: Database, projectId: number): ClosingReadAhead | undefined => heldReferringMergeRequests(db, [projectId]);

/**
 * For each issue (by project id and iid), the number of open or merged requests of its project that close it. `ahead`:
 * the read, started for the issues' project (`closingReadAhead`).
 */
export async function closingMergeRequestCounts(db: Database, externalUrl: string, issues: IssueKey[], ahead?: ClosingReadAhead): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (issues.length === 0) return counts;
  const projectPaths = new Map(issues.map((issue) => [issue.project_id, `${issue.namespace_full_path}/${issue.project_path}`]));
  ahead?.sendNow();
  const mergeRequests = ahead ? await ahead.rows : await referringMergeRequests(db, [...projectPaths.keys()]);
  for (const mergeRequest of mergeRequests) {
    const ownPath = projectPaths.get(mergeRequest.project_id)!;
    const closed = new Set<number>();
    for (const reference of closedIssueReferences(`${mergeRequest.title}\n${mergeRequest.description ?? ''}`, externalUrl)) {
      if (reference.kind === 'project' && (reference.projectPath === null || reference.projectPath === ownPath)) closed.add(reference.iid);
    }
    for (const iid of closed) counts.set(key(mergeRequest.project_id, iid), (counts.get(key(mergeRequest.project_id, iid)) ?? 0) + 1);
  }
  return counts;
}

export const closingCountOf = (counts: Map<string, number>, issue: Pick<IssueKey, 'project_id' | 'iid'>) => counts.get(key(issue.project_id, issue.iid)) ?? 0;
