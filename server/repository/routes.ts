import type { Services } from '../services.js';
import type { ApiRoutes } from '../http/route.js';
import { branchRoutes } from './branch-routes.js';
import { commitRoutes } from './commit-routes.js';
import { fileRoutes } from './file-routes.js';

/** Branches, commits and files of a project's repository. */
export function repositoryRoutes(routes: ApiRoutes, services: Services): void {
  branchRoutes(routes, services);
  commitRoutes(routes, services);
  fileRoutes(routes, services);
}
