import { administrator } from '../auth/actor.js';
import { missingParameters } from '../http/api-error.js';
import { route, type ApiRoutes } from '../http/route.js';
import { missingWithSwitches } from './rules.js';
import type { Services } from '../services.js';
import { readSettings, updateSettings } from './store.js';

export function settingsRoutes(routes: ApiRoutes, services: Services): void {
  route(routes, services, 'get', '/application/settings', async ({ actor, services: { db } }) => {
    administrator(actor);
    return { status: 200, body: await readSettings(db) };
  });
  route(routes, services, 'put', '/application/settings', async ({ actor, body, services: { db } }) => {
    administrator(actor);
    const missing = missingWithSwitches(body);
    if (missing.length > 0) throw missingParameters(missing);
    return { status: 200, body: await updateSettings(db, body) };
  });
}
