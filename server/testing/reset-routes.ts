import { Router } from 'express';
import { administrator } from '../auth/actor.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';

/** Mounted only in test mode (`services.testMode`); elsewhere the path is an unknown route. */
export function testResetRouter(services: Services, reset: () => Promise<void>): Router {
  const router = Router();
  route(router, services, 'post', '/-/test/reset', async ({ actor }) => {
    administrator(actor);
    await reset();
    return { status: 204 };
  });
  return router;
}
