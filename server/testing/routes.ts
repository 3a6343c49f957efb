import { Router } from 'express';
import { administrator } from '../auth/actor.js';
import { notFound } from '../http/api-error.js';
import { route } from '../http/route.js';
import type { Services, TestControls } from '../services.js';

/** Mounted only in test mode (`services.testMode`); elsewhere these paths are unknown routes. */
export function testRouter(services: Services, controls: TestControls): Router {
  const router = Router();
  route(router, services, 'post', '/-/test/reset', async ({ actor }) => {
    administrator(actor);
    await controls.reset();
    return { status: 204 };
  });
  route(router, services, 'get', '/-/test/requests', async ({ actor, query }) => {
    administrator(actor);
    return { status: 200, body: controls.journal.list(query) };
  });
  route(router, services, 'delete', '/-/test/requests', async ({ actor }) => {
    administrator(actor);
    controls.journal.clear();
    return { status: 204 };
  });
  route(router, services, 'post', '/-/test/faults', async ({ actor, body }) => {
    administrator(actor);
    return { status: 201, body: controls.faults.add(body) };
  });
  route(router, services, 'get', '/-/test/faults', async ({ actor }) => {
    administrator(actor);
    return { status: 200, body: controls.faults.list() };
  });
  route(router, services, 'delete', '/-/test/faults', async ({ actor }) => {
    administrator(actor);
    controls.faults.clear();
    return { status: 204 };
  });
  route(router, services, 'delete', '/-/test/faults/{fault_id}', async ({ actor, params }) => {
    administrator(actor);
    if (!controls.faults.remove(Number(params.fault_id))) throw notFound('Fault');
    return { status: 204 };
  });
  route(router, services, 'get', '/-/test/clock', async ({ actor }) => {
    administrator(actor);
    return { status: 200, body: { now: controls.clock.now().toISOString(), frozen: controls.clock.frozen } };
  });
  route(router, services, 'put', '/-/test/clock', async ({ actor, body }) => {
    administrator(actor);
    if (body.frozen_at !== undefined) controls.clock.freeze(body.frozen_at === null ? null : new Date(body.frozen_at));
    if (body.advance_seconds !== undefined) controls.clock.advance(body.advance_seconds);
    return { status: 200, body: { now: controls.clock.now().toISOString(), frozen: controls.clock.frozen } };
  });
  return router;
}
