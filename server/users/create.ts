import { sql, type Insertable } from 'kysely';
import { flag, now, type Database, type UserRow, type UsersTable } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { conflict, validationFailed } from '../http/api-error.js';
import { hashPassword, newSecret } from '../auth/secrets.js';
import { passwordProblems } from './password-rules.js';

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
  /** The profile fields given on create; the others keep their defaults. */
  profile?: Pick<Insertable<UsersTable>, 'location' | 'skype' | 'linkedin' | 'twitter' | 'website_url' | 'organization' | 'job_title' | 'note' | 'private_profile' | 'theme_id' | 'color_scheme_id'>;
}

/**
 * Creates the user and their namespace together. As in the real service, a taken e-mail address is 409 first, then a
 * taken username (or a namespace path), then model validation (400).
 */
export async function createUser(db: Database, user: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(user.password ?? newSecret(''));
  const created = db.transaction().execute(async (trx) => {
    const emailTaken = await trx.selectFrom('users').select('id').where(sql`lower(email)`, '=', user.email.toLowerCase()).executeTakeFirst();
    if (emailTaken) throw conflict('Email has already been taken');
    const usernameTaken = await trx.selectFrom('users').select('id').where(sql`lower(username)`, '=', user.username.toLowerCase()).executeTakeFirst();
    const namespaceTaken = await trx.selectFrom('namespaces').select('id').where(sql`lower(full_path)`, '=', user.username.toLowerCase()).executeTakeFirst();
    if (usernameTaken || namespaceTaken) throw conflict('Username has already been taken');
    const problems = passwordProblems(user.password);
    if (problems.length > 0) throw validationFailed({ password: problems });
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
        ...user.profile,
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
  return created.catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    const emailTaken = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', user.email.toLowerCase()).executeTakeFirst();
    throw conflict(emailTaken ? 'Email has already been taken' : 'Username has already been taken');
  });
}
