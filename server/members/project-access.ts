// A user's access to a project: the highest of
// - their direct project membership (`project_access`),
// - their membership of the project's group or one of its ancestors, and
// - for each group the project is shared with, their membership of that group (or an ancestor) capped at the
//   share's `group_access` (together `group_access`).
// Memberships and shares count only while in force (see expiry.ts).
import { expressionBuilder } from 'kysely';
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

const directAccess = (db: Database, userId: number, projectIds: number[]) =>
  db.selectFrom('project_members')
    .select(['project_id', 'access_level'])
    .where('user_id', '=', userId)
    .where('project_id', 'in', projectIds)
    .where(inForce('expires_at'));

const namespaceAccess = (db: Database, userId: number, projectIds: number[]) =>
  db.selectFrom('projects')
    .innerJoin(groupMembershipsOf(userId).as('membership'), 'membership.group_id', 'projects.namespace_id')
    .where('projects.id', 'in', projectIds)
    .select((qb) => ['projects.id as project_id', qb.fn.max('membership.access_level').as('access_level')])
    .groupBy('projects.id');

const shareAccess = (db: Database, userId: number, projectIds: number[]) =>
  db.selectFrom('project_group_links as share')
    .innerJoin(groupMembershipsOf(userId).as('membership'), 'membership.group_id', 'share.group_id')
    .where('share.project_id', 'in', projectIds)
    .where(inForce('share.expires_at'))
    .select((qb) => ['share.project_id', 'share.group_access', qb.fn.max('membership.access_level').as('access_level')])
    .groupBy(['share.id', 'share.project_id', 'share.group_access']);

// The three lookups are prepared queries (per number of projects): one project on nearly every request, a page of
// them on every project list, where compiling them anew cost more than running them.
const directAccessRows = preparedQuery(directAccess);
const namespaceAccessRows = preparedQuery(namespaceAccess);
const shareAccessRows = preparedQuery(shareAccess);

const accessRows = (db: Database, userId: number, projectIds: number[]) =>
  Promise.all([directAccessRows(db, userId, projectIds), namespaceAccessRows(db, userId, projectIds), shareAccessRows(db, userId, projectIds)]);

export async function projectAccessOf(db: Database, userId: number, projectIds: number[]): Promise<Map<number, ProjectAccess>> {
  const access = new Map<number, ProjectAccess>();
  if (projectIds.length === 0) return access;
  const [direct, throughNamespace, throughShares] = await accessRows(db, userId, projectIds);
  const entry = (projectId: number) => {
    let found = access.get(projectId);
    if (!found) access.set(projectId, (found = {}));
    return found;
  };
  for (const row of direct) entry(row.project_id).project = row.access_level;
  for (const row of throughNamespace) entry(row.project_id).group = higher(entry(row.project_id).group, Number(row.access_level));
  for (const row of throughShares) {
    const level = Math.min(Number(row.access_level), row.group_access);
    entry(row.project_id).group = higher(entry(row.project_id).group, level);
  }
  return access;
}

/** The highest of a user's accesses to a project. */
export const effectiveLevel = (access: ProjectAccess | undefined): number | undefined => higher(access?.project, access?.group);
