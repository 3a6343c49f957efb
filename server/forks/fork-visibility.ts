// A fork is never more open than its source, than the group it goes to, or than the levels the administrator
// leaves to non-administrators: the most open level allowed at or below the source's, `private` at worst.
import type { UserRow } from '../database/schema.js';
import type { ApplicationSettings } from '../settings/store.js';

type Visibility = ApplicationSettings['default_project_visibility'];

const levels: Visibility[] = ['private', 'internal', 'public'];

export function forkVisibility(source: Visibility, namespaceLimit: Visibility | undefined, user: UserRow, settings: ApplicationSettings): Visibility {
  const ceiling = Math.min(levels.indexOf(source), levels.indexOf(namespaceLimit ?? 'public'));
  const restricted = user.is_admin ? [] : settings.restricted_visibility_levels ?? [];
  return levels.slice(0, ceiling + 1).reverse().find((level) => !restricted.includes(level)) ?? 'private';
}
