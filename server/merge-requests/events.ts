// Every change of a merge request is recorded in the caller's transaction, so the event log and the hook
// deliveries exist exactly when the change does.
import { preparedWrite } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { now } from '../database/schema.js';
import type { WantingHooks } from '../hooks/enqueue-deliveries.js';
import { triggerHooks, type HookChanges } from '../hooks/trigger.js';
import type { MergeRequestFactsOf } from '../hooks/snapshots.js';
import { detailedMergeStatus } from './detailed-merge-status.js';
import { isFirstContribution } from './first-contribution.js';
import { isWorkInProgress } from './present.js';
import type { MergeRequestAction } from './tables.js';

export interface MergeRequestEvent {
  mergeRequestId: number;
  projectId: number;
  userId: number | null;
  action: MergeRequestAction;
  changes: HookChanges;
}

// Prepared: every change of a merge request records one.
const insertEvent = preparedWrite((db: Database, mergeRequestId: number, projectId: number, action: MergeRequestAction, userId: number | null, changes: string, createdAt: string) => db
  .insertInto('merge_request_events')
  .values({ merge_request_id: mergeRequestId, project_id: projectId, action, user_id: userId, changes, created_at: createdAt }));

/** What a delivery tells of the request beside its row, as of the change. */
const mergeRequestFacts: MergeRequestFactsOf = async (db, mergeRequest) => {
  const draft = isWorkInProgress(mergeRequest.title);
  return {
    draft,
    detailedMergeStatus: detailedMergeStatus(mergeRequest, draft),
    firstContribution: await isFirstContribution(db, mergeRequest.id),
  };
};

/** `wanting`: the hooks of merge request events, when the caller read them already (`hooksWanting`). */
export async function recordMergeRequestEvent(db: Database, event: MergeRequestEvent, wanting?: WantingHooks): Promise<void> {
  await insertEvent(db, event.mergeRequestId, event.projectId, event.action, event.userId, JSON.stringify(event.changes), now());
  await triggerHooks(db, { kind: 'merge_request', ...event, facts: mergeRequestFacts }, wanting);
}
