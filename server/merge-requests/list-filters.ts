// The list parameters both merge request lists share, applied to a selectMergeRequests() query. Which projects the
// caller may read is the list's own business.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { operations } from '../../generated/api.js';
import { isSqlite } from '../database/dialect.js';
import type { Database, Schema, UserRow } from '../database/schema.js';
import { unauthorized } from '../http/api-error.js';
import type { ListOrder } from '../http/keyset.js';
import type { ValidatedQuery } from '../http/route.js';
import type { selectMergeRequests } from './queries.js';

type MergeRequestsQuery = ReturnType<typeof selectMergeRequests>;

export type MergeRequestListParameters = Omit<ValidatedQuery<NonNullable<operations['listProjectMergeRequests']['parameters']['query']>>, 'page' | 'per_page' | 'pagination' | 'cursor' | 'iids'>;

/** Requests carrying the label, compared as whole JSON array elements. */
function hasLabel(db: Database, name: string) {
  return isSqlite(db as Kysely<any>)
    ? sql<boolean>`exists (select 1 from json_each(merge_requests.labels) where json_each.value = ${name})`
    : sql<boolean>`(merge_requests.labels)::jsonb @> ${JSON.stringify([name])}::jsonb`;
}

/** `created-by-me` and `created_by_me` are the same scope; anonymous callers have no scope but `all`. */
function scopeFilter(query: MergeRequestsQuery, viewer: UserRow | null, scope: string): MergeRequestsQuery {
  const normalized = scope.replace(/-/g, '_');
  if (normalized === 'all') return query;
  if (!viewer) throw unauthorized();
  return normalized === 'created_by_me'
    ? query.where('merge_requests.author_id', '=', viewer.id)
    : query.where('merge_requests.assignee_id', '=', viewer.id);
}

export function applyMergeRequestListParameters(
  db: Database,
  query: MergeRequestsQuery,
  viewer: UserRow | null,
  parameters: MergeRequestListParameters,
  defaultScope: 'created_by_me' | 'all',
): MergeRequestsQuery {
  let requests = scopeFilter(query, viewer, parameters.scope ?? defaultScope);
  const state = parameters.state === 'reopened' ? 'opened' : parameters.state;
  if (state && state !== 'all') requests = requests.where('merge_requests.state', '=', state);
  if (parameters.author_id !== undefined) requests = requests.where('merge_requests.author_id', '=', parameters.author_id);
  if (parameters.assignee_id !== undefined) requests = requests.where('merge_requests.assignee_id', '=', parameters.assignee_id);
  if (parameters.created_after) requests = requests.where('merge_requests.created_at', '>=', new Date(parameters.created_after).toISOString());
  if (parameters.created_before) requests = requests.where('merge_requests.created_at', '<=', new Date(parameters.created_before).toISOString());
  requests = milestoneFilter(requests, parameters.milestone);
  requests = labelsFilter(db, requests, parameters.labels);
  if (viewer && parameters.my_reaction_emoji) requests = reactionFilter(requests, viewer, parameters.my_reaction_emoji);
  const order = mergeRequestListOrder(parameters);
  return requests.orderBy(`merge_requests.${order.key}`, order.direction).orderBy('merge_requests.id', order.direction);
}

export type MergeRequestListOrder = ListOrder & { key: 'created_at' | 'updated_at'; direction: 'asc' | 'desc' };

/** The list's order: `order_by` (ties broken by id) in the `sort` direction. */
export function mergeRequestListOrder(parameters: Pick<MergeRequestListParameters, 'order_by' | 'sort'>): MergeRequestListOrder {
  const key = parameters.order_by ?? 'created_at';
  return { key, column: `merge_requests.${key}`, idColumn: 'merge_requests.id', direction: parameters.sort ?? 'desc' };
}

function milestoneFilter(query: MergeRequestsQuery, milestone: string | undefined): MergeRequestsQuery {
  if (milestone === undefined) return query;
  if (milestone === 'None') return query.where('merge_requests.milestone_id', 'is', null);
  if (milestone === 'Any') return query.where('merge_requests.milestone_id', 'is not', null);
  return query.where('merge_requests.milestone_id', 'in', (eb) => eb.selectFrom('milestones').select('milestones.id').where('milestones.title', '=', milestone));
}

function labelsFilter(db: Database, query: MergeRequestsQuery, labels: string | undefined): MergeRequestsQuery {
  if (labels === undefined) return query;
  if (labels === 'None') return query.where('merge_requests.labels', '=', '[]');
  if (labels === 'Any') return query.where('merge_requests.labels', '!=', '[]');
  const names = labels.split(',').map((name) => name.trim()).filter((name) => name !== '');
  return names.reduce((requests, name) => requests.where(hasLabel(db, name)), query);
}

function reactionFilter(query: MergeRequestsQuery, viewer: UserRow, emoji: string): MergeRequestsQuery {
  const awards = (eb: ExpressionBuilder<Schema, 'merge_requests' | 'projects' | 'namespaces'>) => {
    let awarded = eb.selectFrom('award_emoji').select('award_emoji.id')
      .where('award_emoji.awardable_type', '=', 'MergeRequest')
      .whereRef('award_emoji.awardable_id', '=', 'merge_requests.id')
      .where('award_emoji.user_id', '=', viewer.id);
    if (emoji !== 'None' && emoji !== 'Any') awarded = awarded.where('award_emoji.name', '=', emoji);
    return awarded;
  };
  return emoji === 'None'
    ? query.where((eb) => eb.not(eb.exists(awards(eb))))
    : query.where((eb) => eb.exists(awards(eb)));
}
