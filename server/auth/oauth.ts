// POST /oauth/token: the resource owner password grant and the refresh token grant, as the real service offers.
import { clock } from '../database/clock.js';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Database, UserRow } from '../database/schema.js';
import type { Services } from '../services.js';
import { issueAccessToken } from './access-tokens.js';
import { userWithPassword } from './credentials.js';
import { readSettings } from '../settings/store.js';
import { hashSecret } from './secrets.js';
import { throttle } from './throttle.js';

const lifetimeSeconds = 7200;
const grantableScopes = ['api', 'read_api', 'read_user', 'sudo', 'read_repository', 'write_repository'] as const;
type GrantableScope = (typeof grantableScopes)[number];

/** RFC 6749 §5.1: responses of the token endpoint carry tokens and must not be cached. */
function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
  next();
}

function oauthError(response: Response, status: number, error: string, description: string): void {
  response.status(status).json({ error, error_description: description });
}

const invalidGrant = (response: Response) =>
  oauthError(response, 400, 'invalid_grant',
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.');

interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  created_at: number;
}

async function issue(db: Database, user: UserRow, scopes: GrantableScope[]): Promise<TokenResponse> {
  const createdAt = Math.floor(clock.nowMs() / 1000);
  const { secret, refreshSecret } = await issueAccessToken(db, {
    userId: user.id,
    name: 'OAuth access token',
    kind: 'oauth',
    scopes,
    expiresAt: new Date((createdAt + lifetimeSeconds) * 1000).toISOString(),
    withRefreshToken: true,
  });
  return {
    access_token: secret,
    token_type: 'Bearer',
    expires_in: lifetimeSeconds,
    refresh_token: refreshSecret!,
    scope: scopes.join(' '),
    created_at: createdAt,
  };
}

function requestedScopes(scope: unknown): GrantableScope[] | undefined {
  const names = typeof scope === 'string' && scope.trim() !== '' ? scope.trim().split(/\s+/) : ['api'];
  return names.every((name) => (grantableScopes as readonly string[]).includes(name)) ? (names as GrantableScope[]) : undefined;
}

export function oauthRouter({ db }: Services): Router {
  const router = Router();
  router.post('/token', noStore, express.urlencoded({ extended: false }), express.json(), throttle((request) => request.body?.username), async (request, response) => {
    const parameters = { ...request.query, ...(request.body ?? {}) } as Record<string, unknown>;
    if (parameters.grant_type === undefined || parameters.grant_type === '') {
      return oauthError(response, 400, 'invalid_request', 'Missing required parameter: grant_type.');
    }
    if (parameters.grant_type === 'password') {
      const scopes = requestedScopes(parameters.scope);
      if (!scopes) return oauthError(response, 400, 'invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
      if (!(await readSettings(db)).password_authentication_enabled_for_web) {
        return oauthError(response, 400, 'invalid_grant', 'Password authentication is disabled.');
      }
      // The username may also be the e-mail address, as on the web sign-in.
      const user = await userWithPassword(db, parameters.username, parameters.password);
      if (!user) return invalidGrant(response);
      response.status(200).json(await issue(db, user, scopes));
      return;
    }
    if (parameters.grant_type === 'refresh_token') {
      if (typeof parameters.refresh_token !== 'string' || parameters.refresh_token === '') {
        return oauthError(response, 400, 'invalid_request', 'Missing required parameter: refresh_token.');
      }
      // The refresh token is used once: the old pair is revoked as the new one is issued, in one transaction. A
      // revoked pair's refresh token is dead too; an expired access token's is not (that is what it is for).
      const refreshToken = parameters.refresh_token;
      const issued = await db.transaction().execute(async (trx) => {
        const old = await trx
          .updateTable('access_tokens')
          .set({ revoked: 1, refresh_token_hash: null })
          .where('refresh_token_hash', '=', hashSecret(refreshToken))
          .where('kind', '=', 'oauth')
          .where('revoked', '=', 0)
          .returning(['user_id', 'scopes'])
          .executeTakeFirst();
        const user = old && (await trx.selectFrom('users').selectAll().where('id', '=', old.user_id).executeTakeFirst());
        if (!old || !user || user.state !== 'active') return undefined;
        return issue(trx, user, JSON.parse(old.scopes) as GrantableScope[]);
      });
      if (!issued) return invalidGrant(response);
      response.status(200).json(issued);
      return;
    }
    oauthError(response, 400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server.');
  });
  return router;
}

