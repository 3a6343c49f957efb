// A frozen clock makes runs repeatable: two servers started from the same fixture with the same frozen time answer
// the same reads with the same bytes (their addresses and secrets aside), commits and merge requests included.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing.js';
import { testDatabaseKind } from '../support/database.js';

const example = fileURLToPath(new URL('../../fixtures/example.yaml', import.meta.url));
const frozenAt = '2030-01-02T03:04:05Z';

const reads = [
  '/projects?order_by=id&sort=asc',
  '/projects/alice%2Ftool',
  '/projects/alice%2Ftool/repository/commits?ref_name=feature/greeting',
  '/projects/alice%2Ftool/repository/branches',
  '/projects/alice%2Ftool/merge_requests',
  '/projects/alice%2Ftool/merge_requests/1/changes',
  '/projects/alice%2Ftool/issues',
  '/projects/alice%2Ftool/labels',
  '/projects/alice%2Ftool/milestones',
  '/projects/alice%2Ftool/members',
  '/users?order_by=id&sort=asc',
  '/groups',
];

describe.skipIf(testDatabaseKind === 'postgres')('frozen clock', () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) servers.push(await startTestServer({ fixture: example, frozenAt }));
  }, 60_000);
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  /** The answers to `reads`, with the server's own address and the secrets it makes at random taken out. */
  const answers = (server: TestServer) => Promise.all(reads.map(async (path) => {
    const response = await fetch(`${server.apiUrl}${path}`, { headers: { 'PRIVATE-TOKEN': server.adminToken } });
    expect(response.status, path).toBe(200);
    return (await response.text()).replaceAll(server.url, 'SERVER').replace(/"runners_token":"[^"]*"/g, '"runners_token":"SECRET"');
  }));

  test('two starts answer the same reads with the same bytes; the fixture was made at the frozen time', async () => {
    // The mergeability of the fixture's merge request is worked out in the background after the start.
    for (const server of servers) {
      const mergeStatus = async () => {
        const response = await fetch(`${server.apiUrl}/projects/alice%2Ftool/merge_requests/1`, { headers: { 'PRIVATE-TOKEN': server.adminToken } });
        return ((await response.json()) as { merge_status: string }).merge_status;
      };
      await expect.poll(mergeStatus).not.toMatch(/unchecked|checking/);
    }
    const [first, second] = (await Promise.all(servers.map(answers))) as [string[], string[]];
    reads.forEach((path, index) => expect(second[index], path).toBe(first[index]));
    const project = JSON.parse(first[1]!);
    expect(project.created_at).toBe('2030-01-02T03:04:05.000Z');
    const [commit] = JSON.parse(first[2]!);
    expect(commit.committed_date).toBe('2030-01-02T03:04:05.000Z');
  });

  test('what they make after the start is the same too, and a reset keeps the frozen time', async () => {
    const make = async (server: TestServer) => {
      await server.reset();
      const response = await fetch(`${server.apiUrl}/projects/alice%2Ftool/repository/commits`, {
        method: 'POST',
        headers: { 'PRIVATE-TOKEN': 'alice-api-token', 'Content-Type': 'application/json' },
        body: JSON.stringify({ branch: 'main', commit_message: 'Change', actions: [{ action: 'update', file_path: 'README.md', content: 'changed' }] }),
      });
      return ((await response.json()) as { id: string }).id;
    };
    const [first, second] = await Promise.all(servers.map(make));
    expect(second).toBe(first);
  });
});
