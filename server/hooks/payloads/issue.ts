// Issue payloads: the issue as the change left it (the snapshot), the project and users as they are now.
import type { components } from '../../../generated/api.js';
import type { Services } from '../../services.js';
import type { IssueSnapshot } from '../snapshots.js';
import { issuableParts } from './issuable.js';
import { hookProject } from './project.js';

export async function buildIssuePayload(services: Services, event: IssueSnapshot): Promise<components['schemas']['WebhookIssueEvent'] | undefined> {
  const row = event.issue;
  const project = await hookProject(services, row.project_id);
  if (!project) return undefined;
  const { user, assignee, attributes, envelope } = await issuableParts(services, event, row, project);
  return {
    object_kind: 'issue',
    event_type: 'issue',
    user,
    project,
    object_attributes: {
      ...attributes,
      state: row.state,
      project_id: row.project_id,
      confidential: row.confidential === 1,
      url: `${project.web_url}/-/issues/${row.iid}`,
      action: event.action,
    },
    ...envelope,
    ...(assignee ? { assignee } : {}),
  };
}
