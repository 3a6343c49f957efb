import { sql } from 'kysely';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, UserRow } from '../database/schema.js';
import { isRowId } from '../database/row-id.js';

// Prepared: every authenticated request looks its user up.
const userWithId = preparedQuery((db: Database, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));

/** Ids are 32-bit integers (isRowId): a larger number names no user. */
export const findUserById = async (db: Database, id: number): Promise<UserRow | undefined> =>
  isRowId(id) ? (await userWithId(db, id))[0] : undefined;

const usersWithIds = preparedQuery((db: Database, ids: number[]) => db.selectFrom('users').selectAll().where('id', 'in', ids));

/** The users a batch of rows refers to (authors, assignees…), by id, in one prepared query. */
export async function usersByIds(db: Database, ids: (number | null)[]): Promise<Map<number, UserRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await usersWithIds(db, wanted)).map((user) => [user.id, user]));
}

export const findUserByUsername = (db: Database, username: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();

/** Sudo and `/users/:user_id/projects` take a numeric id or a username. */
export const findUserByIdOrUsername = (db: Database, identifier: string): Promise<UserRow | undefined> =>
  /^\d+$/.test(identifier) ? findUserById(db, Number(identifier)) : findUserByUsername(db, identifier);

/** The web sign-in and the OAuth password grant take a username or an e-mail address, case-insensitively. */
export const findUserByLogin = (db: Database, login: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', login.toLowerCase()), eb(sql`lower(email)`, '=', login.toLowerCase())]))
    .orderBy('id')
    .executeTakeFirst();
