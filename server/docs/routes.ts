// GET /api/v4/docs: the reference documentation page, and the Redoc bundle it loads.
import { Router } from 'express';
import { redocBundlePath, servedDocsPage } from './page.js';

export function docsRouter(): Router {
  const router = Router();
  router.get('/docs', (request, response) => {
    response.type('html').send(servedDocsPage(request.baseUrl));
  });
  router.get('/docs/redoc.standalone.js', (_request, response) => {
    response.sendFile(redocBundlePath(), { maxAge: '1h' });
  });
  return router;
}
