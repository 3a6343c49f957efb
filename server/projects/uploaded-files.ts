// GET /<namespace>/<project>/uploads/<secret>/<file name> (outside /api/v4): an uploaded file, to callers who can
// read the project (session cookie or `private_token`). Anything else falls through to the unknown route (404),
// so a file's existence is not revealed to those who may not read it.
import { resolve } from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Actor } from '../auth/actor.js';
import { authenticate } from '../auth/authenticate.js';
import { readableProject } from './readable-lookup.js';
import type { Services } from '../services.js';
import { isImage } from '../uploads/file-names.js';
import { uploadedFilePath } from '../uploads/location.js';

const uploadPath = /^\/(.+)\/uploads\/([0-9a-f]{32})\/([^/]+)$/;

export function uploadedFilesRouter(services: Services): Router {
  const router = Router();
  const { db, config } = services;

  router.get(uploadPath, authenticate(services), async (request: Request, response: Response, next: NextFunction) => {
    const { 0: projectPath, 1: secret, 2: fileName } = request.params as unknown as Record<0 | 1 | 2, string>;
    // A full path (`namespace/project`), never a numeric id.
    if (!projectPath.includes('/')) return next();
    const actor = response.locals.actor as Actor;
    const project = await readableProject(db, actor.user, projectPath);
    if (!project) return next();
    const upload = await db.selectFrom('project_uploads').select(['file_name'])
      .where('project_id', '=', project.id).where('secret', '=', secret).where('file_name', '=', fileName)
      .executeTakeFirst();
    if (!upload) return next();

    response.set('X-Content-Type-Options', 'nosniff');
    // Images are shown inline; anything else is downloaded, never rendered by the browser as a page.
    if (!isImage(upload.file_name)) response.attachment(upload.file_name);
    response.sendFile(resolve(uploadedFilePath(config.dataDir, project.id, secret, upload.file_name)), { dotfiles: 'allow' }, (error) => {
      if (error && !response.headersSent) next();
    });
  });

  return router;
}
