// The password check shared by the web sign-in and the OAuth password grant.
import type { Database, UserRow } from '../database/schema.js';
import { findUserByLogin } from '../users/queries.js';
import { hashPassword, passwordMatches } from './secrets.js';

/** Hashed once, so an unknown login costs as much as a wrong password and does not reveal itself by timing. */
let decoy: Promise<string> | undefined;

/** The active user whose username or e-mail address is `login` and whose password is `password`. */
export async function userWithPassword(db: Database, login: unknown, password: unknown): Promise<UserRow | undefined> {
  if (typeof login !== 'string' || login === '' || typeof password !== 'string' || password === '') return undefined;
  const user = await findUserByLogin(db, login);
  if (!user) {
    await passwordMatches(password, await (decoy ??= hashPassword('decoy-password')));
    return undefined;
  }
  const matches = await passwordMatches(password, user.password_hash);
  return matches && user.state === 'active' ? user : undefined;
}
