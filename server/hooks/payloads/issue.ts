// Issue payloads: the issue as the change left it (the snapshot), the project and users as they are now.
import type { components } from '../../../generated/api.js';
import type { Services } from '../../services.js';
import type { IssueSnapshot } from '../snapshots.js';
import { hookLabel, hookUsers } from './people-labels.js';
import { hookProject, hookRepository } from './project.js';

export async function buildIssuePayload(services: Services, event: IssueSnapshot): Promise<components['schemas']['WebhookIssueEvent'] | undefined> {
  const row = event.issue;
  const project = await hookProject(services, row.project_id);
  if (!project) return undefined;
  const users = await hookUsers(services.db, [event.userId, row.assignee_id]);
  const labels = event.labels.map(hookLabel);
  const assignee = row.assignee_id === null ? undefined : users.get(row.assignee_id);
  return {
    object_kind: 'issue',
    event_type: 'issue',
    user: (event.userId === null ? undefined : users.get(event.userId)) ?? null,
    project,
    object_attributes: {
      id: row.id,
      iid: row.iid,
      title: row.title,
      description: row.description,
      state: row.state,
      project_id: row.project_id,
      author_id: row.author_id,
      assignee_id: row.assignee_id,
      assignee_ids: row.assignee_id === null ? [] : [row.assignee_id],
      milestone_id: row.milestone_id,
      labels,
      confidential: row.confidential === 1,
      created_at: row.created_at,
      updated_at: row.updated_at,
      closed_at: row.closed_at,
      url: `${project.web_url}/-/issues/${row.iid}`,
      action: event.action,
    },
    labels,
    changes: event.changes,
    repository: hookRepository(project),
    assignees: assignee ? [assignee] : [],
    ...(assignee ? { assignee } : {}),
  };
}
