import type { components } from '../../generated/api.js';
import { commitState } from '../commit-statuses/queries.js';
import type { Database } from '../database/schema.js';
import { commitStats, readCommit } from './commits.js';
import type { ProjectRepository } from './project-repository.js';

/** The real service's detailed commit: the commit, its line statistics and its combined status. */
export async function commitDetail(db: Database, repository: ProjectRepository, id: string): Promise<components['schemas']['CommitDetail']> {
  const [commit, stats, status] = await Promise.all([
    readCommit(repository.path, id, repository.webUrl),
    commitStats(repository.path, id),
    commitState(db, repository.project.id, id),
  ]);
  return { ...commit, stats, status, project_id: repository.project.id, last_pipeline: null };
}
