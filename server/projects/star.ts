import { now, type Database } from '../database/schema.js';

/** Stars the project for the user; false when it was already starred (concurrent stars included). */
export async function star(db: Database, userId: number, projectId: number): Promise<boolean> {
  const inserted = await db
    .insertInto('project_stars')
    .values({ project_id: projectId, user_id: userId, created_at: now() })
    .onConflict((conflict) => conflict.columns(['project_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the user's star; false when there was none. */
export async function unstar(db: Database, userId: number, projectId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('project_stars')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
