// What an issue event's `changes` says: each changed attribute with its previous and current value, spelled as in
// the real service's Issue Hook (`state_id` 1 opened / 2 closed, `labels` as label objects, `assignees` as users).
import type { Database } from '../database/schema.js';
import { labelChange } from '../hooks/label-changes.js';
import type { HookChanges } from '../hooks/trigger.js';
import type { IssueRow } from './tables.js';


const stateId = (state: IssueRow['state']) => (state === 'opened' ? 1 : 2);

async function assigneeList(db: Database, userId: number | null) {
  if (userId === null) return [];
  const user = await db.selectFrom('users').select(['name', 'username']).where('id', '=', userId).executeTakeFirstOrThrow();
  return [{ name: user.name, username: user.username, avatar_url: null }];
}

/** The attributes that differ between `before` (null for a new issue) and `after`; read in the change's transaction. */
export async function issueChanges(db: Database, before: IssueRow | null, after: IssueRow): Promise<HookChanges> {
  const changes: HookChanges = {};
  const compare = (name: string, previous: unknown, current: unknown) => {
    if (previous !== current) changes[name] = { previous, current };
  };
  if (!before) {
    for (const name of ['id', 'iid', 'project_id', 'author_id', 'created_at'] as const) compare(name, null, after[name]);
  }
  compare('title', before?.title ?? null, after.title);
  compare('description', before?.description ?? null, after.description);
  compare('state_id', before ? stateId(before.state) : null, stateId(after.state));
  compare('milestone_id', before?.milestone_id ?? null, after.milestone_id);
  compare('confidential', before ? before.confidential === 1 : null, after.confidential === 1);
  compare('due_date', before?.due_date ?? null, after.due_date);
  compare('closed_at', before?.closed_at ?? null, after.closed_at);
  compare('updated_at', before?.updated_at ?? null, after.updated_at);
  compare('updated_by_id', before?.updated_by_id ?? null, after.updated_by_id);
  const labels = await labelChange(db, after.project_id, before ? JSON.parse(before.labels) as string[] : [], JSON.parse(after.labels) as string[]);
  if (labels) changes.labels = labels;
  if ((before?.assignee_id ?? null) !== after.assignee_id) {
    changes.assignees = { previous: await assigneeList(db, before?.assignee_id ?? null), current: await assigneeList(db, after.assignee_id) };
  }
  return changes;
}
