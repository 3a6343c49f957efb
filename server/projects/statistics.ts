// Project statistics (sizes in bytes). Repositories, LFS objects and job artifacts are not stored yet, so their
// sizes and the commit count are 0 and `storage_size` is what the project's uploads take.
import type { components } from '../../generated/api.js';
import type { Database } from '../database/schema.js';
import { accessLevel } from './access.js';

type ProjectStatistics = components['schemas']['ProjectStatistics'];

/** Administrators and reporters (and above) of the project see its statistics. */
export const mayReadStatistics = (viewerIsAdmin: boolean, level: number | undefined): boolean =>
  viewerIsAdmin || (level ?? 0) >= accessLevel.reporter;

export async function projectStatistics(db: Database, projectIds: number[]): Promise<Map<number, ProjectStatistics>> {
  if (projectIds.length === 0) return new Map();
  const uploads = await db
    .selectFrom('project_uploads')
    .select(['project_id', (eb) => eb.fn.sum<string | number>('size').as('bytes')])
    .where('project_id', 'in', projectIds)
    .groupBy('project_id')
    .execute();
  const uploadBytes = new Map(uploads.map((row) => [row.project_id, Number(row.bytes)]));
  return new Map(projectIds.map((id) => [id, {
    commit_count: 0,
    storage_size: uploadBytes.get(id) ?? 0,
    repository_size: 0,
    lfs_objects_size: 0,
    job_artifacts_size: 0,
  }]));
}
