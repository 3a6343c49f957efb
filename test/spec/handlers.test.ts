// Every operation of the spec has a handler: the app's routes are read from its routers, so an operation added to
// the spec without one (or a handler registered under another path) fails here.
import { expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
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
    const app = buildApp({ ...api.services, testMode: testControls(async () => undefined) }) as unknown as { router: { stack: Layer[] } };
    const routed = routesOf(app.router.stack);
    const operations = allOperations.map(({ method, template }) => `${method} ${template.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => !routed.has(operation))).toEqual([]);
  });
});
