// Deleting a project removes it with everything that belongs to it: its rows in one transaction (memberships,
// stars, custom attributes, upload records, shares and ref events follow it by `on delete cascade`), then its
// uploaded files, its avatar and its repository.
import { rm } from 'node:fs/promises';
import { deleteProjectAwards } from '../award-emoji/project-awards.js';
import { removeRepository, repositoryPath } from '../git/repositories.js';
import type { Services } from '../services.js';
import { projectUploadsDirectory } from '../uploads/location.js';
import { removeAvatar } from './avatar.js';

export async function deleteProject({ db, config }: Services, projectId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteProjectAwards(trx, projectId);
    await trx.deleteFrom('projects').where('id', '=', projectId).execute();
  });
  // After the commit: a failed transaction must not lose files. Project ids are never reused, so a directory left
  // behind by a crash at this point cannot be taken for another project's.
  await rm(projectUploadsDirectory(config.dataDir, projectId), { recursive: true, force: true });
  await removeAvatar(config.dataDir, projectId);
  await removeRepository(repositoryPath(config.dataDir, projectId));
}
