// Resolves the caller from a personal access, impersonation or OAuth token, or the session cookie, then applies
// sudo exactly as the conventions table says. Runs before request validation, as the real service does.
import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import type { UserRow } from '../database/schema.js';
import { forbidden, insufficientScope, notFound, unauthorized } from '../http/api-error.js';
import { refuseUnconfirmedAnswers } from '../http/confirmed-caller.js';
import type { Services } from '../services.js';
import { findUserByIdOrUsername } from '../users/queries.js';
import { lookUpToken, recordUse, useToRecord } from './access-tokens.js';
import { actorAheadOfLookup, rememberLookup } from './lookup-ahead.js';
import { hashSecret } from './secrets.js';
import { anonymous, type Actor } from './actor.js';
import { sessionCookie, sessionUser } from './web-sessions.js';

const single = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : Array.isArray(value) ? single(value[0]) : undefined;

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '');
  return match?.[1] ?? single(request.query.access_token);
}

/** `aheadOfLookup`: the caller may be the token's holder as read lately, confirmed before the answer (lookup-ahead.ts). */
async function credentialedActor({ db }: Services, request: Request, aheadOfLookup: boolean): Promise<Actor> {
  const secret = request.get('private-token') || single(request.query.private_token) || bearerToken(request);
  if (secret) {
    const tokenHash = hashSecret(secret);
    const ahead = aheadOfLookup ? actorAheadOfLookup(db, tokenHash) : undefined;
    if (ahead) return ahead;
    const found = await lookUpToken(db, tokenHash);
    if (!found || found.holder.user.state !== 'active') throw unauthorized();
    if (useToRecord(found.row)) await recordUse(db, found.row, found.holder.user);
    else rememberLookup(db, tokenHash, found.row);
    const { holder } = found;
    return { user: holder.user, scopes: holder.scopes, via: 'token', tokenId: holder.tokenId };
  }
  const cookie = parseCookies(request.get('cookie') ?? '')[sessionCookie];
  const user = cookie ? await sessionUser(db, cookie) : undefined;
  return user && user.state === 'active' ? { user, scopes: null, via: 'session' } : anonymous;
}

async function sudoUser({ db }: Services, actor: Actor, identifier: string): Promise<UserRow> {
  if (!actor.user) throw unauthorized();
  if (!actor.user.is_admin) throw forbidden('Must be admin to use sudo');
  if (actor.via !== 'token') throw forbidden('Must be authenticated using an OAuth or Personal Access Token to use sudo');
  if (!actor.scopes?.includes('sudo')) throw insufficientScope('sudo');
  const user = await findUserByIdOrUsername(db, identifier);
  if (!user) throw notFound(`User with ID or username '${identifier}'`);
  return user;
}

/**
 * The real service reads `sudo` from all of a request's parameters, the body included (python-gitlab's command line
 * puts it there). It is taken out of the body, which then holds only the operation's own parameters.
 */
function sudoFromBody(request: Request): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('sudo' in body)) return undefined;
  const { sudo, ...rest } = body;
  request.body = rest;
  return typeof sudo === 'number' ? String(sudo) : single(sudo);
}

/**
 * `answersConfirmCaller`: every step of the requests it authenticates that answers waits for the actor's `confirmed`
 * (server/http/confirmed-caller.ts), so a GET may go on before its token's lookup comes back.
 */
export function authenticate(services: Services, { answersConfirmCaller = false } = {}) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const inBody = sudoFromBody(request);
    const sudo = request.get('sudo') || single(request.query.sudo) || inBody;
    const actor = await credentialedActor(services, request, answersConfirmCaller && request.method === 'GET' && !sudo);
    if (actor.confirmed) refuseUnconfirmedAnswers(response);
    response.locals.actor = sudo ? { ...actor, user: await sudoUser(services, actor, sudo) } : actor;
    next();
  };
}
