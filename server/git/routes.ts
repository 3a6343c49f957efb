import type { RequestHandler } from 'express';
import type { Services } from '../services.js';
import { recordRefUpdates } from './ref-events.js';
import { smartHttp } from './smart-http.js';

/** Git over HTTP at `/<namespace>/<project>.git`, recording every ref a push moves. */
export const gitHttpRoutes = (services: Services): RequestHandler =>
  smartHttp(services, (project, actor, updates) => recordRefUpdates(services.db, project.id, actor.user?.id ?? null, updates));
