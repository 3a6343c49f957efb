// Project statistics (sizes in bytes), from the repository on disk and the project's uploads. LFS objects and job
// artifacts are not stored by this server, so their sizes are 0.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { components } from '../../generated/api.js';
import { gitText } from '../git/git.js';
import { repositoryPath } from '../git/repositories.js';
import type { Services } from '../services.js';
import { accessLevel, noAccess } from '../access/levels.js';
import type { ProjectRecord } from './queries.js';

type ProjectStatistics = components['schemas']['ProjectStatistics'];

/** Administrators and reporters (and above) of the project see its statistics. */
export const mayReadStatistics = (viewerIsAdmin: boolean, level: number | undefined): boolean =>
  viewerIsAdmin || (level ?? noAccess) >= accessLevel.reporter;

async function directorySize(path: string): Promise<number> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(entries.map(async (entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return directorySize(child);
    return entry.isFile() ? (await stat(child)).size : 0;
  }));
  return sizes.reduce((total, size) => total + size, 0);
}

/** Commits reachable from the default branch; 0 for an empty repository. */
async function commitCount(repository: string, defaultBranch: string): Promise<number> {
  const count = await gitText(repository, ['rev-list', '--count', `refs/heads/${defaultBranch}`, '--']).catch(() => '0');
  return Number(count);
}

export async function projectStatistics({ db, config }: Services, projects: ProjectRecord[]): Promise<Map<number, ProjectStatistics>> {
  if (projects.length === 0) return new Map();
  const uploads = await db
    .selectFrom('project_uploads')
    .select(['project_id', (eb) => eb.fn.sum<string | number>('size').as('bytes')])
    .where('project_id', 'in', projects.map((project) => project.id))
    .groupBy('project_id')
    .execute();
  const uploadBytes = new Map(uploads.map((row) => [row.project_id, Number(row.bytes)]));
  const statistics = await Promise.all(projects.map(async (project): Promise<[number, ProjectStatistics]> => {
    const repository = repositoryPath(config.dataDir, project.id);
    const [repositorySize, commits] = await Promise.all([directorySize(repository), commitCount(repository, project.default_branch)]);
    return [project.id, {
      commit_count: commits,
      storage_size: repositorySize + (uploadBytes.get(project.id) ?? 0),
      repository_size: repositorySize,
      lfs_objects_size: 0,
      job_artifacts_size: 0,
    }];
  }));
  return new Map(statistics);
}
