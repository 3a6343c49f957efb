import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/**
 * What a hook event reports (a merge request or issue with descriptions of up to a megabyte) is stored once per event,
 * apart from the jobs table, whose rows every claim walks: a delivery job keeps only the event's id. An event row
 * lives while some delivery of it is unfinished (`hook_event_deliveries`, one row per delivery). Pending deliveries
 * of the old form, with the event inside the job, are moved over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('hook_events'))
    .addColumn('snapshot', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createTable('hook_event_deliveries')
    .addColumn('uuid', 'text', (column) => column.primaryKey())
    .addColumn('hook_event_id', 'integer', (column) => column.notNull().references('hook_events.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('hook_event_deliveries_event').on('hook_event_deliveries').column('hook_event_id').execute();

  const pending = await db.selectFrom('jobs').select(['id', 'payload', 'created_at'])
    .where('kind', '=', 'project_hook_delivery').where('state', 'in', ['queued', 'running']).execute();
  for (const job of pending as { id: number; payload: string; created_at: string }[]) {
    const { hookId, uuid, event } = JSON.parse(job.payload) as { hookId: number; uuid: string; event: unknown };
    const { id: eventId } = await db.insertInto('hook_events').values({ snapshot: JSON.stringify(event), created_at: job.created_at })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('hook_event_deliveries').values({ uuid, hook_event_id: eventId }).execute();
    await db.updateTable('jobs').set({ payload: JSON.stringify({ hookId, uuid, eventId }) }).where('id', '=', job.id).execute();
  }
}
