// The repository of a project the caller named, with the access the operation needs: reading follows the
// project's visibility; writing needs developer access and a project that is not archived.
import type { Actor } from '../auth/actor.js';
import { repositoryPath } from '../git/repositories.js';
import { forbidden } from '../http/api-error.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess, findReadableProject } from '../projects/access.js';
import type { ProjectRecord } from '../projects/queries.js';
import type { Services } from '../services.js';

export interface ProjectRepository {
  project: ProjectRecord;
  /** The bare repository's directory. */
  path: string;
  /** The project's web URL, the base of commit and branch URLs. */
  webUrl: string;
}

const repositoryOf = ({ config }: Services, project: ProjectRecord): ProjectRepository => ({
  project,
  path: repositoryPath(config.dataDir, project.id),
  webUrl: `${config.externalUrl}/${project.namespace_full_path}/${project.path}`,
});

export async function readableRepository(services: Services, actor: Actor, id: string | number): Promise<ProjectRepository> {
  return repositoryOf(services, await findReadableProject(services.db, actor, id));
}

export async function writableRepository(services: Services, actor: Actor, id: string | number): Promise<ProjectRepository> {
  const project = await findProjectWithAccess(services.db, actor, id, accessLevel.developer);
  if (project.archived) throw forbidden();
  return repositoryOf(services, project);
}
