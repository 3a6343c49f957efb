import { administrator } from '../auth/actor.js';
import { notFound } from '../http/api-error.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services, TestControls } from '../services.js';

/** Mounted only in test mode (`services.testMode`); elsewhere these paths are unknown routes. */
export function testRoutes(routes: ApiRoutes, services: Services, controls: TestControls): void {
  route(routes, services, 'post', '/-/test/reset', async ({ actor }) => {
    administrator(actor);
    await controls.reset();
    return { status: 204 };
  });
  route(routes, services, 'get', '/-/test/requests', async ({ actor, query }) => {
    administrator(actor);
    return { status: 200, body: controls.journal.list(query) };
  });
  route(routes, services, 'delete', '/-/test/requests', async ({ actor }) => {
    administrator(actor);
    controls.journal.clear();
    return { status: 204 };
  });
  route(routes, services, 'post', '/-/test/faults', async ({ actor, body }) => {
    administrator(actor);
    return { status: 201, body: controls.faults.add(body) };
  });
  route(routes, services, 'get', '/-/test/faults', async ({ actor }) => {
    administrator(actor);
    return { status: 200, body: controls.faults.list() };
  });
  route(routes, services, 'delete', '/-/test/faults', async ({ actor }) => {
    administrator(actor);
    controls.faults.clear();
    return { status: 204 };
  });
  route(routes, services, 'delete', '/-/test/faults/{fault_id}', async ({ actor, params }) => {
    administrator(actor);
    if (!controls.faults.remove(Number(params.fault_id))) throw notFound('Fault');
    return { status: 204 };
  });
  route(routes, services, 'get', '/-/test/clock', async ({ actor }) => {
    administrator(actor);
    return { status: 200, body: { now: controls.clock.now().toISOString(), frozen: controls.clock.frozen } };
  });
  route(routes, services, 'put', '/-/test/clock', async ({ actor, body }) => {
    administrator(actor);
    if (body.frozen_at !== undefined) controls.clock.freeze(body.frozen_at === null ? null : new Date(body.frozen_at));
    if (body.advance_seconds !== undefined) controls.clock.advance(body.advance_seconds);
    return { status: 200, body: { now: controls.clock.now().toISOString(), frozen: controls.clock.frozen } };
  });
}
