import { Router } from 'express';
import type { Services } from '../services.js';
import { closesIssuesRoutes } from './closes-issues/routes.js';
import { gitRoutes } from './git-routes.js';
import { listRoutes } from './list-routes.js';
import { resourceRoutes } from './resource-routes.js';
import { subscriptionRoutes } from './subscription-routes.js';
import { timeTrackingRoutes } from './time-tracking/routes.js';
import { todoRoutes } from './todo-routes.js';

/**
 * The merge requests themselves, their subscriptions, todos, time tracking, the issues they close, and what reads or
 * changes their repositories (commits, changes, diff versions, merging).
 */
export function mergeRequestsRouter(services: Services): Router {
  const router = Router();
  listRoutes(router, services);
  resourceRoutes(router, services);
  subscriptionRoutes(router, services);
  todoRoutes(router, services);
  timeTrackingRoutes(router, services);
  closesIssuesRoutes(router, services);
  gitRoutes(router, services);
  return router;
}
