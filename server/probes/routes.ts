// The real service's unauthenticated probes, outside /api/v4: a harness waits on them without a token. Health says
// the process answers; readiness that it takes requests (its database answers); liveness that it is not stuck.
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import type { Services } from '../services.js';

const json = (response: Response, status: number, body: object) => response.status(status).set('Content-Type', 'application/json').end(JSON.stringify(body));

export function probesRouter(services: Services): Router {
  const router = Router();
  router.get('/-/health', (_request: Request, response: Response) => {
    // Without Express's charset parameter, as the real service sends it.
    response.status(200).setHeader('Content-Type', 'text/plain');
    response.end('GitLab OK');
  });
  router.get('/-/readiness', async (_request: Request, response: Response) => {
    try {
      await sql`select 1`.execute(services.db);
      json(response, 200, { status: 'ok', master_check: [{ status: 'ok' }] });
    } catch {
      json(response, 503, { status: 'failed', master_check: [{ status: 'failed', message: 'database unreachable' }] });
    }
  });
  router.get('/-/liveness', (_request: Request, response: Response) => json(response, 200, { status: 'ok' }));
  return router;
}
