// Merge request and issue deliveries shaped as the real service's: label objects in `changes.labels`, the
// `updated_at`/`updated_by_id` changes, `blocking_discussions_resolved`, the instance and hook headers, and every
// delivered body decoded by go-gitlab's own webhook types (skipped, with a message, where Go is absent).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { expectMatchesSchema } from './payload-schemas.js';
import { addHook, allowLocalHooks, createProject, pushMasterAndFeature, startReceiver, type Received } from './support.js';

const gopath = '/usr/share/gocode';
const decoderSource = fileURLToPath(new URL('./go-decode/main.go', import.meta.url));

function goMissing(): string | undefined {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
  } catch {
    return 'the go toolchain is not installed (Debian: apt-get install golang-go)';
  }
  return existsSync(join(gopath, 'src/github.com/xanzy/go-gitlab')) ? undefined : 'go-gitlab is not installed (Debian: apt-get install golang-github-xanzy-go-gitlab-dev)';
}

const buildDirectories: string[] = [];
afterAll(() => buildDirectories.forEach((directory) => rmSync(directory, { recursive: true, force: true })));

/** go-gitlab's reading of each delivery: one line per delivery, or the decoding errors. */
async function decodeWithGoGitlab(deliveries: Received[]): Promise<{ code: number; lines: string[] }> {
  const directory = mkdtempSync(join(tmpdir(), 'rhs-go-decode-'));
  buildDirectories.push(directory);
  const binary = join(directory, 'decode');
  const environment = { ...process.env, GO111MODULE: 'off', GOPATH: gopath, GOCACHE: join(directory, 'cache'), GOFLAGS: '' };
  await new Promise<void>((resolve, reject) => {
    execFile('go', ['build', '-o', binary, decoderSource], { cwd: directory, env: environment }, (error, _stdout, stderr) =>
      (error ? reject(new Error(`go build: ${stderr}`)) : resolve()));
  });
  const input = JSON.stringify(deliveries.map(({ headers, body }) => ({ event: headers['x-gitlab-event'], body })));
  return new Promise((resolve) => {
    const child = execFile(binary, [], { timeout: 30_000 }, (error, stdout) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, lines: stdout.trim().split('\n') }));
    child.stdin!.end(input);
  });
}

const unavailable = goMissing();

describeApi('merge request and issue deliveries as the real service shapes them', (api) => {
  test('label objects and update stamps in changes, blocking_discussions_resolved, instance and hook headers', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'real-shapes');
      const hook = await addHook(api, project.id, { url: receiver.url, push_events: true, issues_events: true, merge_requests_events: true });
      await pushMasterAndFeature(project);
      const created = await api.request('POST', `/projects/${project.id}/merge_requests`, {
        token: adminToken, json: { source_branch: 'feature', target_branch: 'master', title: 'Shapes', labels: 'bug' },
      });
      expect(created.status, created.text).toBe(201);
      const edited = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.body.iid}`, { token: adminToken, json: { add_labels: 'ui' } });
      expect(edited.status, edited.text).toBe(200);
      const issue = await api.request('POST', `/projects/${project.id}/issues`, { token: adminToken, json: { title: 'Issue', labels: 'bug' } });
      await api.request('PUT', `/projects/${project.id}/issues/${issue.body.iid}`, { token: adminToken, json: { labels: 'ui' } });
      await runJobsUntilIdle(api.services, { log: () => undefined });

      const update = receiver.received.find(({ body }) => body.object_kind === 'merge_request' && body.object_attributes.action === 'update')!;
      expectMatchesSchema(update.body, 'WebhookMergeRequestEvent');
      const label = (title: string) => expect.objectContaining({ title, project_id: project.id, type: 'ProjectLabel' });
      expect(update.body.changes).toEqual({
        labels: { previous: [label('bug')], current: [label('bug'), label('ui')] },
        updated_at: { previous: expect.any(String), current: edited.body.updated_at },
        updated_by_id: { previous: null, current: 1 },
      });
      expect(update.body.object_attributes).toMatchObject({ blocking_discussions_resolved: true, updated_by_id: 1, detailed_merge_status: expect.any(String), first_contribution: false });
      const issueUpdate = receiver.received.find(({ body }) => body.object_kind === 'issue' && body.object_attributes.action === 'update')!;
      expect(issueUpdate.body.changes.updated_by_id).toEqual({ previous: null, current: 1 });
      expectMatchesSchema(issueUpdate.body, 'WebhookIssueEvent');

      const uuids = new Set<string>();
      for (const { headers } of receiver.received) {
        expect(headers['x-gitlab-instance']).toBe(api.rootUrl);
        expect(headers['x-gitlab-event-uuid']).toMatch(/^[0-9a-f-]{36}$/);
        uuids.add(String(headers['x-gitlab-webhook-uuid']));
      }
      // One hook: one webhook id on all its deliveries, a version 5 layout UUID.
      expect([...uuids]).toHaveLength(1);
      expect([...uuids][0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(hook.id).toBeGreaterThan(0);
    } finally {
      await receiver.close();
    }
  });

  test.skipIf(unavailable !== undefined)(`every delivered body decodes with go-gitlab's ParseWebhook${unavailable ? ` (skipped: ${unavailable})` : ''}`, async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'go-decoded');
      await addHook(api, project.id, { url: receiver.url, push_events: true, tag_push_events: true, issues_events: true, merge_requests_events: true });
      await pushMasterAndFeature(project, ['HEAD:refs/tags/v1']);
      const created = await api.request('POST', `/projects/${project.id}/merge_requests`, {
        token: adminToken, json: { source_branch: 'feature', target_branch: 'master', title: 'Decoded', labels: 'bug', description: 'Closes #1' },
      });
      expect(created.status, created.text).toBe(201);
      await api.request('PUT', `/projects/${project.id}/merge_requests/${created.body.iid}`, { token: adminToken, json: { add_labels: 'ui', title: 'Draft: Decoded' } });
      await api.request('PUT', `/projects/${project.id}/merge_requests/${created.body.iid}`, { token: adminToken, json: { state_event: 'close' } });
      const issue = await api.request('POST', `/projects/${project.id}/issues`, { token: adminToken, json: { title: 'Issue', labels: 'bug', assignee_ids: [1] } });
      await api.request('PUT', `/projects/${project.id}/issues/${issue.body.iid}`, { token: adminToken, json: { labels: 'ui', state_event: 'close' } });
      await runJobsUntilIdle(api.services, { log: () => undefined });

      const decoded = await decodeWithGoGitlab(receiver.received);
      expect(decoded.code, decoded.lines.join('\n')).toBe(0);
      expect(decoded.lines).toHaveLength(receiver.received.length);
      expect(decoded.lines).toContain('merge_request update labels=bug->bug,ui updated_by=1');
      expect(decoded.lines).toContain('issue close labels=bug->ui updated_by=1');
      expect(decoded.lines.filter((line) => line.startsWith('push'))).not.toHaveLength(0);
    } finally {
      await receiver.close();
    }
  }, 240_000);
});
