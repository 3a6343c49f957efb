// Deliveries of push, tag push, issue and merge request events to a real receiver: headers, payloads (checked
// against the spec's webhook schemas), retries, final failures and the local-address policy at delivery time.
import { expect, test } from 'vitest';
import { runJobsUntilIdle, startJobRunner } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';
import { expectMatchesSchema } from './payload-schemas.js';
import { addHook, allowLocalHooks, createProject, selfSignedCertificate, startReceiver } from './support.js';

const zero = '0'.repeat(40);
const silent = { log: () => undefined };

describeApi('project hook deliveries', (api) => {
  const deliver = () => runJobsUntilIdle(api.services, silent);
  const deliveryJobs = () => api.db.selectFrom('jobs').selectAll().where('kind', '=', 'project_hook_delivery').orderBy('id').execute();

  test('a git push delivers one Push Hook per hook that wants it, with the token and the commits', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'pushed');
      await addHook(api, project.id, { url: receiver.url, token: 'hook-secret' });
      await addHook(api, project.id, { url: `${receiver.url}?tags`, push_events: false, tag_push_events: true });

      const work = scratchDirectory();
      expect((await runGit(['clone', '-q', withCredentials(project.http_url_to_repo, adminToken), work])).code).toBe(0);
      const first = await commitFile(work, 'a.txt', 'a\n', 'Add a\n\nWith a body.');
      await commitFile(work, 'b.txt', 'b\n', 'Add b');
      await runGit(['rm', '-q', 'b.txt'], work);
      const third = await commitFile(work, 'a.txt', 'changed\n', 'Change a, remove b');
      const pushed = await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
      expect(pushed.code, pushed.stderr).toBe(0);

      expect(await deliver()).toBe(1);
      expect(receiver.received).toHaveLength(1);
      const [{ headers, body }] = receiver.received as [typeof receiver.received[0]];
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-gitlab-event']).toBe('Push Hook');
      expect(headers['x-gitlab-token']).toBe('hook-secret');
      expect(headers['user-agent']).toBe('GitLab/17.5.0');
      expect(headers['x-gitlab-event-uuid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expectMatchesSchema(body, 'WebhookPushEvent');
      expect(body).toMatchObject({
        object_kind: 'push',
        event_name: 'push',
        before: zero,
        after: third,
        ref: 'refs/heads/master',
        checkout_sha: third,
        message: null,
        user_id: 1,
        user_username: 'root',
        project_id: project.id,
        project: { id: project.id, path_with_namespace: project.path_with_namespace, web_url: project.web_url, git_http_url: project.http_url_to_repo, visibility_level: 0 },
        total_commits_count: 3,
        repository: { name: 'pushed', homepage: project.web_url, git_http_url: project.http_url_to_repo, visibility_level: 0 },
      });
      expect(body.commits).toEqual([
        expect.objectContaining({ id: first, title: 'Add a', message: 'Add a\n\nWith a body.\n', added: ['a.txt'], modified: [], removed: [], author: { name: 'Test Author', email: 'author@example.com' }, url: `${project.web_url}/-/commit/${first}` }),
        expect.objectContaining({ title: 'Add b', added: ['b.txt'] }),
        expect.objectContaining({ id: third, added: [], modified: ['a.txt'], removed: ['b.txt'] }),
      ]);
      expect(await deliveryJobs()).toMatchObject([{ state: 'done', attempts: 1 }]);

      // An update of the branch lists only the new commits; a hook without a token gets no token header.
      const fourth = await commitFile(work, 'c.txt', 'c\n', 'Add c');
      expect((await runGit(['push', '-q', 'origin', 'HEAD:master'], work)).code).toBe(0);
      await deliver();
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!.body).toMatchObject({ before: third, after: fourth, total_commits_count: 1, commits: [{ id: fourth, added: ['c.txt'] }] });
    } finally {
      await receiver.close();
    }
  });

  test('tags: a Tag Push Hook for a created annotated tag and for a deleted one, only to hooks with tag_push_events', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'tagged');
      const work = scratchDirectory();
      const remote = withCredentials(project.http_url_to_repo, adminToken);
      expect((await runGit(['clone', '-q', remote, work])).code).toBe(0);
      const head = await commitFile(work, 'a.txt', 'a\n', 'First');
      expect((await runGit(['push', '-q', 'origin', 'HEAD:master'], work)).code).toBe(0);
      await addHook(api, project.id, { url: receiver.url, push_events: false, tag_push_events: true, token: 'tags' });
      await addHook(api, project.id, { url: `${receiver.url}?branches` });

      expect((await runGit(['tag', '-a', 'v1.0', '-m', 'Release 1.0'], work)).code).toBe(0);
      const tagObject = (await runGit(['rev-parse', 'v1.0'], work)).stdout.trim();
      expect((await runGit(['push', '-q', 'origin', 'v1.0'], work)).code).toBe(0);
      expect((await runGit(['push', '-q', 'origin', ':refs/tags/v1.0'], work)).code).toBe(0);
      await deliver();

      expect(receiver.received.map(({ headers }) => [headers['x-gitlab-event'], headers['x-gitlab-token']])).toEqual([
        ['Tag Push Hook', 'tags'],
        ['Tag Push Hook', 'tags'],
      ]);
      const [created, deleted] = receiver.received.map(({ body }) => body);
      expectMatchesSchema(created, 'WebhookPushEvent');
      expectMatchesSchema(deleted, 'WebhookPushEvent');
      expect(created).toMatchObject({
        object_kind: 'tag_push', event_name: 'tag_push', ref: 'refs/tags/v1.0', before: zero, after: tagObject,
        checkout_sha: head, message: 'Release 1.0', total_commits_count: 1, commits: [{ id: head, title: 'First' }],
      });
      expect(deleted).toMatchObject({ object_kind: 'tag_push', ref: 'refs/tags/v1.0', before: tagObject, after: zero, checkout_sha: null, commits: [], total_commits_count: 0 });
    } finally {
      await receiver.close();
    }
  });

  test('issues: an Issue Hook for each change, with the action and the changes', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'tracked');
      await addHook(api, project.id, { url: receiver.url, push_events: false, issues_events: true, merge_requests_events: true });

      const issue = await api.request('POST', `/projects/${project.id}/issues`, { token: adminToken, json: { title: 'Broken', labels: 'bug' } });
      expect(issue.status, issue.text).toBe(201);
      const closed = await api.request('PUT', `/projects/${project.id}/issues/${issue.body.iid}`, { token: adminToken, json: { state_event: 'close' } });
      expect(closed.status, closed.text).toBe(200);
      await deliver();
      expect(receiver.received.map(({ headers }) => headers['x-gitlab-event'])).toEqual(['Issue Hook', 'Issue Hook']);
      const [opened, closing] = receiver.received.map(({ body }) => body);
      for (const payload of [opened, closing]) expectMatchesSchema(payload, 'WebhookIssueEvent');
      expect(opened).toMatchObject({
        object_kind: 'issue',
        event_type: 'issue',
        user: { id: 1, username: 'root', name: 'Administrator' },
        project: { id: project.id },
        object_attributes: { id: issue.body.id, iid: issue.body.iid, title: 'Broken', state: 'opened', action: 'open', url: `${project.web_url}/-/issues/${issue.body.iid}` },
        labels: [{ title: 'bug', project_id: project.id, type: 'ProjectLabel' }],
        repository: { name: 'tracked', homepage: project.web_url },
      });
      expect(closing).toMatchObject({ object_attributes: { state: 'closed', action: 'close' }, changes: { state_id: { previous: 1, current: 2 }, closed_at: { previous: null, current: expect.any(String) } } });
    } finally {
      await receiver.close();
    }
  });

  test('merge requests: a Merge Request Hook when one is opened, updated, closed, reopened and merged', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'reviewed');
      await addHook(api, project.id, { url: receiver.url, push_events: false, merge_requests_events: true });

      const commit = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'master', commit_message: 'Start', actions: [{ action: 'create', file_path: 'a.txt', content: 'a' }] },
      });
      expect(commit.status, commit.text).toBe(201);
      const feature = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'feature', start_branch: 'master', commit_message: 'Feature work', actions: [{ action: 'create', file_path: 'b.txt', content: 'b' }] },
      });
      expect(feature.status, feature.text).toBe(201);
      const mergeRequest = await api.request('POST', `/projects/${project.id}/merge_requests`, {
        token: adminToken,
        json: { source_branch: 'feature', target_branch: 'master', title: 'Draft: feature' },
      });
      expect(mergeRequest.status, mergeRequest.text).toBe(201);
      await deliver();
      const mergeRequestDeliveries = receiver.received;
      expect(mergeRequestDeliveries.map(({ headers }) => headers['x-gitlab-event'])).toEqual(['Merge Request Hook']);
      const payload = mergeRequestDeliveries[0]!.body;
      expectMatchesSchema(payload, 'WebhookMergeRequestEvent');
      expect(payload).toMatchObject({
        object_kind: 'merge_request',
        event_type: 'merge_request',
        user: { username: 'root' },
        project: { id: project.id },
        object_attributes: {
          id: mergeRequest.body.id, iid: mergeRequest.body.iid, title: 'Draft: feature', state: 'opened', action: 'open',
          source_branch: 'feature', target_branch: 'master', source_project_id: project.id, target_project_id: project.id,
          work_in_progress: true, url: `${project.web_url}/-/merge_requests/${mergeRequest.body.iid}`,
          source: { id: project.id }, target: { id: project.id },
          last_commit: { id: feature.body.id, title: 'Feature work' },
        },
        changes: {},
        labels: [],
      });

      const path = `/projects/${project.id}/merge_requests/${mergeRequest.body.iid}`;
      for (const json of [{ title: 'Ready feature', labels: 'review' }, { state_event: 'close' }, { state_event: 'reopen' }]) {
        const changed = await api.request('PUT', path, { token: adminToken, json });
        expect(changed.status, changed.text).toBe(200);
      }
      await deliver();
      const merged = await api.request('PUT', `${path}/merge`, { token: adminToken, json: {} });
      expect(merged.status, merged.text).toBe(200);
      await deliver();
      const later = receiver.received.slice(1).map(({ body }) => body);
      for (const each of later) expectMatchesSchema(each, 'WebhookMergeRequestEvent');
      expect(later.map((each) => each.object_attributes.action)).toEqual(['update', 'close', 'reopen', 'merge']);
      expect(later[0]).toMatchObject({
        object_attributes: { title: 'Ready feature', work_in_progress: false, labels: [{ title: 'review' }] },
        labels: [{ title: 'review' }],
        changes: { title: { previous: 'Draft: feature', current: 'Ready feature' } },
      });
      expect(later[1]).toMatchObject({ object_attributes: { state: 'closed' } });
      expect(later[2]).toMatchObject({ object_attributes: { state: 'opened' } });
      expect(later[3]).toMatchObject({ object_attributes: { state: 'merged', merge_commit_sha: merged.body.merge_commit_sha } });
    } finally {
      await receiver.close();
    }
  });

  test('a receiver answering 500 gets the delivery again after a back-off; a 4xx answer is final', async () => {
    await allowLocalHooks(api, true);
    const flaky = await startReceiver((index) => ({ status: index === 0 ? 500 : 200 }));
    const refusing = await startReceiver(() => ({ status: 410 }));
    try {
      const project = await createProject(api, 'retried');
      await addHook(api, project.id, { url: flaky.url });
      const commit = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'master', commit_message: 'Start', actions: [{ action: 'create', file_path: 'a.txt', content: 'a' }] },
      });
      expect(commit.status, commit.text).toBe(201);

      const before = Date.now();
      await runJobsUntilIdle(api.services, silent);
      expect(flaky.received).toHaveLength(1);
      const [waiting] = await deliveryJobs();
      expect(waiting).toMatchObject({ state: 'queued', attempts: 1, last_error: 'The receiver answered 500' });
      expect(Date.parse(waiting!.run_at) - before).toBeGreaterThanOrEqual(10_000);

      // Not due yet; then, later, it is delivered once more, successfully.
      expect(await runJobsUntilIdle(api.services, silent)).toBe(0);
      await runJobsUntilIdle(api.services, { ...silent, now: () => new Date(Date.now() + 11_000) });
      expect(flaky.received).toHaveLength(2);
      expect(flaky.received[1]!.headers['x-gitlab-event-uuid']).toBe(flaky.received[0]!.headers['x-gitlab-event-uuid']);
      expect(flaky.received[1]!.body).toEqual(flaky.received[0]!.body);
      expect(await deliveryJobs()).toMatchObject([{ state: 'done', attempts: 2, last_error: null }]);

      await api.db.deleteFrom('jobs').execute();
      await addHook(api, project.id, { url: refusing.url });
      await api.db.deleteFrom('project_hooks').where('url', '=', flaky.url).execute();
      await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'master', commit_message: 'More', actions: [{ action: 'create', file_path: 'b.txt', content: 'b' }] },
      });
      await runJobsUntilIdle(api.services, { ...silent, now: () => new Date(Date.now() + 3_600_000) });
      expect(refusing.received).toHaveLength(1);
      expect(await deliveryJobs()).toMatchObject([{ state: 'failed', attempts: 1, last_error: 'The receiver answered 410' }]);
    } finally {
      await flaky.close();
      await refusing.close();
    }
  });

  test('redirects are not followed: a 3xx answer ends the delivery', async () => {
    await allowLocalHooks(api, true);
    const target = await startReceiver();
    const redirecting = await startReceiver(() => ({ status: 302, headers: { Location: target.url } }));
    try {
      const project = await createProject(api, 'redirected');
      await addHook(api, project.id, { url: redirecting.url });
      await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'master', commit_message: 'Start', actions: [{ action: 'create', file_path: 'a.txt', content: 'a' }] },
      });
      await deliver();
      expect(redirecting.received).toHaveLength(1);
      expect(target.received).toEqual([]);
      expect(await deliveryJobs()).toMatchObject([{ state: 'failed', attempts: 1, last_error: 'The receiver answered 302' }]);
    } finally {
      await redirecting.close();
      await target.close();
    }
  });

  test('TLS: a self-signed receiver is refused while enable_ssl_verification is on, and reached when it is off', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver(undefined, await selfSignedCertificate());
    try {
      const project = await createProject(api, 'secure');
      const verifying = await addHook(api, project.id, { url: receiver.url });
      await addHook(api, project.id, { url: `${receiver.url}?unverified`, enable_ssl_verification: false });
      await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'master', commit_message: 'Start', actions: [{ action: 'create', file_path: 'a.txt', content: 'a' }] },
      });
      await deliver();
      expect(receiver.received).toHaveLength(1);
      const jobs = await deliveryJobs();
      const byHook = (hookId: number) => jobs.find((job) => JSON.parse(job.payload).hookId === hookId);
      // Node.js 24 adds a hint for the server's operator after OpenSSL's reason (`…; if the root CA is installed
      // locally…`).
      expect(byHook(verifying.id)).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringMatching(/^self-signed certificate\b/) });
      expect(jobs.filter((job) => job.state === 'done')).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  test('with local requests switched off after the hook was made, the delivery is refused and nothing is sent', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'refused');
      await addHook(api, project.id, { url: receiver.url });
      await addHook(api, project.id, { url: receiver.url.replace('127.0.0.1', 'localhost') });
      await allowLocalHooks(api, false);
      const commit = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'master', commit_message: 'Start', actions: [{ action: 'create', file_path: 'a.txt', content: 'a' }] },
      });
      expect(commit.status, commit.text).toBe(201);
      await deliver();
      expect(receiver.received).toEqual([]);
      const jobs = await deliveryJobs();
      expect(jobs).toHaveLength(2);
      for (const job of jobs) {
        expect(job).toMatchObject({ state: 'failed', attempts: 1 });
        expect(job.last_error).toMatch(/^Requests to the local network are not allowed/);
      }
    } finally {
      await receiver.close();
    }
  });

  test('a deleted hook drops its queued deliveries', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'dropped');
      const hook = await addHook(api, project.id, { url: receiver.url });
      await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'master', commit_message: 'Start', actions: [{ action: 'create', file_path: 'a.txt', content: 'a' }] },
      });
      expect(await deliveryJobs()).toHaveLength(1);
      expect((await api.request('DELETE', `/projects/${project.id}/hooks/${hook.id}`, { token: adminToken })).status).toBe(200);
      await deliver();
      expect(receiver.received).toEqual([]);
      expect(await deliveryJobs()).toMatchObject([{ state: 'done' }]);
    } finally {
      await receiver.close();
    }
  });

  test('a slow receiver does not delay the API: the call returns while the delivery waits for the answer', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 3000 }));
    const runner = startJobRunner(api.services, { ...silent, pollMs: 20 });
    try {
      const project = await createProject(api, 'slow');
      await addHook(api, project.id, { url: receiver.url });
      const commit = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: adminToken,
        json: { branch: 'master', commit_message: 'Start', actions: [{ action: 'create', file_path: 'a.txt', content: 'a' }] },
      });
      expect(commit.status, commit.text).toBe(201);
      const returnedAt = Date.now();
      await expect.poll(() => receiver.received.length, { timeout: 10_000, interval: 20 }).toBe(1);
      // The receiver answers 3 s after the delivery reached it: the call had returned before that.
      expect(returnedAt).toBeLessThan(receiver.received[0]!.at + 3000);
      await expect.poll(async () => (await deliveryJobs())[0]?.state, { timeout: 8000, interval: 100 }).toBe('done');
      expect(Date.now() - receiver.received[0]!.at).toBeGreaterThanOrEqual(2900);
    } finally {
      await runner.stop();
      await receiver.close();
    }
  }, 20_000);
});
