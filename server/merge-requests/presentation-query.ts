// What presenting merge requests reads besides their rows, in the statement that reads the rows: on PostgreSQL each
// statement is a round trip, and the users, the latest diff version, who set the request to merge and the author's
// first contribution were one each (or more).
import { sql } from 'kysely';
import { accessColumns, type AccessColumns } from '../access/project-access.js';
import { preparedAfterCommit, preparedAround, preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { oncePerOrder, type PageReader } from '../http/pagination.js';
import type { MergeRequestListOrder } from './list-filters.js';
import { readableBy } from '../projects/queries.js';
import { viewerWithId } from '../projects/readable-lookup.js';
import { firstContribution } from './first-contribution.js';
import { selectMergeRequests, selectMergeRequestsOfPage } from './queries.js';

type MergeRequestsQuery = ReturnType<typeof selectMergeRequests>;

/**
 * Adds to a query of merge requests what presenting them reads besides their rows: their users, milestone, the
 * latest diff version, who set them to merge, and whether this is the author's first contribution (the votes are
 * counted on the row, migration 030). A read of one request or of a page then costs no statement more than the rows.
 * Every join meets at most one row.
 */
export function withPresentation(query: MergeRequestsQuery) {
  return query
    .leftJoin('merge_request_auto_merges as auto_merge', 'auto_merge.merge_request_id', 'merge_requests.id')
    // The latest version, which the database keeps on the request (migration 029).
    .leftJoin('merge_request_diffs as diff', 'diff.id', 'merge_requests.latest_diff_id')
    .leftJoin('users as author', 'author.id', 'merge_requests.author_id')
    .leftJoin('users as assignee', 'assignee.id', 'merge_requests.assignee_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'merge_requests.reviewer_id')
    .leftJoin('users as merged_by', 'merged_by.id', 'merge_requests.merged_by_id')
    .leftJoin('users as closed_by', 'closed_by.id', 'merge_requests.closed_by_id')
    .leftJoin('users as auto_merger', 'auto_merger.id', 'auto_merge.user_id')
    .leftJoin('milestones as milestone', 'milestone.id', 'merge_requests.milestone_id')
    .leftJoin('projects as milestone_project', 'milestone_project.id', 'milestone.project_id')
    .leftJoin('namespaces as milestone_namespace', 'milestone_namespace.id', 'milestone_project.namespace_id')
    .select((eb) => [
      firstContribution(eb).as('first_contribution'),
      'diff.id as diff_id', 'diff.merge_request_id as diff_merge_request_id', 'diff.head_commit_sha', 'diff.base_commit_sha',
      'diff.start_commit_sha', 'diff.state as diff_state', 'diff.real_size', 'diff.created_at as diff_created_at',
      'author.id as author_user_id', 'author.username as author_username', 'author.name as author_name', 'author.state as author_state',
      'assignee.id as assignee_user_id', 'assignee.username as assignee_username', 'assignee.name as assignee_name', 'assignee.state as assignee_state',
      'reviewer.id as reviewer_user_id', 'reviewer.username as reviewer_username', 'reviewer.name as reviewer_name', 'reviewer.state as reviewer_state',
      'merged_by.id as merged_by_user_id', 'merged_by.username as merged_by_username', 'merged_by.name as merged_by_name', 'merged_by.state as merged_by_state',
      'closed_by.id as closed_by_user_id', 'closed_by.username as closed_by_username', 'closed_by.name as closed_by_name', 'closed_by.state as closed_by_state',
      'auto_merger.id as auto_merger_user_id', 'auto_merger.username as auto_merger_username', 'auto_merger.name as auto_merger_name',
      'auto_merger.state as auto_merger_state',
      'milestone.id as milestone_row_id', 'milestone.iid as milestone_iid', 'milestone.project_id as milestone_project_id',
      'milestone.title as milestone_title', 'milestone.description as milestone_description', 'milestone.state as milestone_state',
      'milestone.created_at as milestone_created_at', 'milestone.updated_at as milestone_updated_at',
      'milestone.due_date as milestone_due_date', 'milestone.start_date as milestone_start_date',
      'milestone_namespace.full_path as milestone_namespace_full_path', 'milestone_project.path as milestone_project_path',
    ]);
}

/** With the viewer's own subscription choice, for the representation of one request. */
export const withSubscriptionOf = (query: ReturnType<typeof withPresentation>, viewerId: number) => query
  .select((eb) => eb.selectFrom('merge_request_subscriptions').select('merge_request_subscriptions.subscribed')
    .whereRef('merge_request_subscriptions.merge_request_id', '=', 'merge_requests.id')
    .where('merge_request_subscriptions.user_id', '=', viewerId).as('subscribed'));

export type PresentableRecord = Awaited<ReturnType<ReturnType<typeof withPresentation>['executeTakeFirstOrThrow']>> & { subscribed?: number | null };

// Prepared: every read of one request runs the first; every create, update and merge answers with the second.
export const presentableWithIid = preparedQuery((db: Database, projectId: number, iid: number, viewerId: number) =>
  withSubscriptionOf(withPresentation(selectMergeRequests(db)
    .where('merge_requests.project_id', '=', projectId).where('merge_requests.iid', '=', iid)), viewerId));
const presentableWithIdQuery = (db: Database, id: number, viewerId: number) =>
  withSubscriptionOf(withPresentation(selectMergeRequests(db).where('merge_requests.id', '=', id)), viewerId);
export const presentableWithId = preparedQuery(presentableWithIdQuery);
/** The request as `presentableWithId` reads it, by the transaction that changed it, once committed. */
export const presentableAfterCommit = preparedAfterCommit(presentableWithIdQuery);

const presentableWhereEnabled = (db: Database, projectId: number, iid: number, viewerId: number) =>
  withSubscriptionOf(withPresentation(selectMergeRequests(db)
    .where('merge_requests.project_id', '=', projectId).where('merge_requests.iid', '=', iid)
    .where('projects.merge_requests_enabled', '=', 1)), viewerId);
type ReadableScope = Parameters<ReturnType<typeof readableBy>>[0];

/**
 * One request as `presentableWithIid` reads it, only where the viewer may read its project and the project's merge
 * requests are enabled, and for a viewer who is not an administrator with their access to the project: what a read
 * of one request needs of its project, in the request's own statement instead of a lookup of the project before it
 * (a round trip on PostgreSQL). No row does not tell why: the caller finds that out the long way.
 */
export const presentableWhereReadable = {
  // An administrator reads every project.
  administrator: preparedQuery(presentableWhereEnabled),
  user: preparedQuery((db: Database, projectId: number, iid: number, viewerId: number) =>
    presentableWhereEnabled(db, projectId, iid, viewerId).where((eb) => readableBy(viewerWithId(viewerId))(eb as unknown as ReadableScope))
      .select([...accessColumns(viewerId, sql.ref('projects.id'), sql.ref('projects.namespace_id'))])) as
    (db: Database, projectId: number, iid: number, viewerId: number) => Promise<Array<PresentableRecord & AccessColumns>>,
};

// Prepared for each order: a list's page statement is this one around the page's ids, which the list's own query
// (its filters) selects; building the joins and selections anew cost more than running the statement.
const pageInOrder = oncePerOrder(({ key, direction }: MergeRequestListOrder) => preparedAround((db: Database, ids) =>
  withPresentation(selectMergeRequestsOfPage(db, ids))
    .orderBy(`merge_requests.${key}`, direction).orderBy('merge_requests.id', direction)));

/** Reads a page of merge requests, with what presenting them reads, from the page's ids in the list's order. */
export function presentablePage(db: Database, order: MergeRequestListOrder): PageReader<PresentableRecord> {
  const page = pageInOrder(order);
  return (ids) => page(db, ids);
}
