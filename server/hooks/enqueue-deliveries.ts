// One delivery job per hook that wants the event, all sharing one stored snapshot. The snapshot is taken only when
// some hook wants it; an event whose snapshot is undefined is not delivered.
import { randomUUID } from 'node:crypto';
import { preparedHeldRead, preparedQuery } from '../database/prepared-query.js';
import { isRowId } from '../database/row-id.js';
import type { Database } from '../database/schema.js';
import { enqueueJob } from '../jobs/enqueue.js';
import { deliveryJobKind, deliveryMaxAttempts, type DeliveryJobPayload } from './delivery-job-payload.js';
import { branchMatchesFilter } from './branch-filter.js';
import { storeHookEvent } from './hook-events.js';
import type { EventSnapshot } from './snapshots.js';

export type HookEventColumn = 'push_events' | 'tag_push_events' | 'merge_requests_events' | 'issues_events';

// Prepared, one per kind of event: every write that makes an event asks.
const hooksWantingEvents = (column: HookEventColumn) => (db: Database, projectId: number) => db
  .selectFrom('project_hooks').select(['id', 'push_events_branch_filter'])
  .where('project_id', '=', projectId).where(column, '=', 1).orderBy('id');
const hooksWantingQueries = {
  push_events: preparedQuery(hooksWantingEvents('push_events')),
  tag_push_events: preparedQuery(hooksWantingEvents('tag_push_events')),
  merge_requests_events: preparedQuery(hooksWantingEvents('merge_requests_events')),
  issues_events: preparedQuery(hooksWantingEvents('issues_events')),
};
// Held to go with the next statement (`hooksWantingAhead`), for the writes that ask before they look their project up.
const heldHooksWantingQueries = {
  merge_requests_events: preparedHeldRead(hooksWantingEvents('merge_requests_events')),
  issues_events: preparedHeldRead(hooksWantingEvents('issues_events')),
};

export type WantingHooks = Awaited<ReturnType<typeof hooksWantingQueries[HookEventColumn]>>;

/**
 * The project's hooks that want events of `column`. A write that locks a row (the counter of a new iid, the merge
 * request it changes) reads them before it does: on PostgreSQL every round trip made while holding the lock keeps the
 * concurrent writes of that row waiting.
 */
export const hooksWanting = (db: Database, projectId: number, column: HookEventColumn): Promise<WantingHooks> =>
  hooksWantingQueries[column](db, projectId);

/**
 * `hooksWanting`, asked before the write looks up its project (`projectId`, a numeric id of the path, where it is
 * one): on PostgreSQL the read is held to go with the next statement sent, most often that lookup, which saves it a
 * round trip of its own. The function returned answers them for the project found; called before the write's
 * transaction, so that it holds no connection while the read waits for one. A lookup that fails leaves the read to go
 * with a later statement.
 */
export function hooksWantingAhead(db: Database, projectId: number | undefined, column: keyof typeof heldHooksWantingQueries): (foundId: number) => Promise<WantingHooks> {
  const held = projectId !== undefined && isRowId(projectId) ? heldHooksWantingQueries[column](db, projectId) : undefined;
  return (foundId) => {
    held?.sendNow();
    return held && foundId === projectId ? held.rows : hooksWanting(db, foundId, column);
  };
}

export interface DeliveryOptions {
  /** The pushed branch, for push events: hooks whose branch filter it does not match are skipped. */
  pushedBranch?: string;
  /** The hooks wanting the event, when the write read them already (`hooksWanting`). */
  wanting?: WantingHooks;
}

export async function enqueueDeliveries(
  db: Database,
  projectId: number,
  column: HookEventColumn,
  snapshot: () => Promise<EventSnapshot | undefined>,
  { pushedBranch, wanting }: DeliveryOptions = {},
): Promise<void> {
  const hooksOfEvent = wanting ?? await hooksWanting(db, projectId, column);
  const hooks = pushedBranch === undefined ? hooksOfEvent : hooksOfEvent.filter((hook) => branchMatchesFilter(pushedBranch, hook.push_events_branch_filter));
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
