// The users of a project, as the real service lists them (its "authorized users"): the direct members, the members
// of the project's group and its ancestors, and the members of the groups the project is shared with (and of their
// ancestors, whose members belong to them too). Only memberships and shares in force count.
import type { Database } from '../database/schema.js';
import { containsText } from '../database/text-search.js';
import { inForce } from '../access/expiry.js';

/** `a/b/c` → `a`, `a/b`, `a/b/c`. */
const selfAndAncestors = (fullPath: string): string[] =>
  fullPath.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/** The ids of the groups whose members have access to the project. */
async function groupsGivingAccess(db: Database, projectId: number): Promise<number[]> {
  const [namespace, shares] = await Promise.all([
    db.selectFrom('projects')
      .innerJoin('namespaces', 'namespaces.id', 'projects.namespace_id')
      .select(['namespaces.kind', 'namespaces.full_path'])
      .where('projects.id', '=', projectId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('project_group_links as share')
      .innerJoin('namespaces', 'namespaces.id', 'share.group_id')
      .select('namespaces.full_path')
      .where('share.project_id', '=', projectId)
      .where(inForce('share.expires_at'))
      .execute(),
  ]);
  const paths = new Set([
    ...(namespace.kind === 'group' ? selfAndAncestors(namespace.full_path) : []),
    ...shares.flatMap((share) => selfAndAncestors(share.full_path)),
  ]);
  if (paths.size === 0) return [];
  const groups = await db.selectFrom('namespaces').select('id').where('kind', '=', 'group').where('full_path', 'in', [...paths]).execute();
  return groups.map((group) => group.id);
}

/** The project's users, each once, oldest account first; `search` in the username or name (case-insensitive, literal). */
export async function projectUsers(db: Database, projectId: number, search: string | undefined) {
  const groupIds = await groupsGivingAccess(db, projectId);
  let users = db
    .selectFrom('users')
    .selectAll('users')
    .where((eb) => eb.or([
      eb('users.id', 'in', eb.selectFrom('project_members')
        .select('project_members.user_id')
        .where('project_members.project_id', '=', projectId)
        .where(inForce('project_members.expires_at'))),
      ...(groupIds.length === 0 ? [] : [eb('users.id', 'in', eb.selectFrom('group_members')
        .select('group_members.user_id')
        .where('group_members.group_id', 'in', groupIds)
        .where(inForce('group_members.expires_at')))]),
    ]))
    .orderBy('users.id', 'asc');
  if (search) users = users.where(containsText(['users.username', 'users.name'], search));
  return users;
}
