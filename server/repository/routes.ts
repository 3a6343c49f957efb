import { Router } from 'express';
import type { Services } from '../services.js';
import { branchRoutes } from './branch-routes.js';
import { commitRoutes } from './commit-routes.js';
import { fileRoutes } from './file-routes.js';

/** Branches, commits and files of a project's repository. */
export function repositoryRouter(services: Services): Router {
  const router = Router();
  branchRoutes(router, services);
  commitRoutes(router, services);
  fileRoutes(router, services);
  return router;
}
