// The custom issue tracker integration, at the real service's current path (`/integrations/...`) and at the
// `/services/...` path older clients use. Maintainers and above only; anonymous callers get 401 first.
import { signedInUser, type Actor } from '../auth/actor.js';
import type { Database } from '../database/schema.js';
import { notFound } from '../http/api-error.js';
import { route, type ApiRoutes } from '../http/route.js';
import { accessLevel } from '../access/levels.js';
import { findProjectWithAccess } from '../projects/access.js';
import type { Services } from '../services.js';
import { disableCustomIssueTracker, findCustomIssueTracker, setCustomIssueTracker } from './custom-issue-tracker.js';
import { presentCustomIssueTracker } from './present.js';

function maintainedProject(db: Database, actor: Actor, id: string | number) {
  signedInUser(actor);
  return findProjectWithAccess(db, actor, id, accessLevel.maintainer);
}

export function integrationsRoutes(routes: ApiRoutes, services: Services): void {
  const { db } = services;

  for (const base of ['/projects/{id}/integrations/custom-issue-tracker', '/projects/{id}/services/custom-issue-tracker'] as const) {
    route(routes, services, 'get', base, async ({ actor, params }) => {
      const project = await maintainedProject(db, actor, params.id);
      const tracker = await findCustomIssueTracker(db, project.id);
      if (!tracker) throw notFound('Service');
      return { status: 200, body: presentCustomIssueTracker(tracker) };
    });
    route(routes, services, 'put', base, async ({ actor, params, body }) => {
      const project = await maintainedProject(db, actor, params.id);
      return { status: 200, body: presentCustomIssueTracker(await setCustomIssueTracker(db, project.id, body)) };
    });
    route(routes, services, 'delete', base, async ({ actor, params }) => {
      const project = await maintainedProject(db, actor, params.id);
      await disableCustomIssueTracker(db, project.id);
      return { status: 204 };
    });
  }
}
