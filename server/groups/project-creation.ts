// Creating a project in a group needs maintainer access to it (directly or through an ancestor group).
import { accessLevel, noAccess } from '../access/levels.js';
import type { Database, NamespaceRow, UserRow } from '../database/schema.js';
import { forbidden, notFound } from '../http/api-error.js';
import { groupAccessLevel } from './access.js';
import { groupReadableBy } from './visibility.js';
import { selectGroups } from './queries.js';


/** 404 `Namespace Not Found` for a group the creator cannot see, 403 below maintainer; administrators may always. */
export async function checkMayCreateProjectsIn(db: Database, creator: UserRow, group: NamespaceRow): Promise<void> {
  if (creator.is_admin) return;
  const visible = await selectGroups(db).where('namespaces.id', '=', group.id).where(groupReadableBy(creator)).executeTakeFirst();
  if (!visible) throw notFound('Namespace');
  if (((await groupAccessLevel(db, creator, group.id)) ?? noAccess) < accessLevel.maintainer) throw forbidden();
}
