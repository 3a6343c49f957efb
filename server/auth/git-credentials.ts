// Credentials of git over HTTP: HTTP Basic with a personal access, impersonation or OAuth token as the password
// (any user name, `oauth2` customarily), or the account password while `password_authentication_enabled_for_git`.
import type { Request } from 'express';
import type { Database } from '../database/schema.js';
import { findTokenHolder } from './access-tokens.js';
import { anonymous, type Actor } from './actor.js';
import { userWithPassword } from './credentials.js';
import { readSettings } from '../settings/store.js';

export interface BasicCredentials {
  username: string;
  password: string;
}

export function basicCredentials(request: Request): BasicCredentials | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.get('authorization') ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The caller of a git request; undefined when credentials were given but are wrong. */
export async function gitActor(db: Database, request: Request): Promise<Actor | undefined> {
  const credentials = basicCredentials(request);
  if (!credentials) return anonymous;
  const holder = await findTokenHolder(db, credentials.password);
  if (holder) return holder.user.state === 'active' ? { user: holder.user, scopes: holder.scopes, via: 'token' } : undefined;
  if (!(await readSettings(db)).password_authentication_enabled_for_git) return undefined;
  const user = await userWithPassword(db, credentials.username, credentials.password);
  return user ? { user, scopes: null, via: 'session' } : undefined;
}
