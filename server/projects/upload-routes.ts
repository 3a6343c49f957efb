// POST /projects/:id/uploads: a received file (see incoming.ts) is moved to
// DATA_DIR/uploads/<project id>/<secret>/<file name> and recorded.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { signedInUser } from '../auth/actor.js';
import { now } from '../database/schema.js';
import { badRequest, invalidParameters } from '../http/api-error.js';
import { route, type ApiRoutes } from '../http/route.js';
import { findReadableProject } from './access.js';
import type { Services } from '../services.js';
import { storedFileName, uploadReference } from '../uploads/file-names.js';
import { incomingFiles } from '../uploads/incoming.js';
import { uploadedFilePath } from '../uploads/location.js';

export function uploadRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'post', '/projects/{id}/uploads', async ({ actor, params, request, services: { db, config } }) => {
    const project = await findReadableProject(db, actor, params.id);
    const uploader = signedInUser(actor);
    // The validator requires a `file` part but lets a plain form field of that name through.
    const file = incomingFiles(request).find((part) => part.fieldname === 'file');
    if (!file) throw invalidParameters('file is invalid');
    const fileName = storedFileName(file.originalname);
    if (!fileName) throw badRequest('File name is invalid');

    const secret = randomBytes(16).toString('hex');
    const target = uploadedFilePath(config.dataDir, project.id, secret, fileName);
    await mkdir(dirname(target), { recursive: true });
    await rename(file.path, target);
    try {
      await db.insertInto('project_uploads')
        .values({ project_id: project.id, uploaded_by: uploader.id, secret, file_name: fileName, size: file.size, created_at: now() })
        .execute();
    } catch (error) {
      await rm(dirname(target), { recursive: true, force: true });
      throw error;
    }
    return { status: 201, body: uploadReference(secret, fileName) };
  });
}
