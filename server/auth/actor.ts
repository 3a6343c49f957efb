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
  /**
   * Set while the caller is the token's holder as read lately, its lookup made again meanwhile (lookup-ahead.ts): an
   * answer waits for it. Rejects with 401 when the token or its user is no longer active; resolves true when the
   * holder changed, now taken into this actor, so that the answer is made again, false otherwise.
   */
  confirmed?: () => Promise<boolean>;
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
