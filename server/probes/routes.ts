// The real service's unauthenticated probes, outside /api/v4: a harness waits on them without a token. Health says
// the process answers; readiness that it takes requests (its database answers); liveness that it is not stuck.
import { Router } from 'express';
import { sql } from 'kysely';
import { route } from '../http/route.js';
import type { Services } from '../services.js';

export function probesRouter(services: Services): Router {
  const router = Router();
  route(router, services, 'get', '/-/health', async () => ({ status: 200, text: 'GitLab OK' }));
  route(router, services, 'get', '/-/readiness', async ({ services: { db } }) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 200, body: { status: 'ok', master_check: [{ status: 'ok' }] } };
    } catch {
      return { status: 503, body: { status: 'failed', master_check: [{ status: 'failed', message: 'database unreachable' }] } };
    }
  });
  route(router, services, 'get', '/-/liveness', async () => ({ status: 200, body: { status: 'ok' } }));
  return router;
}
