import { signedInUser } from '../auth/actor.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';

/** This server's own version. */
export const toolkitVersion = '0.1.0';

/** The real service's release whose behaviour this server follows, unless configured otherwise. */
export const defaultServiceRelease = '17.5.0';

export function versionRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'get', '/version', async ({ actor }) => {
    signedInUser(actor);
    return {
      status: 200,
      body: { version: services.config.serviceRelease ?? defaultServiceRelease, revision: `toolkit-${toolkitVersion}`, toolkit_version: toolkitVersion },
    };
  });
}
