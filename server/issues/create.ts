import type { components } from '../../generated/api.js';
import { flag, now, type Database, type UserRow } from '../database/schema.js';
import { triggerHooks } from '../hooks/trigger.js';
import { allocateIid } from '../iids/allocate.js';
import { ensureLabels } from '../labels/ensure.js';
import { issueChanges } from './hook-changes.js';
import { parseLabelNames } from '../labels/names.js';
import { assignableUserId, projectMilestoneId } from './references.js';

type IssueCreateRequest = components['schemas']['IssueCreateRequest'];

/** Opens the issue with the project's next iid, creates its missing labels and sends the `open` event; returns its id. */
export async function createIssue(db: Database, projectId: number, author: UserRow, request: IssueCreateRequest): Promise<number> {
  const labels = parseLabelNames(request.labels ?? '');
  return db.transaction().execute(async (trx) => {
    const assigneeIds = request.assignee_ids ?? (request.assignee_id !== undefined ? [request.assignee_id] : []);
    const assigneeId = await assignableUserId(trx, projectId, assigneeIds);
    const milestoneId = request.milestone_id === undefined ? undefined : await projectMilestoneId(trx, projectId, request.milestone_id);
    await ensureLabels(trx, projectId, labels);
    const timestamp = now();
    const issue = await trx.insertInto('issues').values({
      project_id: projectId,
      iid: await allocateIid(trx, projectId, 'issues'),
      title: request.title,
      description: request.description ?? null,
      state: 'opened',
      author_id: author.id,
      assignee_id: assigneeId ?? null,
      milestone_id: milestoneId ?? null,
      due_date: request.due_date === undefined ? null : request.due_date.slice(0, 10),
      labels: JSON.stringify(labels),
      confidential: flag(request.confidential ?? false),
      created_at: timestamp,
      updated_at: timestamp,
      closed_at: null,
      closed_by_id: null,
    }).returningAll().executeTakeFirstOrThrow();
    const changes = await issueChanges(trx, null, issue);
    await triggerHooks(trx, { kind: 'issue', projectId, userId: author.id, issueId: issue.id, action: 'open', changes });
    return issue.id;
  });
}
