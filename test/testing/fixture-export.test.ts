// Fixtures from any server: a server started from fixtures/example.yaml is exported (`rhs-test-server export`, the
// typed client and git over HTTP), a second server starts from the export, and both answer the same reads alike,
// ids of commits, timestamps, addresses and secrets aside.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
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
  '/projects/alice%2Ftool/merge_requests?state=all',
  '/projects/alice%2Ftool/merge_requests/1',
  '/projects/alice%2Ftool/merge_requests/1/changes',
  '/projects/alice%2Ftool/merge_requests/2',
  '/projects/alice%2Ftool/repository/commits?ref_name=main',
  '/projects/alice%2Ftool/repository/commits?ref_name=v1.0',
  '/projects/alice%2Ftool/repository/commits?ref_name=nightly',
  '/projects/alice%2Ftool/repository/files/src%2Fgreeting.js/raw?ref=main',
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

  // Both clocks stand still: commits made in one second or across two would otherwise list in different orders
  // (`git log` orders by date, and a fixture holds no commit dates).
  const frozenAt = '2026-01-01T00:00:00Z';

  test('a server started from the export answers like the one exported', { timeout: 120_000 }, async () => {
    const original = await startTestServer({ fixture: example, frozenAt });
    servers.push(original);
    // A closed issue too (closed by its author, as the fixture format closes it).
    const alice = { 'PRIVATE-TOKEN': 'alice-api-token' };
    const closed = await fetch(`${original.apiUrl}/projects/alice%2Ftool/issues/2?state_event=close`, { method: 'PUT', headers: alice });
    expect(closed.status).toBe(200);
    // A closed merge request, a merged one (a merge commit on main; the format makes every branch before merging),
    // and an annotated and a lightweight tag.
    const spike = await fetch(`${original.apiUrl}/projects/alice%2Ftool/repository/commits`, {
      method: 'POST',
      headers: { ...alice, 'Content-Type': 'application/json' },
      body: JSON.stringify({ branch: 'spike', start_branch: 'main', commit_message: 'Try a spike', actions: [{ action: 'create', file_path: 'spike.txt', content: 'maybe\n' }] }),
    });
    expect(spike.status).toBe(201);
    const opened = await fetch(`${original.apiUrl}/projects/alice%2Ftool/merge_requests?source_branch=spike&target_branch=main&title=Spike`, { method: 'POST', headers: alice });
    expect(opened.status).toBe(201);
    // Closed once its mergeability is decided, as the fixture format closes a request.
    await expect.poll(async () => ((await (await fetch(`${original.apiUrl}/projects/alice%2Ftool/merge_requests/2`, { headers: alice })).json()) as { merge_status: string }).merge_status)
      .not.toBe('unchecked');
    const dropped = await fetch(`${original.apiUrl}/projects/alice%2Ftool/merge_requests/2?state_event=close`, { method: 'PUT', headers: alice });
    expect(dropped.status).toBe(200);
    const merged = await fetch(`${original.apiUrl}/projects/alice%2Ftool/merge_requests/1/merge`, { method: 'PUT', headers: alice });
    expect(merged.status).toBe(200);
    const repository = join(scratch, 'tool.git');
    const credentials = new URL(`${original.url}/alice/tool.git`);
    [credentials.username, credentials.password] = ['oauth2', 'alice-api-token'];
    execFileSync('git', ['clone', '--quiet', '--bare', credentials.href, repository]);
    const tagger = { ...process.env, GIT_COMMITTER_NAME: 'Alice Liddell', GIT_COMMITTER_EMAIL: 'alice@example.com' };
    execFileSync('git', ['-C', repository, 'tag', '-a', '-m', 'Release 1.0', 'v1.0', 'main'], { env: tagger });
    execFileSync('git', ['-C', repository, 'tag', 'nightly', 'spike']);
    execFileSync('git', ['-C', repository, 'push', '--quiet', 'origin', 'v1.0', 'nightly']);
    const out = join(scratch, 'exported.yaml');
    await runExport(['--base-url', original.url, '--token', original.adminToken, '--project', 'alice/tool', '--project', 'platform/service', '--out', out]);
    const exported = await readFile(out, 'utf8');
    expect(exported).toMatch(/^# Exported from .*\n# .*hook\n# tokens cannot be read back/m);
    expect(parse(exported).projects[0].tags).toEqual([{ name: 'nightly', ref: 'spike' }, { name: 'v1.0', ref: 'main', message: 'Release 1.0' }]);

    const copy = await startTestServer({ fixture: out, frozenAt });
    servers.push(copy);
    for (const path of reads) expect(await read(copy, path), path).toBe(await read(original, path));
    // The tags as git sees them: an annotated one (a tag object and the commit it names) and a lightweight one.
    const tags = (server: TestServer) => execFileSync('git', ['ls-remote', '--tags', `${server.url}/alice/tool.git`], { encoding: 'utf8' })
      .replace(/\b[0-9a-f]{40}\b/g, 'SHA');
    expect(tags(copy)).toBe('SHA\trefs/tags/nightly\nSHA\trefs/tags/v1.0\nSHA\trefs/tags/v1.0^{}\n');
    expect(tags(copy)).toBe(tags(original));
  });
});
