// The one place every ref change is recorded, whatever caused it, so that the features that follow repositories
// (merge requests, hooks, automatic housekeeping, which counts each call as one push) can. They subscribe through
// the composition root (`server/wiring.ts`). Callers pass the transaction of the change when there is one, and the
// subscribers run in it.
import type { Kysely } from 'kysely';
import { now, type Schema } from '../database/schema.js';
import type { RefUpdate } from './ref-updates.js';

/** What follows the ref updates of one push (or of one API write that moves refs) to a project. */
export type PushSubscriber = (db: Kysely<Schema>, projectId: number, userId: number | null, updates: RefUpdate[]) => Promise<void>;

let subscribers: readonly PushSubscriber[] = [];

/** Replaces the subscribers, which run in this order after every recorded push. */
export function subscribeToPushes(...ordered: PushSubscriber[]): void {
  subscribers = ordered;
}

export async function recordRefUpdates(db: Kysely<Schema>, projectId: number, userId: number | null, updates: RefUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const createdAt = now();
  await db
    .insertInto('ref_events')
    .values(updates.map((update) => ({ project_id: projectId, ref: update.ref, before: update.before, after: update.after, user_id: userId, created_at: createdAt })))
    .execute();
  for (const subscriber of subscribers) await subscriber(db, projectId, userId, updates);
}
