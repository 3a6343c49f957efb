// Events that reach project hooks. Each matching hook gets its own delivery job, enqueued in the caller's
// transaction: the delivery exists exactly when the change does, survives restarts, and never delays the request.
import type { components } from '../../generated/api.js';
import type { Database } from '../database/schema.js';
import { enqueueDeliveries, type WantingHooks } from './enqueue-deliveries.js';
import { snapshotIssue, snapshotMergeRequest, type MergeRequestFactsOf } from './snapshots.js';

export type HookChanges = Record<string, { previous: unknown; current: unknown }>;
export type MergeRequestAction = components['schemas']['WebhookMergeRequestAttributes']['action'];
export type IssueAction = components['schemas']['WebhookIssueAttributes']['action'];
export type HookTrigger =
  | { kind: 'merge_request'; projectId: number; userId: number | null; mergeRequestId: number;
      action: MergeRequestAction; changes: HookChanges; facts: MergeRequestFactsOf }
  | { kind: 'issue'; projectId: number; userId: number | null; issueId: number;
      action: IssueAction; changes: HookChanges };

/**
 * Enqueues one delivery per matching hook, in `db` (the caller's transaction); builds the payload from the rows.
 * `wanting`: the hooks of the event's kind, when the caller read them already (`hooksWanting`).
 */
export async function triggerHooks(db: Database, trigger: HookTrigger, wanting?: WantingHooks): Promise<void> {
  if (trigger.kind === 'merge_request') {
    await enqueueDeliveries(db, trigger.projectId, 'merge_requests_events', () => snapshotMergeRequest(db, trigger), { wanting });
  } else {
    await enqueueDeliveries(db, trigger.projectId, 'issues_events', () => snapshotIssue(db, trigger), { wanting });
  }
}
