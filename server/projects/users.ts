import { sql } from 'kysely';
import type { Database } from '../database/schema.js';

/** The direct members of a project, oldest account first; `search` in the username or name (case-insensitive, literal). */
export function projectUsers(db: Database, projectId: number, search: string | undefined) {
  let users = db
    .selectFrom('users')
    .innerJoin('project_members', 'project_members.user_id', 'users.id')
    .selectAll('users')
    .where('project_members.project_id', '=', projectId)
    .orderBy('users.id', 'asc');
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    users = users.where((eb) => eb.or([
      sql<boolean>`lower(users.username) like ${pattern} escape '\\'`,
      sql<boolean>`lower(users.name) like ${pattern} escape '\\'`,
    ]));
  }
  return users;
}
