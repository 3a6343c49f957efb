import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Schema, UserRow } from '../database/schema.js';

/** A project with what every representation of it needs from its namespace and owner. */
export function selectProjects(db: Database) {
  return db
    .selectFrom('projects')
    .innerJoin('namespaces', 'namespaces.id', 'projects.namespace_id')
    .leftJoin('users as owners', 'owners.id', 'namespaces.owner_id')
    .selectAll('projects')
    .select([
      'namespaces.name as namespace_name',
      'namespaces.path as namespace_path',
      'namespaces.full_path as namespace_full_path',
      'namespaces.kind as namespace_kind',
      'owners.id as owner_id',
      'owners.name as owner_name',
      'owners.username as owner_username',
      'owners.created_at as owner_created_at',
    ]);
}

export type ProjectRecord = Awaited<ReturnType<ReturnType<typeof selectProjects>['executeTakeFirstOrThrow']>>;

type ProjectsScope = ExpressionBuilder<Schema & { namespaces: Schema['namespaces'] }, 'projects'>;

/**
 * Projects the user may read: all for administrators; public ones for anonymous callers; public, internal and
 * those they are a member of for everyone else.
 */
export function readableBy(user: UserRow | null) {
  return (eb: ProjectsScope) => {
    if (user?.is_admin) return eb.lit(true);
    if (!user) return eb('projects.visibility', '=', 'public');
    return eb.or([
      eb('projects.visibility', 'in', ['public', 'internal']),
      eb('projects.id', 'in', eb.selectFrom('project_members').select('project_members.project_id').where('project_members.user_id', '=', user.id)),
    ]);
  };
}

/** `:id` is a numeric id or a full path (`group/project`, already URL-decoded). */
export function byIdOrPath(idOrPath: string | number) {
  return (eb: ProjectsScope) => {
    const text = String(idOrPath);
    // Ids beyond the integer column's range name no project (and must not reach PostgreSQL as an int4).
    if (/^\d+$/.test(text)) return Number(text) <= 2_147_483_647 ? eb('projects.id', '=', Number(text)) : eb.lit(false);
    const slash = text.lastIndexOf('/');
    if (slash < 0) return eb.lit(false);
    return eb.and([
      eb(sql`lower(namespaces.full_path)`, '=', text.slice(0, slash).toLowerCase()),
      eb(sql`lower(projects.path)`, '=', text.slice(slash + 1).toLowerCase()),
    ]);
  };
}

/** The caller's project access level per project, for the permissions block. */
export async function accessLevels(db: Database, user: UserRow | null, projectIds: number[]): Promise<Map<number, number>> {
  if (!user || projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('project_members')
    .select(['project_id', 'access_level'])
    .where('user_id', '=', user.id)
    .where('project_id', 'in', projectIds)
    .execute();
  return new Map(rows.map((row) => [row.project_id, row.access_level]));
}
