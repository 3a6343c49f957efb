// Finding a group the caller may see (404 `Group Not Found` otherwise) and the caller's level in it.
import type { Actor } from '../auth/actor.js';
import { accessLevel, noAccess } from '../access/levels.js';
import type { Database, UserRow } from '../database/schema.js';
import { notFound, unauthorized } from '../http/api-error.js';
import { groupMembershipsOf } from '../access/group-memberships.js';
import { groupByIdOrPath, selectGroups, type GroupRecord } from './queries.js';
import { groupReadableBy } from './visibility.js';

export async function findReadableGroup(db: Database, user: UserRow | null, idOrPath: string | number): Promise<GroupRecord> {
  const group = await selectGroups(db).where(groupByIdOrPath(idOrPath)).where(groupReadableBy(user)).executeTakeFirst();
  if (!group) throw notFound('Group');
  return group;
}

/** The user's level in the group, through a membership of it or of an ancestor; undefined when none. */
export async function groupAccessLevel(db: Database, user: UserRow, groupId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom(groupMembershipsOf(user.id).as('membership'))
    .where('membership.group_id', '=', groupId)
    .select((eb) => eb.fn.max('membership.access_level').as('level'))
    .executeTakeFirst();
  return row?.level === null || row?.level === undefined ? undefined : Number(row.level);
}

/** The signed-in caller's level in a group (401 for anonymous callers); administrators count as owners. */
export async function callerGroupLevel(db: Database, actor: Actor, groupId: number): Promise<number> {
  if (!actor.user) throw unauthorized();
  if (actor.user.is_admin) return accessLevel.owner;
  return (await groupAccessLevel(db, actor.user, groupId)) ?? noAccess;
}

