// A user's access to a project: the highest of
// - their direct project membership (`project_access`),
// - their membership of the project's group or one of its ancestors, and
// - for each group the project is shared with, their membership of that group (or an ancestor) capped at the
//   share's `group_access` (together `group_access`).
// Memberships and shares count only while in force (see expiry.ts).
import { expressionBuilder, sql, type Expression } from 'kysely';
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

/**
 * SQL: the three ways the user may have access above `level` to the project (both may be columns of the embedding
 * query), any of which is enough; what `effectiveLevel(projectAccessOf(…)) > level` decides, without a statement of
 * its own. A list, so that the embedding query can test them one after another (see first-contribution.ts).
 */
export const accessAboveChecks = (userId: Expression<number>, projectId: Expression<number>, level: number) => [
  eb.exists(eb.selectFrom('project_members as direct').select('direct.project_id')
    .where('direct.user_id', '=', userId).where('direct.project_id', '=', projectId)
    .where(inForce('direct.expires_at')).where('direct.access_level', '>', level)),
  eb.exists(eb.selectFrom('projects as in_group').select('in_group.id')
    .innerJoin(groupMembershipsOf(userId).as('membership'), 'membership.group_id', 'in_group.namespace_id')
    .where('in_group.id', '=', projectId).where('membership.access_level', '>', level)),
  // Through a share, the membership counts up to the share's access.
  eb.exists(eb.selectFrom('project_group_links as share').select('share.id')
    .innerJoin(groupMembershipsOf(userId).as('membership'), 'membership.group_id', 'share.group_id')
    .where('share.project_id', '=', projectId).where(inForce('share.expires_at'))
    .where('membership.access_level', '>', level).where('share.group_access', '>', level)),
] as const;

/**
 * Selections: the user's access to the project of each row of the embedding query (whose project id and namespace
 * id are given as columns), as `accessFromColumns` reads them back: what `projectAccessOf` answers, in the rows'
 * own statement. The direct membership; the highest membership of the namespace or an ancestor; the highest of the
 * shares, each counting up to its access.
 */
export const accessColumns = (userId: number, projectId: Expression<number>, namespaceId: Expression<number>) => [
  eb.selectFrom('project_members as own').select((inner) => inner.fn.max('own.access_level').as('level'))
    .where('own.user_id', '=', userId).where('own.project_id', '=', projectId).where(inForce('own.expires_at'))
    .as('access_direct'),
  eb.selectFrom(groupMembershipsOf(userId).as('membership')).select((inner) => inner.fn.max('membership.access_level').as('level'))
    .where('membership.group_id', '=', namespaceId)
    .as('access_namespace'),
  eb.selectFrom('project_group_links as share')
    .innerJoin(groupMembershipsOf(userId).as('membership'), 'membership.group_id', 'share.group_id')
    .select(sql<number | null>`max(case when ${sql.ref('membership.access_level')} < ${sql.ref('share.group_access')} then ${sql.ref('membership.access_level')} else ${sql.ref('share.group_access')} end)`.as('level'))
    .where('share.project_id', '=', projectId).where(inForce('share.expires_at'))
    .as('access_shared'),
] as const;

export interface AccessColumns {
  access_direct: number | string | null;
  access_namespace: number | string | null;
  access_shared: number | string | null;
}

const level = (value: number | string | null): number | undefined => (value === null ? undefined : Number(value));

/** The access `accessColumns` selected, as `projectAccessOf` gives it (undefined for none). */
export function accessFromColumns(row: AccessColumns): ProjectAccess | undefined {
  const project = level(row.access_direct);
  const group = higher(level(row.access_namespace), level(row.access_shared));
  if (project === undefined && group === undefined) return undefined;
  return { ...(project === undefined ? {} : { project }), ...(group === undefined ? {} : { group }) };
}

/** The highest of a user's accesses to a project. */
export const effectiveLevel = (access: ProjectAccess | undefined): number | undefined => higher(access?.project, access?.group);
