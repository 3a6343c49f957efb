import { sql } from 'kysely';
import type { Database, UserRow } from '../database/schema.js';

export const findUserById = (db: Database, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByUsername = (db: Database, username: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();

/** Sudo and `/users/:user_id/projects` take a numeric id or a username. */
export const findUserByIdOrUsername = (db: Database, identifier: string): Promise<UserRow | undefined> =>
  /^\d+$/.test(identifier) ? findUserById(db, Number(identifier)) : findUserByUsername(db, identifier);
