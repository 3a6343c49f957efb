import { Router } from 'express';
import { signedInUser } from '../auth/actor.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';

export const serviceVersion = '0.1.0';

export function versionRouter(services: Services): Router {
  const router = Router();
  route(router, services, 'get', '/version', async ({ actor }) => {
    signedInUser(actor);
    return { status: 200, body: { version: serviceVersion, revision: 'reference' } };
  });
  return router;
}
