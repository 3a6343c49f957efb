// `npm run mock` (scripts/mock/server.ts): a refused request says why in the service's error shape, and a list's page
// headers agree with the page it answers, so that a paginating client stops.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient } from '../../client/index.js';
import { startMock, type MockServer } from '../../scripts/mock/server.js';
import { testDatabaseKind } from '../support/database.js';

// Prism's mock has no database: one project runs it.
describe.runIf(testDatabaseKind === 'sqlite')('the mock server', () => {
  let mock: MockServer;
  beforeAll(async () => { mock = await startMock(0); }, 120_000);
  afterAll(() => mock?.stop());

  const post = (path: string, body: unknown) => fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: { 'PRIVATE-TOKEN': 'any-token', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  test('a request without a required property is refused with 400 and the reason, as the service words it', async () => {
    const untitled = await post('/projects/1/merge_requests', { source_branch: 'feature', target_branch: 'main' });
    expect(untitled.status).toBe(400);
    expect(await untitled.json()).toEqual({ error: 'title is missing' });
    const secret = await post('/projects', { name: 'x', visibility: 'secret' });
    expect(secret.status).toBe(400);
    expect(await secret.json()).toEqual({ error: 'visibility does not have a valid value' });
  });

  test('a list answers the page asked for, with page headers that agree with it, and a paginating client stops', async () => {
    const first = await fetch(`${mock.url}/projects?per_page=1`, { headers: { 'PRIVATE-TOKEN': 'any-token' } });
    const items = await first.json() as unknown[];
    const total = Number(first.headers.get('X-Total'));
    expect(items).toHaveLength(1);
    expect(first.headers.get('X-Page')).toBe('1');
    expect(first.headers.get('X-Per-Page')).toBe('1');
    expect(first.headers.get('X-Total-Pages')).toBe(String(total));
    expect(first.headers.get('X-Next-Page')).toBe(total > 1 ? '2' : '');
    const third = await fetch(`${mock.url}/projects?page=3&per_page=20`, { headers: { 'PRIVATE-TOKEN': 'any-token' } });
    expect(third.headers.get('X-Page')).toBe('3');
    expect(await third.json()).toEqual([]);

    const api = createClient({ baseUrl: mock.url, token: 'any-token', missingNextPage: 'throw' });
    expect(await api.projects.list({ per_page: 1 }).all()).toHaveLength(total);
  });
});
