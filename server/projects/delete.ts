// Deleting a project removes it with everything that belongs to it: its rows in one transaction (memberships,
// stars, custom attributes, upload records, shares and ref events follow it by `on delete cascade`), then its
// uploaded files, its avatar and its repository. Under `If-Unmodified-Since` the row is deleted only while it is
// unmodified since then, in the same statement, so a concurrent edit is never deleted unseen.
import { rm } from 'node:fs/promises';
import { deleteProjectAwards } from './delete-awards.js';
import { notFound } from '../http/api-error.js';
import { preconditionFailed } from '../http/unmodified-since.js';
import { removeRepository, repositoryPath } from '../git/repositories.js';
import type { Services } from '../services.js';
import { projectUploadsDirectory } from '../uploads/location.js';
import { removeAvatar } from './avatar.js';

export async function deleteProject({ db, config }: Services, projectId: number, unmodifiedSince?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteProjectAwards(trx, projectId);
    const deleted = await trx.deleteFrom('projects').where('id', '=', projectId)
      .$if(unmodifiedSince !== undefined, (query) => query.where('updated_at', '<=', unmodifiedSince!))
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) {
      const remaining = await trx.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst();
      throw remaining ? preconditionFailed() : notFound('Project');
    }
  });
  // After the commit: a failed transaction must not lose files. Project ids are never reused, so a directory left
  // behind by a crash at this point cannot be taken for another project's.
  await rm(projectUploadsDirectory(config.dataDir, projectId), { recursive: true, force: true });
  await removeAvatar(config.dataDir, projectId);
  await removeRepository(repositoryPath(config.dataDir, projectId));
}
