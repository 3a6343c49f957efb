// Access levels, as the spec's `AccessLevel` defines them, and the one rule for a caller's level in a project:
// administrators count as owners, anonymous callers and non-members as `noAccess`.
import type { components } from '../../generated/api.js';
import type { Database, UserRow } from '../database/schema.js';
import { effectiveLevel, projectAccessOf } from './project-access.js';

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
