// Merge request payloads: the request as the change left it (the snapshot), projects and users as they are now.
import type { components } from '../../../generated/api.js';
import { repositoryPath } from '../../git/repositories.js';
import type { Services } from '../../services.js';
import type { MergeRequestSnapshot } from '../snapshots.js';
import { readCommits } from './commits.js';
import { issuableParts } from './issuable.js';
import { hookProject } from './project.js';

type Schemas = components['schemas'];

/** The head of the source branch; null when the branch (or its project) is gone. */
async function lastCommit(services: Services, sourceProject: Schemas['WebhookProject'] | undefined, branch: string): Promise<Schemas['WebhookCommit'] | null> {
  if (!sourceProject) return null;
  try {
    const [commit] = await readCommits(repositoryPath(services.config.dataDir, sourceProject.id), [`refs/heads/${branch}`], sourceProject.web_url, 1);
    if (!commit) return null;
    const { added: _added, modified: _modified, removed: _removed, ...withoutFiles } = commit;
    return withoutFiles;
  } catch {
    // An unknown revision: the branch was deleted.
    return null;
  }
}

export async function buildMergeRequestPayload(services: Services, event: MergeRequestSnapshot): Promise<Schemas['WebhookMergeRequestEvent'] | undefined> {
  const row = event.mergeRequest;
  const target = await hookProject(services, row.project_id);
  if (!target) return undefined;
  const source = row.source_project_id === row.project_id ? target : await hookProject(services, row.source_project_id);
  const { user, assignee, attributes, envelope } = await issuableParts(services, event, row, target);
  const { draft, detailedMergeStatus, firstContribution } = event.facts;
  return {
    object_kind: 'merge_request',
    event_type: 'merge_request',
    user,
    project: target,
    object_attributes: {
      ...attributes,
      state: row.state,
      merge_status: row.merge_status,
      detailed_merge_status: detailedMergeStatus,
      first_contribution: firstContribution,
      blocking_discussions_resolved: true,
      source_branch: row.source_branch,
      target_branch: row.target_branch,
      source_project_id: row.source_project_id,
      target_project_id: row.project_id,
      ...(assignee ? { assignee } : {}),
      merge_commit_sha: row.merge_commit_sha,
      merged_at: row.merged_at,
      merge_when_pipeline_succeeds: row.merge_when_pipeline_succeeds === 1,
      discussion_locked: row.discussion_locked === null ? null : row.discussion_locked === 1,
      squash: row.squash === 1,
      time_estimate: row.time_estimate,
      total_time_spent: row.total_time_spent,
      url: `${target.web_url}/-/merge_requests/${row.iid}`,
      source: source ?? target,
      target,
      last_commit: await lastCommit(services, source, row.source_branch),
      work_in_progress: draft,
      action: event.action,
    },
    ...envelope,
  };
}
