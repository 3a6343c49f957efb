// Events that reach project hooks. Each matching hook gets its own delivery job, enqueued in the caller's
// transaction: the delivery exists exactly when the change does, survives restarts, and never delays the request.
import type { Database } from '../database/schema.js';
import { enqueueDeliveries } from './enqueue-deliveries.js';
import { snapshotIssue, snapshotMergeRequest } from './snapshots.js';

export type HookChanges = Record<string, { previous: unknown; current: unknown }>;
export type HookTrigger =
  | { kind: 'merge_request'; projectId: number; userId: number | null; mergeRequestId: number;
      action: 'open' | 'update' | 'close' | 'reopen' | 'merge'; changes: HookChanges }
  | { kind: 'issue'; projectId: number; userId: number | null; issueId: number;
      action: 'open' | 'update' | 'close' | 'reopen'; changes: HookChanges };

/** Enqueues one delivery per matching hook, in `db` (the caller's transaction); builds the payload from the rows. */
export async function triggerHooks(db: Database, trigger: HookTrigger): Promise<void> {
  if (trigger.kind === 'merge_request') {
    await enqueueDeliveries(db, trigger.projectId, 'merge_requests_events', () => snapshotMergeRequest(db, trigger));
  } else {
    await enqueueDeliveries(db, trigger.projectId, 'issues_events', () => snapshotIssue(db, trigger));
  }
}
