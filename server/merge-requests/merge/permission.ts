// Who may merge (and cancel a pending merge): whoever may push to the target branch, i.e. developers and above of
// the target project and administrators, in a project that is not archived. There is no branch protection. The
// real service answers 401, not 403, to everyone else.
import type { Database, UserRow } from '../../database/schema.js';
import { unauthorized } from '../../http/api-error.js';
import { accessLevel, levelInProject } from '../../access/levels.js';
import type { AccessColumns } from '../../access/project-access.js';
import type { ProjectRecord } from '../../projects/queries.js';

/** The project, with the caller's access when it was read with it. */
export type PushTarget = Pick<ProjectRecord, 'id' | 'archived'> | (Pick<ProjectRecord, 'id' | 'archived'> & AccessColumns);

export async function canPushTo(db: Database, user: UserRow, project: PushTarget): Promise<boolean> {
  return !project.archived && (await levelInProject(db, user, project)) >= accessLevel.developer;
}

/** 401 unless `user` may merge into `project`. */
export async function checkMayMerge(db: Database, user: UserRow, project: PushTarget): Promise<void> {
  if (!(await canPushTo(db, user, project))) throw unauthorized();
}
