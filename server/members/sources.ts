// What members belong to: a group (`group_members`) or a project (`project_members`), with the caller's level in
// it, which decides what they may change.
import { signedInUser, type Actor } from '../auth/actor.js';
import { levelIn } from '../access/levels.js';
import type { Database } from '../database/schema.js';
import { callerGroupLevel, findReadableGroup } from '../groups/access.js';
import { findReadableProject } from '../projects/access.js';

export interface MemberSource {
  kind: 'group' | 'project';
  id: number;
}

export const membersTable = (source: MemberSource) =>
  source.kind === 'group'
    ? { table: 'group_members', column: 'group_id' } as const
    : { table: 'project_members', column: 'project_id' } as const;

/** The group or project `:id` names, when the caller can see it (404 `Group/Project Not Found` otherwise). */
export async function readableSource(db: Database, actor: Actor, kind: MemberSource['kind'], idOrPath: string | number): Promise<MemberSource> {
  const { id } = kind === 'group' ? await findReadableGroup(db, actor.user, idOrPath) : await findReadableProject(db, actor, idOrPath);
  return { kind, id };
}

/** The signed-in caller's level in the source (401 for anonymous callers; administrators count as owners). */
export async function callerLevel(db: Database, actor: Actor, source: MemberSource): Promise<number> {
  if (source.kind === 'group') return callerGroupLevel(db, actor, source.id);
  return levelIn(db, signedInUser(actor), source.id);
}
