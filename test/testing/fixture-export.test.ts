// Fixtures from any server: a server started from fixtures/example.yaml is exported (`rhs-test-server export`, the
// typed client and git over HTTP), a second server starts from the export, and both answer the same reads alike,
// ids of commits, timestamps, addresses and secrets aside.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runExport } from '../../server/testing/export/command.js';
import { startTestServer, type TestServer } from '../../server/testing.js';
import { testDatabaseKind } from '../support/database.js';

const example = fileURLToPath(new URL('../../fixtures/example.yaml', import.meta.url));

const reads = [
  '/projects?order_by=id&sort=asc',
  '/projects/alice%2Ftool',
  '/projects/alice%2Ftool/repository/branches',
  '/projects/alice%2Ftool/repository/commits?ref_name=feature/greeting',
  '/projects/alice%2Ftool/repository/files/src%2Fgreeting.js/raw?ref=feature/greeting',
  '/projects/alice%2Ftool/repository/files/README.md/raw?ref=main',
  '/projects/alice%2Ftool/merge_requests',
  '/projects/alice%2Ftool/merge_requests/1/changes',
  '/projects/alice%2Ftool/issues?state=all',
  '/projects/alice%2Ftool/labels',
  '/projects/alice%2Ftool/milestones',
  '/projects/alice%2Ftool/members',
  '/projects/alice%2Ftool/hooks',
  '/projects/platform%2Fservice/repository/files/package.json/raw?ref=master',
  '/users?order_by=id&sort=asc',
  '/groups',
  '/groups/platform/members',
];

describe.skipIf(testDatabaseKind === 'postgres')('fixture export', () => {
  let scratch: string;
  const servers: TestServer[] = [];
  beforeAll(async () => { scratch = await mkdtemp(join(tmpdir(), 'rhs-fixture-export-')); });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(scratch, { recursive: true, force: true });
  });

  /** An answer with what differs between any two servers (addresses, times, commit ids) taken out. */
  const read = async (server: TestServer, path: string) => {
    const response = await fetch(`${server.apiUrl}${path}`, { headers: { 'PRIVATE-TOKEN': server.adminToken } });
    expect(response.status, path).toBe(200);
    return (await response.text())
      .replaceAll(server.url, 'SERVER')
      .replace(/\b[0-9a-f]{40}\b/g, 'SHA')
      .replace(/\b[0-9a-f]{8}\b/g, 'SHORT')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, 'TIME')
      // A day of activity is a timestamp too: the reads that made the export count as the exported users' activity.
      .replace(/"last_activity_on":(null|"\d{4}-\d\d-\d\d")/g, '"last_activity_on":"DAY"')
      .replace(/"runners_token":"[^"]*"/g, '"runners_token":"SECRET"');
  };

  test('a server started from the export answers like the one exported', { timeout: 120_000 }, async () => {
    const original = await startTestServer({ fixture: example });
    servers.push(original);
    // A closed issue too (closed by its author, as the fixture format closes it).
    const closed = await fetch(`${original.apiUrl}/projects/alice%2Ftool/issues/2?state_event=close`, { method: 'PUT', headers: { 'PRIVATE-TOKEN': 'alice-api-token' } });
    expect(closed.status).toBe(200);
    const out = join(scratch, 'exported.yaml');
    await runExport(['--base-url', original.url, '--token', original.adminToken, '--project', 'alice/tool', '--project', 'platform/service', '--out', out]);
    expect(await readFile(out, 'utf8')).toMatch(/^# Exported from .*\n# .*hook\n# tokens cannot be read back/m);

    const copy = await startTestServer({ fixture: out });
    servers.push(copy);
    for (const path of reads) expect(await read(copy, path), path).toBe(await read(original, path));
  });
});
