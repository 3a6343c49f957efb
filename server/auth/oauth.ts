// POST /oauth/token: the resource owner password grant and the refresh token grant, as the real service offers.
import express, { Router, type Response } from 'express';
import type { Database, UserRow } from '../database/schema.js';
import type { Services } from '../services.js';
import { findUserByUsername } from '../users/queries.js';
import { issueAccessToken } from './access-tokens.js';
import { hashSecret, passwordMatches } from './secrets.js';

const lifetimeSeconds = 7200;
const grantableScopes = ['api', 'read_api', 'read_user', 'sudo', 'read_repository', 'write_repository'] as const;
type GrantableScope = (typeof grantableScopes)[number];

function oauthError(response: Response, status: number, error: string, description: string): void {
  response.status(status).json({ error, error_description: description });
}

const invalidGrant = (response: Response) =>
  oauthError(response, 400, 'invalid_grant',
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.');

async function issue(db: Database, user: UserRow, scopes: GrantableScope[], response: Response): Promise<void> {
  const createdAt = Math.floor(Date.now() / 1000);
  const { secret, refreshSecret } = await issueAccessToken(db, {
    userId: user.id,
    name: 'OAuth access token',
    kind: 'oauth',
    scopes,
    expiresAt: new Date((createdAt + lifetimeSeconds) * 1000).toISOString(),
    withRefreshToken: true,
  });
  response.status(200).json({
    access_token: secret,
    token_type: 'Bearer',
    expires_in: lifetimeSeconds,
    refresh_token: refreshSecret,
    scope: scopes.join(' '),
    created_at: createdAt,
  });
}

function requestedScopes(scope: unknown): GrantableScope[] | undefined {
  const names = typeof scope === 'string' && scope.trim() !== '' ? scope.trim().split(/\s+/) : ['api'];
  return names.every((name) => (grantableScopes as readonly string[]).includes(name)) ? (names as GrantableScope[]) : undefined;
}

export function oauthRouter({ db }: Services): Router {
  const router = Router();
  router.post('/token', express.urlencoded({ extended: false }), express.json(), async (request, response) => {
    const parameters = { ...request.query, ...(request.body ?? {}) } as Record<string, unknown>;
    if (parameters.grant_type === 'password') {
      const scopes = requestedScopes(parameters.scope);
      if (!scopes) return oauthError(response, 400, 'invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
      const user = typeof parameters.username === 'string' ? await findUserByUsername(db, parameters.username) : undefined;
      const valid = user && user.state === 'active' && typeof parameters.password === 'string'
        && (await passwordMatches(parameters.password, user.password_hash));
      if (!user || !valid) return invalidGrant(response);
      return issue(db, user, scopes, response);
    }
    if (parameters.grant_type === 'refresh_token' && typeof parameters.refresh_token === 'string') {
      // The refresh token is used once: the old pair is revoked when the new one is issued.
      const old = await db
        .updateTable('access_tokens')
        .set({ revoked: 1, refresh_token_hash: null })
        .where('refresh_token_hash', '=', hashSecret(parameters.refresh_token))
        .where('kind', '=', 'oauth')
        .returning(['user_id', 'scopes'])
        .executeTakeFirst();
      const user = old && (await db.selectFrom('users').selectAll().where('id', '=', old.user_id).executeTakeFirst());
      if (!old || !user || user.state !== 'active') return invalidGrant(response);
      return issue(db, user, JSON.parse(old.scopes) as GrantableScope[], response);
    }
    oauthError(response, 400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server.');
  });
  return router;
}

