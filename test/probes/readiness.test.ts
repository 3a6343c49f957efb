// The readiness probe says when the database does not answer: 503 with the failed check, as documented.
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Schema } from '../../server/database/schema.js';
import { describeApi } from '../support/context.js';

describeApi('readiness', (api) => {
  test('a database that does not answer makes readiness 503 while health and liveness stay 200', async () => {
    const closed = new SqliteDatabase(':memory:');
    closed.close();
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: closed }) });
    const server = buildApp({ ...api.services, db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const readiness = await fetch(`${url}/-/readiness`);
      const answer = { status: 'failed', master_check: [{ status: 'failed', message: 'database unreachable' }] };
      expect([readiness.status, readiness.headers.get('content-type'), await readiness.json()]).toEqual([503, 'application/json', answer]);
      // The one error example no request can capture (scripts/examples/errors.ts) is checked here instead.
      const spec = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
      expect(spec.paths['/-/readiness'].get.responses['503'].content['application/json'].example).toEqual(answer);
      expect((await fetch(`${url}/-/health`)).status).toBe(200);
      expect((await fetch(`${url}/-/liveness`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
