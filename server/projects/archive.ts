import { flag, now, type Database } from '../database/schema.js';

/** Archives or unarchives; setting the state a project already has changes nothing. */
export async function setArchived(db: Database, projectId: number, archived: boolean): Promise<void> {
  await db
    .updateTable('projects')
    .set({ archived: flag(archived), updated_at: now() })
    .where('id', '=', projectId)
    .where('archived', '=', flag(!archived))
    .execute();
}
