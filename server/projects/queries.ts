import type { ExpressionBuilder } from 'kysely';
import { builtOncePerDatabase } from '../database/built-once.js';
import type { Database, Schema, UserRow } from '../database/schema.js';
import { groupIdsOf } from '../access/group-memberships.js';
import { directProjectIdsOf, effectiveLevel, projectAccessOf, sharedProjectIdsOf, type ProjectAccess } from '../access/project-access.js';

/**
 * Projects joined to their namespace and its owner, selecting nothing yet: what the list filters read. A list's own
 * query selects its page's ids from it (see page-query.ts).
 */
export const projectsWithNamespaces = builtOncePerDatabase((db: Database) => db
  .selectFrom('projects')
  // Every project has its namespace: the left join finds the same rows, and lets both databases leave the join
  // out where nothing reads the namespace (the ids of a deep page walk the order's index alone).
  .leftJoin('namespaces', 'namespaces.id', 'projects.namespace_id')
  .leftJoin('users as owners', 'owners.id', 'namespaces.owner_id'));

/** A project with what every representation of it needs from its namespace and owner. */
export const selectProjects = builtOncePerDatabase((db: Database) => projectsWithNamespaces(db)
  .leftJoin('project_issue_counts as issue_counts', 'issue_counts.project_id', 'projects.id')
  .selectAll('projects')
  .select((eb) => [
    eb.ref('namespaces.name').$notNull().as('namespace_name'),
    eb.ref('namespaces.path').$notNull().as('namespace_path'),
    eb.ref('namespaces.full_path').$notNull().as('namespace_full_path'),
    eb.ref('namespaces.kind').$notNull().as('namespace_kind'),
  ])
  .select([
    'owners.id as owner_id',
    'owners.name as owner_name',
    'owners.username as owner_username',
    'owners.created_at as owner_created_at',
    // PostgreSQL counts as bigint (a string); present.ts reads it with Number().
    (eb) => eb.selectFrom('project_stars').select(eb.fn.countAll<string | number>().as('count'))
      .whereRef('project_stars.project_id', '=', 'projects.id').as('star_count'),
    (eb) => eb.selectFrom('projects as forks').select(eb.fn.countAll<string | number>().as('count'))
      .whereRef('forks.forked_from_project_id', '=', 'projects.id').as('forks_count'),
    // Open issues, and the confidential ones among them (see open-issues.ts), as the triggers on issues keep them
    // (migration 027): a read costs the same whatever the project's issues.
    (eb) => eb.fn.coalesce('issue_counts.open_issues', eb.lit(0)).as('open_issues'),
    (eb) => eb.fn.coalesce('issue_counts.open_confidential_issues', eb.lit(0)).as('open_confidential_issues'),
    // Whether any group share is recorded, in force or not: most projects have none, and their representation then
    // reads no shares (share-queries.ts), which on PostgreSQL is a round trip.
    (eb) => eb.exists(eb.selectFrom('project_group_links as share').select('share.id')
      .whereRef('share.project_id', '=', 'projects.id')).as('has_group_shares'),
  ]));

export type ProjectRecord = Awaited<ReturnType<ReturnType<typeof selectProjects>['executeTakeFirstOrThrow']>>;

type ProjectsScope = ExpressionBuilder<Schema & { namespaces: Schema['namespaces'] }, 'projects'>;

/**
 * Projects the user may read: all for administrators; public ones for anonymous callers; public, internal and
 * those they have access to (see access/project-access.ts: as a project member, as a member of the project's
 * group or an ancestor, or of a group the project is shared with) for everyone else.
 */
export function readableBy(user: UserRow | null) {
  return (eb: ProjectsScope) => {
    if (user?.is_admin) return eb.lit(true);
    if (!user) return eb('projects.visibility', '=', 'public');
    return eb.or([eb('projects.visibility', 'in', ['public', 'internal']), memberOf(user)(eb)]);
  };
}

/** Projects the user belongs to: as a direct member, through the project's group, or through a share. */
export function memberOf(user: UserRow) {
  return (eb: ProjectsScope) => eb.or([
    eb('projects.id', 'in', directProjectIdsOf(user.id)),
    eb('projects.namespace_id', 'in', groupIdsOf(user.id)),
    eb('projects.id', 'in', sharedProjectIdsOf(user.id)),
  ]);
}

/** The caller's direct (`project`) and group-derived (`group`) access per project, for the permissions block. */
export async function viewerAccess(db: Database, user: UserRow | null, projectIds: number[]): Promise<Map<number, ProjectAccess>> {
  if (!user) return new Map();
  return projectAccessOf(db, user.id, projectIds);
}

/** The effective access level per project: the highest of the direct and the group-derived access. */
export const effectiveLevels = (access: Map<number, ProjectAccess>): Map<number, number> =>
  new Map([...access].map(([projectId, levels]) => [projectId, effectiveLevel(levels)!]));

/** The caller's effective access level per project. */
export async function accessLevels(db: Database, user: UserRow | null, projectIds: number[]): Promise<Map<number, number>> {
  return effectiveLevels(await viewerAccess(db, user, projectIds));
}
