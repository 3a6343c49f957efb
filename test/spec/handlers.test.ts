// Every operation of the spec has a handler: in the API's route table, or (outside the API) on one of the app's
// routers, so an operation added to the spec without one fails here. The table itself refuses a handler registered
// under a path the spec does not have.
import { expect, test } from 'vitest';
import { apiRoutes, buildApp } from '../../server/app.js';
import { ApiRoutes } from '../../server/http/route.js';
import { allOperations } from '../../server/http/spec-index.js';
import { testControls } from '../../server/testing/controls.js';
import { describeApi } from '../support/context.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function routesOf(stack: Layer[], found = new Set<string>()): Set<string> {
  for (const layer of stack) {
    if (layer.route) for (const method of Object.keys(layer.route.methods)) found.add(`${method} ${layer.route.path}`);
    else if (layer.handle?.stack) routesOf(layer.handle.stack, found);
  }
  return found;
}

describeApi('handlers', (api) => {
  test('every operation of the spec is routed to a handler', () => {
    // Test mode adds the operations that exist only then.
    const services = { ...api.services, testMode: testControls(async () => undefined) };
    const app = buildApp(services) as unknown as { router: { stack: Layer[] } };
    const routed = routesOf(app.router.stack);
    const table = apiRoutes(services);
    expect(allOperations.length).toBeGreaterThan(100);
    const unrouted = allOperations.filter((operation) => !table.has(operation)
      && !routed.has(`${operation.method} ${operation.template.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(unrouted.map(({ method, template }) => `${method} ${template}`)).toEqual([]);
  });

  test('the route table refuses a handler for a path the spec lacks, and a second handler for an operation', () => {
    const routes = new ApiRoutes();
    const handle = async () => undefined;
    expect(() => routes.add('get', '/projects/{id}/nothing', handle)).toThrow('GET /projects/{id}/nothing is not an operation of the spec');
    routes.add('get', '/projects/{id}', handle);
    expect(() => routes.add('get', '/projects/{id}', handle)).toThrow('GET /projects/{id} has two handlers');
  });
});
