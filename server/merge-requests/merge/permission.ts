// Who may merge (and cancel a pending merge): whoever may push to the target branch, i.e. developers and above of
// the target project and administrators, in a project that is not archived. There is no branch protection. The
// real service answers 401, not 403, to everyone else.
import type { Actor } from '../../auth/actor.js';
import type { Database, UserRow } from '../../database/schema.js';
import { unauthorized } from '../../http/api-error.js';
import { accessLevel } from '../../projects/access.js';
import type { ProjectRecord } from '../../projects/queries.js';
import { levelIn } from '../access.js';

export async function canPushTo(db: Database, user: UserRow, project: Pick<ProjectRecord, 'id' | 'archived'>): Promise<boolean> {
  return !project.archived && (await levelIn(db, user, project.id)) >= accessLevel.developer;
}

/** The caller, when they may merge into `project`; 401 otherwise. */
export async function mergingUser(db: Database, actor: Actor, project: Pick<ProjectRecord, 'id' | 'archived'>): Promise<UserRow> {
  if (!actor.user || !(await canPushTo(db, actor.user, project))) throw unauthorized();
  return actor.user;
}
