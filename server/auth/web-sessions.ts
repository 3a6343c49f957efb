import { clock } from '../database/clock.js';
import { now, type Database, type UserRow } from '../database/schema.js';
import { hashSecret, newSecret } from './secrets.js';

export const sessionCookie = '_service_session';
const sessionLifetimeMs = 7 * 24 * 3600 * 1000;

/** Starts a web session for the user and returns the cookie value. */
export async function startSession(db: Database, userId: number): Promise<string> {
  const secret = newSecret('');
  const createdAt = clock.now();
  await db
    .insertInto('web_sessions')
    .values({
      user_id: userId,
      token_hash: hashSecret(secret),
      created_at: createdAt.toISOString(),
      expires_at: new Date(createdAt.getTime() + sessionLifetimeMs).toISOString(),
    })
    .execute();
  return secret;
}

export async function sessionUser(db: Database, secret: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('web_sessions')
    .innerJoin('users', 'users.id', 'web_sessions.user_id')
    .selectAll('users')
    .where('web_sessions.token_hash', '=', hashSecret(secret))
    .where('web_sessions.expires_at', '>', now())
    .executeTakeFirst();
}
