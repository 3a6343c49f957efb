import type { Kysely } from 'kysely';

/**
 * Every row of the project list is joined to its namespace. With `namespace_id` in the order indexes, the rows an
 * offset page skips are joined from the index alone, without reading each project row: page 2,500 of 100,000
 * projects read 50,000 project rows for nothing (about three quarters of its time).
 */
const orders: Array<{ order: string; replaces: string }> = [
  { order: 'created_at', replaces: 'projects_created_at' },
  { order: 'name', replaces: 'projects_order_name' },
  { order: 'path', replaces: 'projects_order_path' },
  { order: 'updated_at', replaces: 'projects_order_updated_at' },
  { order: 'last_activity_at', replaces: 'projects_order_last_activity_at' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { order, replaces } of orders) {
    await db.schema.createIndex(`projects_list_${order}`).on('projects').columns([order, 'id', 'namespace_id']).execute();
    await db.schema.dropIndex(replaces).execute();
  }
}
