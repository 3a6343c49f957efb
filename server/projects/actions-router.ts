// The project operations beyond list, get and create: edit, delete, archive, star, users, custom attributes and
// a user's projects.
import { Router } from 'express';
import type { Services } from '../services.js';
import { archiveRoutes } from './archive-routes.js';
import { customAttributesRoutes } from './custom-attributes-routes.js';
import { deleteRoutes } from './delete-routes.js';
import { editRoutes } from './edit-routes.js';
import { starRoutes } from './star-routes.js';
import { userProjectsRoutes } from './user-projects-routes.js';
import { usersRoutes } from './users-routes.js';

export function projectActionsRouter(services: Services): Router {
  const router = Router();
  for (const register of [editRoutes, deleteRoutes, archiveRoutes, starRoutes, usersRoutes, customAttributesRoutes, userProjectsRoutes]) {
    register(router, services);
  }
  return router;
}
