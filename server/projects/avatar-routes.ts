// GET /uploads/-/system/project/avatar/<project id>/<file name> (outside /api/v4): a project's avatar, to whoever
// can read the project (public projects anonymously). Anything else falls through to the unknown route (404), so
// a private project's avatar is not revealed.
import { join, resolve } from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Actor } from '../auth/actor.js';
import { authenticate } from '../auth/authenticate.js';
import type { Services } from '../services.js';
import { avatarDirectory } from './avatar-location.js';
import { readableBy, selectProjects } from './queries.js';

const avatarPath = /^\/uploads\/-\/system\/project\/avatar\/(\d+)\/([^/]+)$/;

export function projectAvatarsRouter(services: Services): Router {
  const router = Router();
  const { db, config } = services;

  router.get(avatarPath, authenticate(services), async (request: Request, response: Response, next: NextFunction) => {
    const { 0: id, 1: fileName } = request.params as unknown as Record<0 | 1, string>;
    const actor = response.locals.actor as Actor;
    const project = await selectProjects(db).where('projects.id', '=', Number(id)).where(readableBy(actor.user)).executeTakeFirst();
    if (!project || project.avatar === null || project.avatar !== fileName) return next();
    response.set('X-Content-Type-Options', 'nosniff');
    response.sendFile(resolve(join(avatarDirectory(config.dataDir, project.id), project.avatar)), { dotfiles: 'allow' }, (error) => {
      if (error && !response.headersSent) next();
    });
  });

  return router;
}
