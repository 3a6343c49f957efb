// GET /api/v4/docs: the reference documentation page, and the Redoc bundle it loads.
import { Router } from 'express';
import { redocBundlePath, servedDocsPage } from './page.js';

export function docsRouter(): Router {
  const router = Router();
  router.get('/docs', (request, response) => {
    response.type('html').send(servedDocsPage(request.baseUrl));
  });
  router.get('/docs/redoc.standalone.js', (_request, response, next) => {
    let bundle: string;
    // Without Redoc installed (an optional peer of the test server's package) the bundle is simply not there: the
    // catch-all 404 answers.
    try { bundle = redocBundlePath(); } catch { next(); return; }
    response.sendFile(bundle, { maxAge: '1h' });
  });
  return router;
}
