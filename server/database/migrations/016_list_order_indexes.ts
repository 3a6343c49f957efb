import type { Kysely } from 'kysely';

/**
 * Indexes matching every documented order of the project list and the merge request lists (the order column, then
 * id, which breaks ties), alone and after the filter each list always or usually has: the project of a project's
 * list, and the author or assignee of the global list's scopes. Pages, keyset pages and counts read them in order
 * instead of sorting every matching row.
 */
const projectOrders = ['name', 'path', 'updated_at', 'last_activity_at'];
const mergeRequestOrders = ['created_at', 'updated_at'];
const mergeRequestPrefixes = [[], ['project_id'], ['author_id'], ['assignee_id']];

export async function up(db: Kysely<any>): Promise<void> {
  for (const order of projectOrders) {
    await db.schema.createIndex(`projects_order_${order}`).on('projects').columns([order, 'id']).execute();
  }
  for (const prefix of mergeRequestPrefixes) {
    for (const order of mergeRequestOrders) {
      const name = ['merge_requests_order', ...prefix, order].join('_');
      await db.schema.createIndex(name).on('merge_requests').columns([...prefix, order, 'id']).execute();
    }
  }
  // Served by merge_requests_order_author_id_created_at from now on.
  await db.schema.dropIndex('merge_requests_author').execute();
}
