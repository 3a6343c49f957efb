// One delivery job per hook that wants the event, all sharing one stored snapshot. The snapshot is taken only when
// some hook wants it; an event whose snapshot is undefined is not delivered.
import { randomUUID } from 'node:crypto';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { enqueueJob } from '../jobs/enqueue.js';
import { deliveryJobKind, deliveryMaxAttempts, type DeliveryJobPayload } from './delivery-job-payload.js';
import { branchMatchesFilter } from './branch-filter.js';
import { storeHookEvent } from './hook-events.js';
import type { EventSnapshot } from './snapshots.js';

export type HookEventColumn = 'push_events' | 'tag_push_events' | 'merge_requests_events' | 'issues_events';

// Prepared, one per kind of event: every write that makes an event asks.
const hooksWantingEvents = (column: HookEventColumn) => preparedQuery((db: Database, projectId: number) => db
  .selectFrom('project_hooks').select(['id', 'push_events_branch_filter'])
  .where('project_id', '=', projectId).where(column, '=', 1).orderBy('id'));
const hooksWanting = {
  push_events: hooksWantingEvents('push_events'),
  tag_push_events: hooksWantingEvents('tag_push_events'),
  merge_requests_events: hooksWantingEvents('merge_requests_events'),
  issues_events: hooksWantingEvents('issues_events'),
};

export async function enqueueDeliveries(
  db: Database,
  projectId: number,
  column: HookEventColumn,
  snapshot: () => Promise<EventSnapshot | undefined>,
  /** The pushed branch, for push events: hooks whose branch filter it does not match are skipped. */
  pushedBranch?: string,
): Promise<void> {
  const wanting = await hooksWanting[column](db, projectId);
  const hooks = pushedBranch === undefined ? wanting : wanting.filter((hook) => branchMatchesFilter(pushedBranch, hook.push_events_branch_filter));
  if (hooks.length === 0) return;
  const event = await snapshot();
  if (!event) return;
  const deliveries = hooks.map((hook) => ({ hookId: hook.id, uuid: randomUUID() }));
  const eventId = await storeHookEvent(db, projectId, event, deliveries);
  for (const delivery of deliveries) {
    const payload: DeliveryJobPayload = { ...delivery, eventId };
    await enqueueJob(db, deliveryJobKind, payload, { maxAttempts: deliveryMaxAttempts });
  }
}
