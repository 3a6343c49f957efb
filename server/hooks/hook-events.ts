// An event's snapshot is stored once for all the hooks it goes to, and deleted when its last delivery is finished
// (delivered, given up, or left with nothing to deliver).
import type { Kysely } from 'kysely';
import { isSqlite } from '../database/dialect.js';
import { literalLimit } from '../database/limit.js';
import { now, type Database } from '../database/schema.js';
import type { EventSnapshot } from './snapshots.js';

/** Stores the project's event with one pending delivery per hook; returns its id. */
export async function storeHookEvent(
  db: Database,
  projectId: number,
  event: EventSnapshot,
  deliveries: { hookId: number; uuid: string }[],
): Promise<number> {
  const { id } = await db.insertInto('hook_events').values({ project_id: projectId, snapshot: JSON.stringify(event), created_at: now() })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('hook_event_deliveries')
    .values(deliveries.map(({ hookId, uuid }) => ({ uuid, hook_event_id: id, hook_id: hookId }))).execute();
  return id;
}

/** The event of a delivery still pending; undefined once the delivery was finished. */
export async function pendingHookEvent(db: Database, uuid: string): Promise<EventSnapshot | undefined> {
  const row = await db.selectFrom('hook_event_deliveries')
    .innerJoin('hook_events', 'hook_events.id', 'hook_event_deliveries.hook_event_id')
    .select('hook_events.snapshot').where('hook_event_deliveries.uuid', '=', uuid).executeTakeFirst();
  return row ? JSON.parse(row.snapshot) as EventSnapshot : undefined;
}

/** Whether an event has unfinished deliveries, through the `hook_event_deliveries_event` index. */
export const remainingDelivery = (db: Database, eventId: number) =>
  db.selectFrom('hook_event_deliveries').select('uuid').where('hook_event_id', '=', eventId).limit(literalLimit(1));

/** Marks a delivery finished and deletes its event after the last one; safe to repeat. */
export async function finishHookDelivery(db: Database, eventId: number, uuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // PostgreSQL: the event's row lock makes its deliveries finish one after another, so the last one sees that
    // no other is left. SQLite runs one writing transaction at a time.
    let event = trx.selectFrom('hook_events').select('id').where('id', '=', eventId);
    if (!isSqlite(trx as Kysely<any>)) event = event.forUpdate();
    if (!await event.executeTakeFirst()) return;
    await trx.deleteFrom('hook_event_deliveries').where('uuid', '=', uuid).execute();
    if (!await remainingDelivery(trx, eventId).executeTakeFirst()) await trx.deleteFrom('hook_events').where('id', '=', eventId).execute();
  });
}
