import type { components } from '../../generated/api.js';
import { preparedHeldRead, preparedQuery } from '../database/prepared-query.js';
import { flag, now, type AccessTokenRow, type AccessTokensTable, type Database, type UserRow } from '../database/schema.js';
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

export const isActive = (token: Pick<AccessTokenRow, 'revoked' | 'expires_at'>, at = now()): boolean =>
  !token.revoked && (token.expires_at === null || token.expires_at > at);

// Prepared, and one query for token and user: every request with a token looks them up.
const tokenHolderRows = (db: Database, tokenHash: string) => db
  .selectFrom('access_tokens')
  .innerJoin('users', 'users.id', 'access_tokens.user_id')
  .selectAll('users')
  .select(['access_tokens.id as token_id', 'access_tokens.scopes as token_scopes', 'access_tokens.revoked as token_revoked',
    'access_tokens.expires_at as token_expires_at', 'access_tokens.last_used_at as token_last_used_at'])
  .where('access_tokens.token_hash', '=', tokenHash);
const holderOfToken = preparedQuery(tokenHolderRows);
/** The same lookup, held to go with the next statement (lookup-ahead.ts); undefined where reads are not held. */
export const heldHolderOfToken = preparedHeldRead(tokenHolderRows);

/** A lookup's row: the token's user, and the token's own columns. */
export type HolderRow = Awaited<ReturnType<typeof holderOfToken>>[number];

export interface TokenHolder {
  user: UserRow;
  scopes: Scope[];
  tokenId: number;
}

/** The holder a lookup's row names when its token is active (whatever the user's state). */
export function holderOf(row: HolderRow | undefined): TokenHolder | undefined {
  if (!row) return undefined;
  const { token_id, token_scopes, token_revoked, token_expires_at, token_last_used_at, ...user } = row;
  if (!isActive({ revoked: token_revoked, expires_at: token_expires_at })) return undefined;
  return { user, scopes: tokenScopes({ scopes: token_scopes }), tokenId: token_id };
}

/** The active token with this secret value: its holder, and the row it was read from. */
export async function lookUpToken(db: Database, tokenHash: string): Promise<{ holder: TokenHolder; row: HolderRow } | undefined> {
  const [row] = await holderOfToken(db, tokenHash);
  const holder = holderOf(row);
  return holder && { holder, row: row! };
}

/** The user of the active token with this secret value (whatever the user's state), and the token's scopes. */
export async function findTokenHolder(db: Database, secret: string): Promise<TokenHolder | undefined> {
  const found = await lookUpToken(db, hashSecret(secret));
  if (!found) return undefined;
  if (useToRecord(found.row)) await recordUse(db, found.row, found.holder.user);
  return found.holder;
}

const useInterval = 60_000;
const lastUseToRecord = (lastUsedAt: string | null, at: string): boolean =>
  lastUsedAt === null || Date.parse(at) - Date.parse(lastUsedAt) >= useInterval;

/**
 * Whether a use of the token now is recorded: its `last_used_at` at most once a minute and its user's
 * `last_activity_on` at most once a day, as the real service records them, so that a stream of reads does not turn
 * into a stream of writes.
 */
export const useToRecord = (row: Pick<HolderRow, 'token_last_used_at' | 'last_activity_on'>, at = now()): boolean =>
  lastUseToRecord(row.token_last_used_at, at) || row.last_activity_on !== at.slice(0, 10);

/** Records a use of the token of a lookup's row (`useToRecord`), and the day in `user`. */
export async function recordUse(db: Database, row: HolderRow, user: UserRow): Promise<void> {
  const usedAt = now();
  if (lastUseToRecord(row.token_last_used_at, usedAt)) {
    await db.updateTable('access_tokens').set({ last_used_at: usedAt }).where('id', '=', row.token_id).execute();
  }
  const today = usedAt.slice(0, 10);
  if (user.last_activity_on !== today) {
    await db.updateTable('users').set({ last_activity_on: today }).where('id', '=', user.id).execute();
    user.last_activity_on = today;
  }
}

const tokenScopes = (token: Pick<AccessTokenRow, 'scopes'>): Scope[] => JSON.parse(token.scopes) as Scope[];

export function presentAccessToken(token: AccessTokenRow, secret?: string): components['schemas']['AccessToken'] {
  return {
    id: token.id,
    name: token.name,
    revoked: token.revoked === 1,
    created_at: token.created_at,
    scopes: tokenScopes(token),
    user_id: token.user_id,
    last_used_at: token.last_used_at,
    active: isActive(token),
    expires_at: token.expires_at?.slice(0, 10) ?? null,
    impersonation: token.kind === 'impersonation',
    ...(secret ? { token: secret } : {}),
  };
}
