// The filters and order of `GET /projects/{id}/issues`.
import { sql } from 'kysely';
import type { paths } from '../../generated/api.js';
import { containsText, patternContaining } from '../database/text-search.js';
import { isRowId } from '../database/row-id.js';
import type { ValidatedQuery } from '../http/route.js';
import { parseLabelNames } from '../labels/names.js';
import type { selectIssues } from './queries.js';

type IssueQuery = ReturnType<typeof selectIssues>;
type ListParameters = ValidatedQuery<NonNullable<paths['/projects/{id}/issues']['get']['parameters']['query']>>;

/** SQL: the issue's JSON array of label names holds `name` (`%` and `_` in names are literal). */
const carriesLabel = (name: string) =>
  sql<boolean>`issues.labels like ${patternContaining(JSON.stringify(name))} escape '!'`;

function byLabels(query: IssueQuery, labels: string): IssueQuery {
  if (labels === 'None') return query.where('issues.labels', '=', '[]');
  if (labels === 'Any') return query.where('issues.labels', '!=', '[]');
  return parseLabelNames(labels).reduce((filtered, name) => filtered.where(carriesLabel(name)), query);
}

function byMilestone(query: IssueQuery, milestone: string): IssueQuery {
  if (milestone === 'None') return query.where('issues.milestone_id', 'is', null);
  if (milestone === 'Any') return query.where('issues.milestone_id', 'is not', null);
  return query.where('issues.milestone_id', 'in', (eb) =>
    eb.selectFrom('milestones').select('milestones.id').whereRef('milestones.project_id', '=', 'issues.project_id').where('milestones.title', '=', milestone));
}

export function applyIssueListParameters(issues: IssueQuery, parameters: ListParameters): IssueQuery {
  let query = issues;
  if (parameters.state === 'opened' || parameters.state === 'closed') query = query.where('issues.state', '=', parameters.state);
  if (parameters.labels !== undefined) query = byLabels(query, parameters.labels);
  if (parameters.milestone !== undefined) query = byMilestone(query, parameters.milestone);
  const iids = parameters.iids;
  // 0 is never an iid: it keeps the list valid SQL when no given iid can name an issue.
  if (iids) query = query.where('issues.iid', 'in', [0, ...iids.filter(isRowId)]);
  if (parameters.search) query = query.where(containsText(['issues.title', 'issues.description'], parameters.search));
  if (parameters.author_id !== undefined) query = isRowId(parameters.author_id) ? query.where('issues.author_id', '=', parameters.author_id) : query.where(sql<boolean>`1 = 0`);
  if (parameters.assignee_id !== undefined) query = isRowId(parameters.assignee_id) ? query.where('issues.assignee_id', '=', parameters.assignee_id) : query.where(sql<boolean>`1 = 0`);
  if (parameters.confidential !== undefined) query = query.where('issues.confidential', '=', parameters.confidential ? 1 : 0);
  const direction = parameters.sort ?? 'desc';
  return query.orderBy(parameters.order_by === 'updated_at' ? 'issues.updated_at' : 'issues.created_at', direction).orderBy('issues.id', direction);
}
