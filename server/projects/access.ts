// Who may do what to a project. Reading follows visibility (a project the caller cannot read is 404, never 403);
// acting needs an access level (access/levels.ts).
import type { Actor } from '../auth/actor.js';
import type { Database } from '../database/schema.js';
import { forbidden, notFound, unauthorized } from '../http/api-error.js';
import { levelIn } from '../access/levels.js';
import type { AccessColumns } from '../access/project-access.js';
import type { ProjectRecord } from './queries.js';
import { readableProject, readableProjectWithAccess } from './readable-lookup.js';

/** The project `:id` names, when the caller may read it; 404 `Project Not Found` otherwise. */
export async function findReadableProject(db: Database, actor: Actor, idOrPath: string | number): Promise<ProjectRecord> {
  const project = await readableProject(db, actor.user, idOrPath);
  if (!project) throw notFound('Project');
  return project;
}

/** As `findReadableProject`, with the signed-in caller's access to it where the lookup could read it at once. */
export async function findReadableProjectWithAccess(db: Database, actor: Actor, idOrPath: string | number): Promise<ProjectRecord | (ProjectRecord & AccessColumns)> {
  const project = await readableProjectWithAccess(db, actor.user, idOrPath);
  if (!project) throw notFound('Project');
  return project;
}

/**
 * The readable project, when the caller has at least `minimum` access to it (administrators always do):
 * 401 for anonymous callers, 403 for readers below the level.
 */
export async function findProjectWithAccess(db: Database, actor: Actor, idOrPath: string | number, minimum: number): Promise<ProjectRecord> {
  const project = await findReadableProject(db, actor, idOrPath);
  if (!actor.user) throw unauthorized();
  if ((await levelIn(db, actor.user, project.id)) < minimum) throw forbidden();
  return project;
}
