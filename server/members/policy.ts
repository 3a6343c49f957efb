// Who may change memberships: maintainers and owners (directly or through groups) and administrators; only
// owners and administrators may grant the owner level or change or remove an owner. A group keeps at least one
// direct owner.
import { accessLevel } from '../access/levels.js';
import { forbidden } from '../http/api-error.js';
import type { Database } from '../database/schema.js';
import type { MemberSource } from './sources.js';
import { ownerCount } from './store.js';

export function checkCanManageMembers(callerLevel: number): void {
  if (callerLevel < accessLevel.maintainer) throw forbidden();
}

/** 403 unless the caller is an owner when any of `levels` (the new or the current one) is the owner level. */
export function checkOwnerLevelChange(callerLevel: number, ...levels: number[]): void {
  if (callerLevel < accessLevel.owner && levels.includes(accessLevel.owner)) throw forbidden();
}

/** 403 when the change would leave a group without a direct owner. */
export async function checkGroupKeepsOwner(db: Database, source: MemberSource, currentLevel: number, newLevel?: number): Promise<void> {
  if (source.kind !== 'group' || currentLevel !== accessLevel.owner || newLevel === accessLevel.owner) return;
  if ((await ownerCount(db, source)) <= 1) throw forbidden('A group must have at least one owner');
}
