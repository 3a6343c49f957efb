// The one place every ref change is recorded, whatever caused it, so that merge requests, hooks and automatic
// housekeeping (which counts each call as one push) can follow repositories. Callers pass the transaction of the
// change when there is one.
import type { Kysely } from 'kysely';
import { now, type Schema } from '../database/schema.js';
import { enqueueRefChangeDeliveries } from '../hooks/ref-changes.js';
import { refreshMergeRequestsAfterPush } from '../merge-requests/diffs/refresh.js';
import { housekeepAfterPush } from '../projects/housekeeping-after-push.js';
import type { RefUpdate } from './ref-updates.js';

export async function recordRefUpdates(db: Kysely<Schema>, projectId: number, userId: number | null, updates: RefUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const createdAt = now();
  await db
    .insertInto('ref_events')
    .values(updates.map((update) => ({ project_id: projectId, ref: update.ref, before: update.before, after: update.after, user_id: userId, created_at: createdAt })))
    .execute();
  await enqueueRefChangeDeliveries(db, projectId, userId, updates);
  await refreshMergeRequestsAfterPush(db, projectId, updates);
  await housekeepAfterPush(db, projectId);
}
