// What the application settings forbid for a new project beyond restricted visibility levels
// (settings/restricted-visibility.ts): more projects than a user may own.
import type { Database, NamespaceRow, UserRow } from '../database/schema.js';
import { validationFailed } from '../http/api-error.js';

/** A user's own namespace holds at most their `projects_limit` projects (the setting's value when they were created). */
export async function checkProjectsLimit(db: Database, creator: UserRow, namespace: NamespaceRow): Promise<void> {
  if (namespace.kind !== 'user' || namespace.owner_id !== creator.id) return;
  const { count } = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('namespace_id', '=', namespace.id)
    .executeTakeFirstOrThrow();
  if (Number(count) < creator.projects_limit) return;
  throw validationFailed({
    limit_reached: [`Your project limit is ${creator.projects_limit} projects! Please contact your administrator to increase it`],
  });
}
