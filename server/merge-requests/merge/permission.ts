// Who may merge (and cancel a pending merge): whoever may push to the target branch, i.e. developers and above of
// the target project and administrators, in a project that is not archived. There is no branch protection. The
// real service answers 401, not 403, to everyone else.
import type { Database, UserRow } from '../../database/schema.js';
import { unauthorized } from '../../http/api-error.js';
import { accessLevel, levelIn } from '../../access/levels.js';
import type { ProjectRecord } from '../../projects/queries.js';

export async function canPushTo(db: Database, user: UserRow, project: Pick<ProjectRecord, 'id' | 'archived'>): Promise<boolean> {
  return !project.archived && (await levelIn(db, user, project.id)) >= accessLevel.developer;
}

/** 401 unless `user` may merge into `project`. */
export async function checkMayMerge(db: Database, user: UserRow, project: Pick<ProjectRecord, 'id' | 'archived'>): Promise<void> {
  if (!(await canPushTo(db, user, project))) throw unauthorized();
}
