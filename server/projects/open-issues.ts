// `open_issues_count` as the real service counts it: the project's open issues, confidential ones included only for
// callers who see them all (reporters and above, administrators). The project's lookup reads both counts, as
// the database keeps them (migration 027).
import { accessLevel, noAccess } from '../access/levels.js';
import type { ProjectRecord } from './queries.js';

export function openIssuesCount(
  project: Pick<ProjectRecord, 'open_issues' | 'open_confidential_issues'>,
  level: number | undefined,
  viewerIsAdmin: boolean,
): number {
  const seesConfidential = viewerIsAdmin || (level ?? noAccess) >= accessLevel.reporter;
  return seesConfidential ? project.open_issues : project.open_issues - project.open_confidential_issues;
}
