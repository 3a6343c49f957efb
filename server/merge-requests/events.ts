// Every change of a merge request is recorded in the caller's transaction, so the event log and the hook
// deliveries exist exactly when the change does.
import type { Database } from '../database/schema.js';
import { now } from '../database/schema.js';
import { triggerHooks, type HookChanges } from '../hooks/trigger.js';
import type { MergeRequestAction } from './tables.js';

export interface MergeRequestEvent {
  mergeRequestId: number;
  projectId: number;
  userId: number | null;
  action: MergeRequestAction;
  changes: HookChanges;
}

export async function recordMergeRequestEvent(db: Database, event: MergeRequestEvent): Promise<void> {
  await db
    .insertInto('merge_request_events')
    .values({
      merge_request_id: event.mergeRequestId,
      project_id: event.projectId,
      action: event.action,
      user_id: event.userId,
      changes: JSON.stringify(event.changes),
      created_at: now(),
    })
    .execute();
  await triggerHooks(db, { kind: 'merge_request', ...event });
}
