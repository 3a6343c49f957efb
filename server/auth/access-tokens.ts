import type { components } from '../../generated/api.js';
import { preparedQuery } from '../database/prepared-query.js';
import { flag, now, type AccessTokenRow, type AccessTokensTable, type Database } from '../database/schema.js';
import { hashSecret, newSecret } from './secrets.js';

type Scope = components['schemas']['AccessTokenScope'];

export interface NewAccessToken {
  userId: number;
  name: string;
  kind: AccessTokensTable['kind'];
  scopes: Scope[];
  /** ISO timestamp after which the token stops working; null for never. */
  expiresAt: string | null;
  /** A caller-chosen secret (the ADMIN_TOKEN); a random one otherwise. */
  secret?: string;
  withRefreshToken?: boolean;
}

export interface IssuedAccessToken {
  row: AccessTokenRow;
  secret: string;
  refreshSecret: string | null;
}

const prefixes: Record<AccessTokensTable['kind'], string> = { personal: 'rhspat-', impersonation: 'rhsimp-', oauth: 'rhsoat-' };

export async function issueAccessToken(db: Database, token: NewAccessToken): Promise<IssuedAccessToken> {
  const secret = token.secret ?? newSecret(prefixes[token.kind]);
  const refreshSecret = token.withRefreshToken ? newSecret('rhsort-') : null;
  const row = await db
    .insertInto('access_tokens')
    .values({
      user_id: token.userId,
      name: token.name,
      kind: token.kind,
      token_hash: hashSecret(secret),
      refresh_token_hash: refreshSecret ? hashSecret(refreshSecret) : null,
      scopes: JSON.stringify(token.scopes),
      expires_at: token.expiresAt,
      revoked: flag(false),
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, secret, refreshSecret };
}

export const isActive = (token: AccessTokenRow, at = now()): boolean =>
  !token.revoked && (token.expires_at === null || token.expires_at > at);

// Prepared: every request with a token looks it up.
const tokenWithHash = preparedQuery((db: Database, tokenHash: string) => db.selectFrom('access_tokens').selectAll().where('token_hash', '=', tokenHash));

/** The active token with this secret value, if any. */
export async function findActiveAccessToken(db: Database, secret: string): Promise<AccessTokenRow | undefined> {
  const [token] = await tokenWithHash(db, hashSecret(secret));
  return token && isActive(token) ? token : undefined;
}

export const tokenScopes = (token: AccessTokenRow): Scope[] => JSON.parse(token.scopes) as Scope[];

export function presentAccessToken(token: AccessTokenRow, secret?: string): components['schemas']['AccessToken'] {
  return {
    id: token.id,
    name: token.name,
    revoked: token.revoked === 1,
    created_at: token.created_at,
    scopes: tokenScopes(token),
    user_id: token.user_id,
    active: isActive(token),
    expires_at: token.expires_at?.slice(0, 10) ?? null,
    impersonation: token.kind === 'impersonation',
    ...(secret ? { token: secret } : {}),
  };
}
