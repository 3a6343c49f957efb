// Who may change memberships: maintainers and owners (directly or through groups) and administrators; only
// owners and administrators may grant the owner level or change or remove an owner. A group keeps at least one
// direct owner.
import { forbidden } from '../http/api-error.js';
import type { Database } from '../database/schema.js';
import type { MemberSource } from './sources.js';
import { ownerCount } from './store.js';

export const ownerLevel = 50;
const maintainerLevel = 40;

export function checkCanManageMembers(callerLevel: number): void {
  if (callerLevel < maintainerLevel) throw forbidden();
}

/** 403 unless the caller is an owner when any of `levels` (the new or the current one) is the owner level. */
export function checkOwnerLevelChange(callerLevel: number, ...levels: number[]): void {
  if (callerLevel < ownerLevel && levels.includes(ownerLevel)) throw forbidden();
}

/** 403 when the change would leave a group without a direct owner. */
export async function checkGroupKeepsOwner(db: Database, source: MemberSource, currentLevel: number, newLevel?: number): Promise<void> {
  if (source.kind !== 'group' || currentLevel !== ownerLevel || newLevel === ownerLevel) return;
  if ((await ownerCount(db, source)) <= 1) throw forbidden('A group must have at least one owner');
}
