// Where a project's avatar lives and is served, as in the real service:
// DATA_DIR/uploads/-/system/project/avatar/<project id>/<file name>, served at the same path under EXTERNAL_URL.
import { join } from 'node:path';
import { uploadsRoot } from '../uploads/location.js';

/** Holds the project's current avatar file only. */
export const avatarDirectory = (dataDir: string, projectId: number): string =>
  join(uploadsRoot(dataDir), '-', 'system', 'project', 'avatar', String(projectId));

export const avatarUrl = (externalUrl: string, projectId: number, fileName: string): string =>
  `${externalUrl}/uploads/-/system/project/avatar/${projectId}/${encodeURIComponent(fileName)}`;
