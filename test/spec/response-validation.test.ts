// The response validator (VALIDATE_RESPONSES=true) checks answers through the spec's component references: an answer
// that differs from a referenced schema is refused, one that matches passes, on the validator the server uses.
import express from 'express';
import { expect, test } from 'vitest';
import { requestValidator } from '../../server/wiring.js';

async function versionAnswer(body: unknown): Promise<number> {
  const app = express();
  app.use((_request, response, next) => {
    response.locals.actor = { user: { id: 1 } };
    next();
  });
  app.use('/api/v4', requestValidator(true));
  app.get('/api/v4/version', (_request, response) => void response.json(body));
  app.use((error: { status?: number }, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
    response.status(error.status ?? 500).end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    return (await fetch(`http://127.0.0.1:${port}/api/v4/version`)).status;
  } finally {
    server.close();
  }
}

test('an answer that matches the referenced schema passes; one that differs from it is refused', async () => {
  expect(await versionAnswer({ version: '17.5.0', revision: 'toolkit-0.1.0', toolkit_version: '0.1.0' })).toBe(200);
  expect(await versionAnswer({ version: 17, revision: 'abc' })).toBe(500);
});
