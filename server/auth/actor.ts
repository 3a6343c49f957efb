import type { UserRow } from '../database/schema.js';
import { forbidden, unauthorized } from '../http/api-error.js';

/** Who is calling, after authentication and sudo. */
export interface Actor {
  /** The user the request acts as (the sudo user when sudo is used); null for anonymous callers. */
  user: UserRow | null;
  /** The token's scopes; null when the caller used a session cookie or no credentials. */
  scopes: string[] | null;
  via: 'token' | 'session' | 'anonymous';
  /** The id of the token the caller used, when it used one. */
  tokenId?: number;
}

export const anonymous: Actor = { user: null, scopes: null, via: 'anonymous' };

export function signedInUser(actor: Actor): UserRow {
  if (!actor.user) throw unauthorized();
  return actor.user;
}

export function administrator(actor: Actor): UserRow {
  const user = signedInUser(actor);
  if (!user.is_admin) throw forbidden();
  return user;
}
