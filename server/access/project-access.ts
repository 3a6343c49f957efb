// A user's access to a project: the highest of
// - their direct project membership (`project_access`),
// - their membership of the project's group or one of its ancestors, and
// - for each group the project is shared with, their membership of that group (or an ancestor) capped at the
//   share's `group_access` (together `group_access`).
// Memberships and shares count only while in force (see expiry.ts).
import { expressionBuilder, sql } from 'kysely';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, Schema } from '../database/schema.js';
import { inForce } from './expiry.js';
import { groupIdsOf, groupMembershipsOf } from './group-memberships.js';

export interface ProjectAccess {
  /** Direct project membership. */
  project?: number;
  /** Through groups: the project's namespace and its ancestors, and the groups it is shared with. */
  group?: number;
}

const eb = expressionBuilder<Schema, never>();

/** Subquery: projects `userId` is a direct member of. */
export const directProjectIdsOf = (userId: number) =>
  eb.selectFrom('project_members as direct')
    .where('direct.user_id', '=', userId)
    .where(inForce('direct.expires_at'))
    .select('direct.project_id');

/** Subquery: projects shared with a group `userId` belongs to. */
export const sharedProjectIdsOf = (userId: number) =>
  eb.selectFrom('project_group_links as share')
    .where('share.group_id', 'in', groupIdsOf(userId))
    .where(inForce('share.expires_at'))
    .select('share.project_id');

const higher = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));

// One statement for the three ways in: `direct` marks project memberships; a share's rows carry its `group_access`.
const none = sql<number | null>`cast(null as integer)`;

const accessQuery = (db: Database, userId: number, projectIds: number[]) =>
  db.selectFrom('project_members')
    .select(['project_id', 'access_level', sql<number>`1`.as('direct'), none.as('group_access')])
    .where('user_id', '=', userId)
    .where('project_id', 'in', projectIds)
    .where(inForce('expires_at'))
    .unionAll(db.selectFrom('projects')
      .innerJoin(groupMembershipsOf(userId).as('membership'), 'membership.group_id', 'projects.namespace_id')
      .where('projects.id', 'in', projectIds)
      .select((qb) => ['projects.id as project_id', qb.fn.max('membership.access_level').as('access_level'), sql<number>`0`.as('direct'), none.as('group_access')])
      .groupBy('projects.id'))
    .unionAll(db.selectFrom('project_group_links as share')
      .innerJoin(groupMembershipsOf(userId).as('membership'), 'membership.group_id', 'share.group_id')
      .where('share.project_id', 'in', projectIds)
      .where(inForce('share.expires_at'))
      .select((qb) => ['share.project_id', qb.fn.max('membership.access_level').as('access_level'), sql<number>`0`.as('direct'), 'share.group_access'])
      .groupBy(['share.id', 'share.project_id', 'share.group_access']));

// Prepared (per number of projects): one project on nearly every request, a page of them on every project list,
// where compiling the query anew cost more than running it.
const accessRows = preparedQuery(accessQuery);

export async function projectAccessOf(db: Database, userId: number, projectIds: number[]): Promise<Map<number, ProjectAccess>> {
  const access = new Map<number, ProjectAccess>();
  if (projectIds.length === 0) return access;
  for (const row of await accessRows(db, userId, projectIds)) {
    let entry = access.get(row.project_id);
    if (!entry) access.set(row.project_id, (entry = {}));
    const level = Number(row.access_level);
    if (Number(row.direct) === 1) entry.project = level;
    // Through a share, the membership counts up to the share's access.
    else entry.group = higher(entry.group, row.group_access === null ? level : Math.min(level, row.group_access));
  }
  return access;
}

/** The highest of a user's accesses to a project. */
export const effectiveLevel = (access: ProjectAccess | undefined): number | undefined => higher(access?.project, access?.group);
