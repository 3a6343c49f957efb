// Who may do what to a project. Reading follows visibility (a project the caller cannot read is 404, never 403);
// acting needs an access level: 10 guest, 20 reporter, 30 developer, 40 maintainer, 50 owner.
import type { Actor } from '../auth/actor.js';
import type { Database } from '../database/schema.js';
import { forbidden, notFound, unauthorized } from '../http/api-error.js';
import { accessLevels, type ProjectRecord } from './queries.js';
import { readableProject } from './readable-lookup.js';

export const accessLevel = { guest: 10, reporter: 20, developer: 30, maintainer: 40, owner: 50 } as const;

/** The project `:id` names, when the caller may read it; 404 `Project Not Found` otherwise. */
export async function findReadableProject(db: Database, actor: Actor, idOrPath: string | number): Promise<ProjectRecord> {
  const project = await readableProject(db, actor.user, idOrPath);
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
  if (actor.user.is_admin) return project;
  const level = (await accessLevels(db, actor.user, [project.id])).get(project.id) ?? 0;
  if (level < minimum) throw forbidden();
  return project;
}
