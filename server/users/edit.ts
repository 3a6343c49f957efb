import { sql, type Updateable } from 'kysely';
import { flag, now, type Database, type UserRow, type UsersTable } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { conflict, validationFailed } from '../http/api-error.js';
import { hashPassword } from '../auth/secrets.js';
import type { components } from '../../generated/api.js';
import { passwordProblems } from './password-rules.js';

type UserEdit = components['schemas']['UserEditRequest'];

const profileFields = ['name', 'email', 'bio', 'location', 'skype', 'linkedin', 'twitter', 'website_url', 'organization', 'job_title', 'note', 'theme_id', 'color_scheme_id', 'projects_limit'] as const;

async function changedColumns(edit: UserEdit): Promise<Updateable<UsersTable>> {
  const columns: Updateable<UsersTable> = {};
  for (const field of profileFields) if (edit[field] !== undefined) Object.assign(columns, { [field]: edit[field] });
  if (edit.username !== undefined) columns.username = edit.username;
  if (edit.admin !== undefined) columns.is_admin = flag(edit.admin);
  if (edit.can_create_group !== undefined) columns.can_create_group = flag(edit.can_create_group);
  if (edit.external !== undefined) columns.external = flag(edit.external);
  if (edit.private_profile !== undefined) columns.private_profile = flag(edit.private_profile);
  if (edit.password !== undefined) columns.password_hash = await hashPassword(edit.password);
  return columns;
}

async function emailTakenByAnother(db: Database, edit: UserEdit, user: UserRow): Promise<boolean> {
  if (edit.email === undefined) return false;
  const owner = await db.selectFrom('users').select('id')
    .where(sql`lower(email)`, '=', edit.email.toLowerCase()).where('id', '!=', user.id).executeTakeFirst();
  return owner !== undefined;
}

/**
 * Changes a user as an administrator does. As in the real service, an e-mail address of another user is 409 first,
 * then a username of another user (or a group's path), then model validation (400); a refused edit changes nothing.
 * A new username renames the user's namespace with it.
 */
export async function editUser(db: Database, user: UserRow, edit: UserEdit): Promise<UserRow> {
  const problems = edit.password === undefined ? [] : passwordProblems(edit.password);
  const columns = await changedColumns(edit);
  const edited = db.transaction().execute(async (trx) => {
    if (await emailTakenByAnother(trx, edit, user)) throw conflict('Email has already been taken');
    if (edit.username !== undefined) {
      const path = edit.username.toLowerCase();
      const usernameTaken = await trx.selectFrom('users').select('id')
        .where(sql`lower(username)`, '=', path).where('id', '!=', user.id).executeTakeFirst();
      const namespaceTaken = await trx.selectFrom('namespaces').select('id')
        .where(sql`lower(full_path)`, '=', path)
        .where((eb) => eb.or([eb('kind', '!=', 'user'), eb('owner_id', '!=', user.id)]))
        .executeTakeFirst();
      if (usernameTaken || namespaceTaken) throw conflict('Username has already been taken');
    }
    if (problems.length > 0) throw validationFailed({ password: problems });
    if (Object.keys(columns).length === 0) return user;
    const row = await trx.updateTable('users').set({ ...columns, updated_at: now() }).where('id', '=', user.id)
      .returningAll().executeTakeFirstOrThrow();
    if (edit.username !== undefined && edit.username !== user.username) {
      await trx.updateTable('namespaces').set({ name: edit.username, path: edit.username, full_path: edit.username })
        .where('kind', '=', 'user').where('owner_id', '=', user.id).execute();
    }
    return row;
  });
  // A concurrent edit or create taking the same e-mail address or username passes the checks and meets the unique index.
  return edited.catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(await emailTakenByAnother(db, edit, user) ? 'Email has already been taken' : 'Username has already been taken');
  });
}
