// A project's avatar, sent as the multipart part `avatar` on create and edit: checked before anything changes,
// recorded with the project's row, then moved into place, where it replaces the previous file.
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from 'express';
import type { Database } from '../database/schema.js';
import { invalidParameters, validationFailed } from '../http/api-error.js';
import { isImage, storedFileName } from '../uploads/file-names.js';
import { incomingFiles, type IncomingFile } from '../uploads/incoming.js';
import { avatarDirectory } from './avatar-location.js';

/** The real service's limit for avatars. */
const maxAvatarBytes = 200 * 1024;

const unsupportedFormat =
  'file format is not supported. Please try one of the following supported formats: png, jpg, jpeg, gif, bmp, tiff, ico, webp';

export interface AvatarUpload {
  file: IncomingFile;
  /** The name it is stored and served under. */
  fileName: string;
}

/** The request's `avatar` file when it has one, after the checks the real service makes (400 otherwise). */
export function avatarUpload(request: Request): AvatarUpload | undefined {
  const file = incomingFiles(request).find((part) => part.fieldname === 'avatar');
  if (!file) {
    // A plain form field passes the validator (it cannot tell parts from fields), but is no image.
    if (typeof (request.body as Record<string, unknown> | undefined)?.avatar === 'string') throw invalidParameters('avatar is invalid');
    return undefined;
  }
  const fileName = storedFileName(file.originalname);
  if (fileName === undefined || !isImage(fileName)) throw validationFailed({ avatar: [unsupportedFormat] });
  if (file.size > maxAvatarBytes) throw validationFailed({ avatar: ['is too big (should be at most 200 KB)'] });
  return { file, fileName };
}

/**
 * Moves an avatar recorded in the project's row into place, then removes every other file of the directory. What
 * stays is what the row names now, so of two edits racing the file of the one stored last is kept.
 */
export async function placeAvatar(db: Database, dataDir: string, projectId: number, { file, fileName }: AvatarUpload): Promise<void> {
  const directory = avatarDirectory(dataDir, projectId);
  await mkdir(directory, { recursive: true });
  await rename(file.path, join(directory, fileName));
  const current = await db.selectFrom('projects').select('avatar').where('id', '=', projectId).executeTakeFirst();
  const stale = (await readdir(directory)).filter((name) => name !== current?.avatar);
  await Promise.all(stale.map((name) => rm(join(directory, name), { force: true })));
}

export const removeAvatar = (dataDir: string, projectId: number): Promise<void> =>
  rm(avatarDirectory(dataDir, projectId), { recursive: true, force: true });
