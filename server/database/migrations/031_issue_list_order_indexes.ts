import type { Kysely } from 'kysely';

/**
 * Indexes matching the documented orders of a project's issue list (`created_at`, `updated_at`, then id, which breaks
 * ties), after the project every such list is filtered by, as migration 016 made for merge requests. Without them a
 * page sorted every issue of the project: on PostgreSQL, page 1 among 100,000 issues took 130 ms in `EXPLAIN ANALYZE`.
 */
const issueOrders = ['created_at', 'updated_at'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const order of issueOrders) {
    await db.schema.createIndex(`issues_order_project_id_${order}`).on('issues').columns(['project_id', order, 'id']).execute();
  }
}
