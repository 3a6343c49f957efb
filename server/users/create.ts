import { sql } from 'kysely';
import { flag, now, type Database, type UserRow } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { conflict } from '../http/api-error.js';
import { hashPassword, newSecret } from '../auth/secrets.js';

export interface NewUser {
  username: string;
  name: string;
  email: string;
  /** Null sets a random password nobody knows. */
  password: string | null;
  isAdmin: boolean;
  projectsLimit: number;
  canCreateGroup: boolean;
  external: boolean;
  bio: string;
}

/** Creates the user and their namespace together; a taken username or e-mail address is 409. */
export async function createUser(db: Database, user: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(user.password ?? newSecret(''));
  const created = db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select(['username', 'email'])
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', user.username.toLowerCase()), eb(sql`lower(email)`, '=', user.email.toLowerCase())]))
      .executeTakeFirst();
    const namespaceTaken = await trx.selectFrom('namespaces').select('id').where(sql`lower(full_path)`, '=', user.username.toLowerCase()).executeTakeFirst();
    if (taken?.email.toLowerCase() === user.email.toLowerCase()) throw conflict('Email has already been taken');
    if (taken || namespaceTaken) throw conflict('Username has already been taken');
    const createdAt = now();
    const row = await trx
      .insertInto('users')
      .values({
        username: user.username,
        name: user.name,
        email: user.email,
        password_hash: passwordHash,
        state: 'active',
        is_admin: flag(user.isAdmin),
        projects_limit: user.projectsLimit,
        can_create_group: flag(user.canCreateGroup),
        external: flag(user.external),
        bio: user.bio,
        public_email: null,
        created_at: createdAt,
        updated_at: createdAt,
        last_sign_in_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('namespaces')
      .values({ name: user.username, path: user.username, full_path: user.username, kind: 'user', owner_id: row.id, parent_id: null, created_at: createdAt })
      .execute();
    return row;
  });
  // A concurrent create of the same user passes the check above and then meets the unique index.
  return created.catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict('Username has already been taken') : error;
  });
}
