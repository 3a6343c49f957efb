import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/**
 * What a hook event reports (a merge request or issue with descriptions of up to a megabyte) is stored once per event,
 * apart from the jobs table, whose rows every claim walks: a delivery job keeps only the event's id. An event row
 * lives while some delivery of it is unfinished (`hook_event_deliveries`, one row per delivery). Pending deliveries
 * of the old form, with the event inside the job, are moved over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Both go with their project and hook (cascades), so deleting a project leaves none of its events behind.
  await idColumn(db, db.schema.createTable('hook_events'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('snapshot', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createTable('hook_event_deliveries')
    .addColumn('uuid', 'text', (column) => column.primaryKey())
    .addColumn('hook_event_id', 'integer', (column) => column.notNull().references('hook_events.id').onDelete('cascade'))
    .addColumn('hook_id', 'integer', (column) => column.notNull().references('project_hooks.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('hook_event_deliveries_event').on('hook_event_deliveries').column('hook_event_id').execute();
  // For the cascades: PostgreSQL finds the rows of a deleted project or hook through these instead of a scan.
  await db.schema.createIndex('hook_event_deliveries_hook').on('hook_event_deliveries').column('hook_id').execute();
  await db.schema.createIndex('hook_events_project').on('hook_events').column('project_id').execute();

  const pending = await db.selectFrom('jobs').select(['id', 'payload', 'created_at'])
    .where('kind', '=', 'project_hook_delivery').where('state', 'in', ['queued', 'running']).execute();
  for (const job of pending as { id: number; payload: string; created_at: string }[]) {
    const { hookId, uuid, event } = JSON.parse(job.payload) as { hookId: number; uuid: string; event: unknown };
    const hook = await db.selectFrom('project_hooks').select('project_id').where('id', '=', hookId).executeTakeFirst() as { project_id: number } | undefined;
    // A delivery to a hook deleted meanwhile has nothing left to deliver.
    if (!hook) {
      await db.deleteFrom('jobs').where('id', '=', job.id).execute();
      continue;
    }
    const { id: eventId } = await db.insertInto('hook_events')
      .values({ project_id: hook.project_id, snapshot: JSON.stringify(event), created_at: job.created_at })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('hook_event_deliveries').values({ uuid, hook_event_id: eventId, hook_id: hookId }).execute();
    await db.updateTable('jobs').set({ payload: JSON.stringify({ hookId, uuid, eventId }) }).where('id', '=', job.id).execute();
  }
}
