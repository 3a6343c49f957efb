// Which file paths a commit may touch and a read may name: relative, no `..`, never inside `.git`.
import { ApiError, invalidParameters } from '../http/api-error.js';

const refused = (message: string) => new ApiError(400, { message });

/** The check of a commit action's path, with the real service's (Gitaly's) messages. */
export function checkCommitPath(path: string): void {
  if (path === '') throw refused('You must provide a file path');
  const parts = path.split('/');
  if (parts.includes('..')) throw refused('Path cannot include directory traversal');
  const invalid = path.startsWith('/') || path.includes('\0')
    || parts.some((part) => part === '' || part === '.' || part.toLowerCase() === '.git');
  if (invalid) throw refused(`invalid path: '${path}'`);
}

/** The check of a path a read names, as the real service's `file_path` parameter validator does. */
export function checkReadPath(path: string): void {
  const parts = path.split('/');
  if (path.startsWith('/') || path.includes('\0') || parts.includes('..')) {
    throw invalidParameters('file_path should be a valid file path');
  }
}
