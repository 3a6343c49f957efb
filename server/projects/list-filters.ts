// The list parameters every project list shares (GET /projects, GET /users/:user_id/projects, the forks list):
// the filters, the search and the order, applied to a query of projectsWithNamespaces() (selectProjects(), say).
// Which projects the caller may read is the list's own business (readableBy); representation parameters
// (`simple`, `statistics`) are not filters.
import type { SelectQueryBuilder } from 'kysely';
import type { operations } from '../../generated/api.js';
import type { UserRow } from '../database/schema.js';
import { containsText } from '../database/text-search.js';
import type { ListOrder } from '../http/keyset.js';
import { memberOf, type projectsWithNamespaces } from './queries.js';

type Base = ReturnType<typeof projectsWithNamespaces>;
/** A query of projects with their namespaces, whatever it selects. */
type ProjectsQuery<Row> = Base extends SelectQueryBuilder<infer DB, infer Tables, object> ? SelectQueryBuilder<DB, Tables, Row> : never;

/** The validated list parameters, as the spec names them (`custom_attributes` only on GET /projects). */
export type ProjectListParameters = Omit<NonNullable<operations['listProjects']['parameters']['query']>, 'page' | 'per_page' | 'pagination' | 'cursor'>;

export function applyProjectListParameters<Row>(query: ProjectsQuery<Row>, viewer: UserRow | null, parameters: ProjectListParameters): ProjectsQuery<Row> {
  let projects = query;
  if (parameters.visibility) projects = projects.where('projects.visibility', '=', parameters.visibility);
  if (parameters.archived !== undefined) projects = projects.where('projects.archived', '=', parameters.archived ? 1 : 0);
  if (parameters.with_issues_enabled) projects = projects.where('projects.issues_enabled', '=', 1);
  if (parameters.with_merge_requests_enabled) projects = projects.where('projects.merge_requests_enabled', '=', 1);
  if (parameters.search) projects = projects.where(containsText(['projects.name', 'projects.path'], parameters.search));
  if (viewer) projects = applyViewerFilters(projects, viewer, parameters);
  const order = projectListOrder(parameters);
  return projects.orderBy(`projects.${order.key}`, order.direction).orderBy('projects.id', order.direction);
}

/** The list's order: `order_by` (ties broken by id) in the `sort` direction. */
export function projectListOrder(parameters: Pick<ProjectListParameters, 'order_by' | 'sort'>): ListOrder & { key: NonNullable<ProjectListParameters['order_by']> } {
  const key = parameters.order_by ?? 'created_at';
  return { key, column: `projects.${key}`, idColumn: 'projects.id', direction: parameters.sort ?? 'desc' };
}

/** Filters relative to the caller; anonymous callers have nothing to filter by, and these are ignored for them. */
function applyViewerFilters<Row>(query: ProjectsQuery<Row>, viewer: UserRow, parameters: ProjectListParameters): ProjectsQuery<Row> {
  let projects = query;
  if (parameters.owned) projects = projects.where('namespaces.kind', '=', 'user').where('namespaces.owner_id', '=', viewer.id);
  if (parameters.membership) projects = projects.where(memberOf(viewer));
  if (parameters.starred) {
    projects = projects.where('projects.id', 'in', (eb) =>
      eb.selectFrom('project_stars').select('project_stars.project_id').where('project_stars.user_id', '=', viewer.id));
  }
  // Custom attributes are for administrators' eyes only: for anyone else the filter is ignored.
  const customAttributes = Object.entries(parameters.custom_attributes ?? {});
  if (viewer.is_admin && customAttributes.length > 0) {
    for (const [key, value] of customAttributes) {
      projects = projects.where((eb) => eb.exists(eb.selectFrom('project_custom_attributes')
        .select('project_custom_attributes.project_id')
        .whereRef('project_custom_attributes.project_id', '=', 'projects.id')
        .where('project_custom_attributes.key', '=', key)
        .where('project_custom_attributes.value', '=', String(value))));
    }
  }
  return projects;
}
