import type { Services } from '../services.js';
import type { ApiRoutes } from '../http/route.js';
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
export function mergeRequestsRoutes(routes: ApiRoutes, services: Services): void {
  listRoutes(routes, services);
  resourceRoutes(routes, services);
  subscriptionRoutes(routes, services);
  todoRoutes(routes, services);
  timeTrackingRoutes(routes, services);
  closesIssuesRoutes(routes, services);
  gitRoutes(routes, services);
}
