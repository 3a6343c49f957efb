import type { Selectable } from 'kysely';
import type { components } from '../../generated/api.js';
import type { Database } from '../database/schema.js';
import { textColorFor } from './colors.js';
import type { LabelsTable } from './tables.js';

type Label = components['schemas']['Label'];
export type LabelRow = Selectable<LabelsTable>;

interface LabelCounts {
  openIssues: number;
  closedIssues: number;
  openMergeRequests: number;
}

/** How many of the project's issues (by state) and open merge requests carry each label name. */
async function countsByName(db: Database, projectId: number): Promise<Map<string, LabelCounts>> {
  const [issues, mergeRequests] = await Promise.all([
    db.selectFrom('issues').select(['state', 'labels']).where('project_id', '=', projectId).where('labels', '!=', '[]').execute(),
    db.selectFrom('merge_requests').select('labels').where('project_id', '=', projectId).where('state', '=', 'opened')
      .where('labels', '!=', '[]').execute(),
  ]);
  const counts = new Map<string, LabelCounts>();
  const countsOf = (name: string) => {
    let entry = counts.get(name);
    if (!entry) counts.set(name, (entry = { openIssues: 0, closedIssues: 0, openMergeRequests: 0 }));
    return entry;
  };
  for (const issue of issues) {
    for (const name of JSON.parse(issue.labels) as string[]) {
      if (issue.state === 'opened') countsOf(name).openIssues += 1;
      else countsOf(name).closedIssues += 1;
    }
  }
  for (const mergeRequest of mergeRequests) {
    for (const name of JSON.parse(mergeRequest.labels) as string[]) countsOf(name).openMergeRequests += 1;
  }
  return counts;
}

/** The spec's Label for rows of one project. */
export async function presentLabels(db: Database, projectId: number, labels: LabelRow[]): Promise<Label[]> {
  const counts = await countsByName(db, projectId);
  return labels.map((label) => {
    const count = counts.get(label.name);
    return {
      id: label.id,
      name: label.name,
      color: label.color,
      text_color: textColorFor(label.color),
      description: label.description,
      open_issues_count: count?.openIssues ?? 0,
      closed_issues_count: count?.closedIssues ?? 0,
      open_merge_requests_count: count?.openMergeRequests ?? 0,
      subscribed: false,
      priority: label.priority,
      is_project_label: true,
    };
  });
}
