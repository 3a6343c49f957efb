// Every documented order of the project list, the merge request lists and the issue list is read from an index,
// never sorted: pages cost the same at any list size. Checked on the queries the server builds, with each
// database's planner.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { expect, test } from 'vitest';
import { isSqlite } from '../../server/database/dialect.js';
import type { Database } from '../../server/database/schema.js';
import { afterCursor, orderName } from '../../server/http/keyset.js';
import { mergeRequestsNamingIssues } from '../../server/issues/closing-merge-requests.js';
import { applyIssueListParameters } from '../../server/issues/list-filters.js';
import { selectIssues } from '../../server/issues/queries.js';
import { applyMergeRequestListParameters, mergeRequestListOrder } from '../../server/merge-requests/list-filters.js';
import { selectMergeRequests } from '../../server/merge-requests/queries.js';
import { applyProjectListParameters, projectListOrder } from '../../server/projects/list-filters.js';
import { readableBy, selectProjects } from '../../server/projects/queries.js';
import { describeApi } from '../support/context.js';

type Compilable = { compile(): { sql: string; parameters: readonly unknown[] } };

/**
 * The database's plan for the query, a line per step. PostgreSQL prefers scanning small tables and sorting them, so
 * those are priced out: it then uses an index wherever one serves.
 */
async function plan(db: Database, query: Compilable, { sortOff = false } = {}): Promise<string> {
  const { sql: text, parameters } = query.compile();
  if (isSqlite(db as Kysely<any>)) {
    const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
    return rows.rows.map((row) => row.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    if (sortOff) await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${text}`, [...parameters]));
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The plan if the database sorts the rows itself instead of reading them in order from an index. */
async function sorts(db: Database, query: Compilable): Promise<string | undefined> {
  const steps = await plan(db, query, { sortOff: true });
  return /TEMP B-TREE|\bSort\b/.test(steps) ? steps : undefined;
}

describeApi('list orders use indexes', (api) => {
  test('the project list, in every order_by and sort', async () => {
    const admin = await api.db.selectFrom('users').selectAll().where('username', '=', 'root').executeTakeFirstOrThrow();
    for (const order_by of ['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at'] as const) {
      for (const sort of ['asc', 'desc'] as const) {
        const query = applyProjectListParameters(selectProjects(api.db).where(readableBy(admin)), admin, { order_by, sort }).limit(21);
        expect(await sorts(api.db, query), `${order_by} ${sort}`).toBeUndefined();
      }
    }
  });

  test('the merge request lists, in every order_by and sort', async () => {
    const admin = await api.db.selectFrom('users').selectAll().where('username', '=', 'root').executeTakeFirstOrThrow();
    for (const order_by of ['created_at', 'updated_at'] as const) {
      for (const sort of ['asc', 'desc'] as const) {
        const ofProject = selectMergeRequests(api.db).where('merge_requests.project_id', '=', 1);
        const projectList = applyMergeRequestListParameters(api.db, ofProject, admin, { order_by, sort }, 'all').limit(21);
        expect(await sorts(api.db, projectList), `project list ${order_by} ${sort}`).toBeUndefined();
        for (const scope of ['created_by_me', 'assigned_to_me', 'all'] as const) {
          const globalList = applyMergeRequestListParameters(api.db, selectMergeRequests(api.db), admin, { order_by, sort, scope }, 'created_by_me').limit(21);
          expect(await sorts(api.db, globalList), `global list ${scope} ${order_by} ${sort}`).toBeUndefined();
        }
      }
    }
  });

  test('a project\'s issue list, in every order_by and sort', async () => {
    for (const order_by of ['created_at', 'updated_at'] as const) {
      for (const sort of ['asc', 'desc'] as const) {
        const query = applyIssueListParameters(selectIssues(api.db).where('issues.project_id', '=', 1), { order_by, sort }).limit(21);
        expect(await sorts(api.db, query), `${order_by} ${sort}`).toBeUndefined();
      }
    }
  });

  test('open issue counts of project representations are read by the project\'s key, without reading its issues', async () => {
    const counted = await plan(api.db, selectProjects(api.db).where('projects.id', 'in', [1, 2]));
    expect(counted).toMatch(/SEARCH issue_counts USING INTEGER PRIMARY KEY|Index Scan using project_issue_counts_pkey on project_issue_counts/);
    expect(counted).not.toMatch(/\bissues\b/);
  });

  test('an issue answer reads only the merge requests that can name an issue, from their partial index', async () => {
    expect(await plan(api.db, mergeRequestsNamingIssues(api.db, [1, 2])))
      .toMatch(/SEARCH merge_requests USING INDEX merge_requests_naming_issues \(project_id=\?\)|Index Scan using merge_requests_naming_issues on merge_requests/);
  });

  test('a keyset page starts with a range of its order\'s index, so it costs the same at any depth', async () => {
    const admin = await api.db.selectFrom('users').selectAll().where('username', '=', 'root').executeTakeFirstOrThrow();
    const pages: [string, Compilable][] = [];
    for (const sort of ['asc', 'desc'] as const) {
      const projectOrder = projectListOrder({ order_by: 'name', sort });
      const projects = applyProjectListParameters(selectProjects(api.db).where(readableBy(admin)), admin, { order_by: 'name', sort });
      pages.push([`projects name ${sort}`, afterCursor(projects, projectOrder, { order: orderName(projectOrder), value: 'm', id: 500 }).limit(21)]);
      const requestOrder = mergeRequestListOrder({ order_by: 'created_at', sort });
      const ofProject = selectMergeRequests(api.db).where('merge_requests.project_id', '=', 1);
      const requests = applyMergeRequestListParameters(api.db, ofProject, admin, { order_by: 'created_at', sort }, 'all');
      pages.push([`merge requests created_at ${sort}`, afterCursor(requests, requestOrder, { order: orderName(requestOrder), value: '2026-01-01T00:00:00.000Z', id: 500 }).limit(21)]);
    }
    // SQLite names the range (`name>?`); PostgreSQL shows the row comparison as the index condition.
    for (const [name, query] of pages) {
      expect(await plan(api.db, query), name)
        .toMatch(/USING (COVERING )?INDEX \w+ \(.*(name|created_at)[<>]\?|Index Cond: .*ROW\((\w+\.)?(name|created_at), (\w+\.)?id\) [<>] ROW/);
    }
  });
});
