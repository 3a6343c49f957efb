// The fork relation alone, set and removed by administrators: nothing is copied and no job runs.
import { now, type Database } from '../database/schema.js';
import { ApiError, badRequest } from '../http/api-error.js';
import type { ProjectRecord } from '../projects/queries.js';

const alreadyForked = () => new ApiError(409, { message: 'Project already forked' });

export async function createForkRelation(db: Database, project: ProjectRecord, source: ProjectRecord): Promise<void> {
  if (project.forked_from_project_id !== null) throw alreadyForked();
  if (project.id === source.id) throw badRequest('A project cannot be a fork of itself');
  const result = await db
    .updateTable('projects')
    .set({ forked_from_project_id: source.id, updated_at: now() })
    .where('id', '=', project.id)
    .where('forked_from_project_id', 'is', null)
    .executeTakeFirst();
  // Another call made it a fork in between.
  if (Number(result.numUpdatedRows) === 0) throw alreadyForked();
}

/** False when the project is not a fork. */
export async function deleteForkRelation(db: Database, project: ProjectRecord): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set({ forked_from_project_id: null, updated_at: now() })
    .where('id', '=', project.id)
    .where('forked_from_project_id', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
