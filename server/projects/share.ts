// Sharing a project with a group: the group's members (also through an ancestor group) get the lower of their
// level and the share's `group_access`.
import type { components } from '../../generated/api.js';
import { isUniqueViolation } from '../database/errors.js';
import { now, type Database, type UserRow } from '../database/schema.js';
import { conflict, forbidden, notFound } from '../http/api-error.js';
import { findReadableGroup } from '../groups/access.js';
import { isSelfOrAncestorPath } from '../groups/hierarchy.js';
import { expiryDate, expired, inForce } from '../access/expiry.js';
import { isRowId } from '../database/row-id.js';
import { accessLevel, levelIn } from '../access/levels.js';
import type { ProjectRecord } from './queries.js';

type ProjectShareRequest = components['schemas']['ProjectShareRequest'];
type ProjectGroupLink = components['schemas']['ProjectGroupLink'];

const alreadyShared = () => conflict('Group already shared with this group');

/** Shares `project` (which the caller may already administer) with a group; returns the share. */
export async function shareProject(db: Database, user: UserRow, project: ProjectRecord, request: ProjectShareRequest): Promise<ProjectGroupLink> {
  // Only owners may hand out the owner level.
  if (request.group_access === accessLevel.owner && (await levelIn(db, user, project.id)) < accessLevel.owner) {
    throw forbidden();
  }
  const group = await findReadableGroup(db, user, request.group_id);
  if (project.namespace_kind === 'group' && isSelfOrAncestorPath(group.full_path, project.namespace_full_path)) {
    throw conflict('Project cannot be shared with the group it is in or one of its ancestors.');
  }
  const existing = await db.selectFrom('project_group_links').select('id')
    .where('project_id', '=', project.id).where('group_id', '=', group.id).where(inForce('expires_at'))
    .executeTakeFirst();
  if (existing) throw alreadyShared();
  const expiresAt = expiryDate(request.expires_at) ?? null;
  try {
    return await db.transaction().execute(async (trx) => {
      // An expired share is gone for every purpose; the new one takes its place.
      await trx.deleteFrom('project_group_links')
        .where('project_id', '=', project.id).where('group_id', '=', group.id).where(expired('expires_at'))
        .execute();
      const link = await trx.insertInto('project_group_links')
        .values({ project_id: project.id, group_id: group.id, group_access: request.group_access, created_at: now(), expires_at: expiresAt })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        id: link.id,
        project_id: link.project_id,
        group_id: link.group_id,
        group_access: link.group_access as ProjectGroupLink['group_access'],
        expires_at: link.expires_at,
      };
    });
  } catch (error) {
    // A concurrent share with the same group got there first.
    if (isUniqueViolation(error)) throw alreadyShared();
    throw error;
  }
}

/** Ends the share in force with `groupId`; 404 `Group Link Not Found` when there is none. */
export async function unshareProject(db: Database, project: ProjectRecord, groupId: number): Promise<void> {
  const found = isRowId(groupId) && await db.selectFrom('project_group_links').select('id')
    .where('project_id', '=', project.id).where('group_id', '=', groupId).where(inForce('expires_at'))
    .executeTakeFirst();
  if (!found) throw notFound('Group Link');
  await db.deleteFrom('project_group_links').where('id', '=', found.id).execute();
}
