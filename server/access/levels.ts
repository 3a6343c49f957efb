// Access levels, as the spec's `AccessLevel` defines them, and the one rule for a caller's level in a project:
// administrators count as owners, anonymous callers and non-members as `noAccess`.
import type { components } from '../../generated/api.js';
import type { Database, UserRow } from '../database/schema.js';
import { accessFromColumns, effectiveLevel, projectAccessOf, type AccessColumns } from './project-access.js';

export type AccessLevel = components['schemas']['AccessLevel'];

export const accessLevel = { guest: 10, reporter: 20, developer: 30, maintainer: 40, owner: 50 } as const satisfies Record<string, AccessLevel>;

/** Below every level: no membership (or none in force). */
export const noAccess = 0;

/** The caller's effective access level to the project. */
export async function levelIn(db: Database, user: UserRow | null, projectId: number): Promise<number> {
  if (!user) return noAccess;
  if (user.is_admin) return accessLevel.owner;
  return effectiveLevel((await projectAccessOf(db, user.id, [projectId])).get(projectId)) ?? noAccess;
}

/**
 * As `levelIn`, from the access the project was read with (`accessColumns`, as `readableProjectWithAccess` reads it)
 * when it was: on PostgreSQL, a round trip fewer.
 */
export function levelInProject(db: Database, user: UserRow | null, project: { id: number } | ({ id: number } & AccessColumns)): Promise<number> {
  if (user && !user.is_admin && 'access_direct' in project) return Promise.resolve(effectiveLevel(accessFromColumns(project)) ?? noAccess);
  return levelIn(db, user, project.id);
}
