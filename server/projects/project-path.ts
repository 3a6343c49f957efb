import { sql, type Expression, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database, Schema } from '../database/schema.js';

type InProject = 'issues' | 'merge_requests' | 'milestones';

/** The row with the two halves of its project's full path, which its `web_url` and references need. */
export type WithProjectPath<Table extends InProject> = SelectQueryBuilder<
  Schema,
  Table | 'projects' | 'namespaces',
  Selectable<Schema[Table]> & { namespace_full_path: string; project_path: string }
>;

/**
 * A project's issues, merge requests or milestones, each with its project's path. Given the ids of a page (a
 * subquery selecting `id`, as `preparedAround` gives it), only their rows, read from the ids: the page is the first
 * relation of the statement, so that the joins after it meet its rows only. With `where id in (…)` instead,
 * PostgreSQL (which reorders no more than `join_collapse_limit` joins) joined every row of the table before keeping
 * the page's: 430 ms for a page of merge requests among 100,000, against 4.5 ms.
 */
export function selectWithProjectPath<Table extends InProject>(db: Database, table: Table, pageIds?: Expression<unknown>): WithProjectPath<Table> {
  // Kysely cannot follow a join on a table given as a type parameter: the query is written for one of the tables
  // (they all have `project_id`), and typed for the one given.
  const from = table as InProject as 'issues';
  const rows = pageIds === undefined
    ? db.selectFrom(from)
    : db.selectFrom(sql<{ id: number }>`${pageIds}`.as('page')).innerJoin(from, `${from}.id`, 'page.id') as unknown as ReturnType<typeof db.selectFrom<typeof from>>;
  // Every row has its project and every project its namespace: left joins find the same rows, and let both
  // databases leave them out where nothing reads them (the ids of a deep page).
  const query = rows
    .leftJoin('projects', 'projects.id', `${from}.project_id`)
    .leftJoin('namespaces', 'namespaces.id', 'projects.namespace_id')
    .selectAll(from)
    .select((eb) => [eb.ref('namespaces.full_path').$notNull().as('namespace_full_path'), eb.ref('projects.path').$notNull().as('project_path')]);
  return query as unknown as WithProjectPath<Table>;
}
