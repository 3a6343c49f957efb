// What merge request and issue payloads share, built in one place so that the two cannot drift apart: the acting
// user, the attributes both objects have, their labels and assignee, the changes and the repository.
import type { components } from '../../../generated/api.js';
import type { Services } from '../../services.js';
import { hookLabel, hookUsers } from './people-labels.js';
import { hookRepository } from './project.js';
import type { IssueSnapshot, MergeRequestSnapshot } from '../snapshots.js';

type Schemas = components['schemas'];

/** The object attributes both kinds of payload carry, typed so that each must fit both. */
type SharedAttributeName = keyof Schemas['WebhookIssueAttributes'] & keyof Schemas['WebhookMergeRequestAttributes'];
type SharedAttributes = Pick<Schemas['WebhookIssueAttributes'] & Schemas['WebhookMergeRequestAttributes'], SharedAttributeName>;

interface IssuableRow {
  id: number;
  iid: number;
  title: string;
  description: string | null;
  author_id: number;
  assignee_id: number | null;
  milestone_id: number | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** Absent from events stored before it was recorded. */
  updated_by_id?: number | null;
}

export interface IssuableParts {
  user: Schemas['WebhookUser'] | null;
  assignee: Schemas['WebhookUser'] | undefined;
  attributes: Omit<SharedAttributes, 'state' | 'action' | 'url'>;
  envelope: {
    labels: Schemas['WebhookLabel'][];
    changes: Schemas['WebhookChanges'];
    repository: Schemas['WebhookRepository'];
    assignees: Schemas['WebhookUser'][];
  };
}

export async function issuableParts(services: Services, event: MergeRequestSnapshot | IssueSnapshot, row: IssuableRow, project: Schemas['WebhookProject']): Promise<IssuableParts> {
  const users = await hookUsers(services.db, [event.userId, row.assignee_id]);
  const labels = event.labels.map(hookLabel);
  const assignee = row.assignee_id === null ? undefined : users.get(row.assignee_id);
  return {
    user: (event.userId === null ? undefined : users.get(event.userId)) ?? null,
    assignee,
    attributes: {
      id: row.id,
      iid: row.iid,
      title: row.title,
      description: row.description,
      author_id: row.author_id,
      assignee_id: row.assignee_id,
      assignee_ids: row.assignee_id === null ? [] : [row.assignee_id],
      milestone_id: row.milestone_id,
      labels,
      created_at: row.created_at,
      updated_at: row.updated_at,
      updated_by_id: row.updated_by_id ?? null,
      closed_at: row.closed_at,
    },
    envelope: { labels, changes: event.changes, repository: hookRepository(project), assignees: assignee ? [assignee] : [] },
  };
}
