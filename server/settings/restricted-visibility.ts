// Visibility levels the application settings restrict to administrators, for new and edited projects and groups.
import type { UserRow } from '../database/schema.js';
import { validationFailed } from '../http/api-error.js';
import type { ApplicationSettings } from './store.js';

type Visibility = ApplicationSettings['default_project_visibility'];

/** 400 naming the level when a non-administrator asks for a level the settings restrict. */
export function checkVisibilityAllowed(user: UserRow, visibility: Visibility, settings: ApplicationSettings): void {
  if (user.is_admin || !settings.restricted_visibility_levels?.includes(visibility)) return;
  throw validationFailed({ visibility_level: [`${visibility} has been restricted by your administrator`] });
}
