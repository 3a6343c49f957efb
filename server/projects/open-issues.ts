// `open_issues_count` as the real service counts it: the project's open issues, confidential ones included only for
// callers who see them all (reporters and above, administrators).
import { preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { accessLevel, noAccess } from '../access/levels.js';

/** Open issues per project and confidentiality, counted from the issues_open_count index alone. */
export const openIssueCountQuery = (db: Database, projectIds: number[]) => db
  .selectFrom('issues')
  .select(['project_id', 'confidential', (eb) => eb.fn.countAll<string | number>().as('count')])
  .where('project_id', 'in', projectIds)
  .where('state', '=', 'opened')
  .groupBy(['project_id', 'confidential']);

// Prepared (per number of projects): every project answer counts them.
const openIssueCountRows = preparedQuery(openIssueCountQuery);

export async function openIssueCounts(
  db: Database,
  projectIds: number[],
  levels: Map<number, number>,
  viewerIsAdmin: boolean,
): Promise<Map<number, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await openIssueCountRows(db, projectIds);
  const counts = new Map<number, number>();
  for (const row of rows) {
    const seesConfidential = viewerIsAdmin || (levels.get(row.project_id) ?? noAccess) >= accessLevel.reporter;
    if (row.confidential === 1 && !seesConfidential) continue;
    counts.set(row.project_id, (counts.get(row.project_id) ?? 0) + Number(row.count));
  }
  return counts;
}
