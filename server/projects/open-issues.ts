// `open_issues_count` as the real service counts it: the project's open issues, confidential ones included only for
// callers who see them all (reporters and above, administrators). The project's row carries both counts.
import { accessLevel, noAccess } from '../access/levels.js';
import type { ProjectRecord } from './queries.js';

export function openIssuesCount(
  project: Pick<ProjectRecord, 'open_issues' | 'open_confidential_issues'>,
  level: number | undefined,
  viewerIsAdmin: boolean,
): number {
  const open = Number(project.open_issues ?? 0);
  const seesConfidential = viewerIsAdmin || (level ?? noAccess) >= accessLevel.reporter;
  return seesConfidential ? open : open - Number(project.open_confidential_issues ?? 0);
}
