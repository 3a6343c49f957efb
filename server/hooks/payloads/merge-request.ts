// Merge request payloads: the request as the change left it (the snapshot), projects and users as they are now.
import type { components } from '../../../generated/api.js';
import { repositoryPath } from '../../git/repositories.js';
import type { Services } from '../../services.js';
import type { MergeRequestSnapshot } from '../snapshots.js';
import { readCommits } from './commits.js';
import { hookLabel, hookUsers } from './people-labels.js';
import { hookProject, hookRepository } from './project.js';

type Schemas = components['schemas'];

const draftTitle = /^\s*(\[wip\]|wip:|wip\s|\[draft\]|\(draft\)|draft:)/i;

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
  const users = await hookUsers(services.db, [event.userId, row.assignee_id]);
  const labels = event.labels.map(hookLabel);
  const assignee = row.assignee_id === null ? undefined : users.get(row.assignee_id);
  return {
    object_kind: 'merge_request',
    event_type: 'merge_request',
    user: (event.userId === null ? undefined : users.get(event.userId)) ?? null,
    project: target,
    object_attributes: {
      id: row.id,
      iid: row.iid,
      title: row.title,
      description: row.description,
      state: row.state,
      merge_status: row.merge_status,
      source_branch: row.source_branch,
      target_branch: row.target_branch,
      source_project_id: row.source_project_id,
      target_project_id: row.project_id,
      author_id: row.author_id,
      assignee_id: row.assignee_id,
      assignee_ids: row.assignee_id === null ? [] : [row.assignee_id],
      ...(assignee ? { assignee } : {}),
      milestone_id: row.milestone_id,
      labels,
      created_at: row.created_at,
      updated_at: row.updated_at,
      merge_commit_sha: row.merge_commit_sha,
      merged_at: row.merged_at,
      closed_at: row.closed_at,
      merge_when_pipeline_succeeds: row.merge_when_pipeline_succeeds === 1,
      discussion_locked: row.discussion_locked === null ? null : row.discussion_locked === 1,
      squash: row.squash === 1,
      time_estimate: row.time_estimate,
      total_time_spent: row.total_time_spent,
      url: `${target.web_url}/-/merge_requests/${row.iid}`,
      source: source ?? target,
      target,
      last_commit: await lastCommit(services, source, row.source_branch),
      work_in_progress: draftTitle.test(row.title),
      action: event.action,
    },
    labels,
    changes: event.changes,
    repository: hookRepository(target),
    assignees: assignee ? [assignee] : [],
  };
}
