// Hook fields of newer clients: the confidential and release switches, `wiki_page_events` written under either
// name, the push branch filter (stored, shown, applied to push deliveries, not to tag pushes), and the assignee
// in issue and merge request payloads.
import { expect, test } from 'vitest';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';
import { expectMatchesSchema } from './payload-schemas.js';
import { addHook, allowLocalHooks, createProject, pushMasterAndFeature, startReceiver } from './support.js';

describeApi('hook fields of newer clients', (api) => {
  test('switches and the branch filter are stored and shown; wiki_page_events or wiki_events; empty filter clears', async () => {
    const project = await createProject(api, 'newer-hook-fields');
    const created = await api.request('POST', `/projects/${project.id}/hooks`, {
      token: adminToken,
      json: { url: 'https://ci.example.com/hook', confidential_issues_events: true, releases_events: true, wiki_page_events: true, push_events_branch_filter: 'release/*' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      confidential_issues_events: true, confidential_note_events: false, releases_events: true, wiki_page_events: true,
      push_events_branch_filter: 'release/*',
    });
    const path = `/projects/${project.id}/hooks/${created.body.id}`;
    const edited = await api.request('PUT', path, { token: adminToken, form: { url: 'https://ci.example.com/hook', confidential_note_events: 'true', wiki_events: 'false' } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ confidential_note_events: true, wiki_page_events: false, push_events_branch_filter: 'release/*' });
    const cleared = await api.request('PUT', path, { token: adminToken, json: { url: 'https://ci.example.com/hook', push_events_branch_filter: '' } });
    expect(cleared.body.push_events_branch_filter).toBeNull();
    const plain = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, json: { url: 'https://ci.example.com/other' } });
    expect(plain.body).toMatchObject({ confidential_issues_events: false, confidential_note_events: false, releases_events: false, push_events_branch_filter: null });
  });

  test('push deliveries follow the branch filter (a name or a * pattern); tag pushes are not filtered', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'filtered-pushes');
      await addHook(api, project.id, { url: `${receiver.url}?release`, push_events_branch_filter: 'release/*', tag_push_events: true });
      await addHook(api, project.id, { url: `${receiver.url}?master`, push_events_branch_filter: 'master' });
      const work = scratchDirectory();
      expect((await runGit(['clone', '-q', withCredentials(project.http_url_to_repo, adminToken), work])).code).toBe(0);
      await commitFile(work, 'a.txt', 'a\n', 'Add a');
      for (const ref of ['HEAD:master', 'HEAD:refs/heads/release/1.0', 'HEAD:refs/heads/releases', 'HEAD:refs/tags/v1']) {
        const pushed = await runGit(['push', '-q', 'origin', ref], work);
        expect(pushed.code, pushed.stderr).toBe(0);
      }
      await runJobsUntilIdle(api.services, { log: () => undefined });
      const seen = receiver.received.map(({ headers, body }) => `${String(headers['x-gitlab-event'])} ${body.ref as string}`).sort();
      expect(seen).toEqual(['Push Hook refs/heads/master', 'Push Hook refs/heads/release/1.0', 'Tag Push Hook refs/tags/v1']);
    } finally {
      await receiver.close();
    }
  });

  test('issue payloads carry the top-level assignee, merge request payloads object_attributes.assignee', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await createProject(api, 'assignee-payloads');
      await addHook(api, project.id, { url: receiver.url, push_events: false, issues_events: true, merge_requests_events: true });
      const unassigned = await api.request('POST', `/projects/${project.id}/issues`, { token: adminToken, json: { title: 'Nobody' } });
      expect(unassigned.status).toBe(201);
      const assigned = await api.request('POST', `/projects/${project.id}/issues`, { token: adminToken, json: { title: 'Root', assignee_ids: [1] } });
      expect(assigned.status, assigned.text).toBe(201);
      await pushMasterAndFeature(project);
      const mergeRequest = await api.request('POST', `/projects/${project.id}/merge_requests`, {
        token: adminToken, json: { source_branch: 'feature', target_branch: 'master', title: 'Assigned', assignee_id: 1 },
      });
      expect(mergeRequest.status, mergeRequest.text).toBe(201);
      await runJobsUntilIdle(api.services, { log: () => undefined });

      const bodies = receiver.received.map(({ body }) => body);
      const issueEvents = bodies.filter((body) => body.object_kind === 'issue');
      expect(issueEvents).toHaveLength(2);
      for (const body of issueEvents) expectMatchesSchema(body, 'WebhookIssueEvent');
      const root = { id: 1, username: 'root', name: expect.any(String), avatar_url: null };
      expect(issueEvents.find((body) => body.object_attributes.title === 'Nobody')).not.toHaveProperty('assignee');
      const rootIssue = issueEvents.find((body) => body.object_attributes.title === 'Root');
      expect(rootIssue.assignee).toMatchObject(root);
      expect(rootIssue.assignees).toEqual([rootIssue.assignee]);
      const mergeRequestEvent = bodies.find((body) => body.object_kind === 'merge_request');
      expectMatchesSchema(mergeRequestEvent, 'WebhookMergeRequestEvent');
      expect(mergeRequestEvent.object_attributes.assignee).toMatchObject(root);
      expect(mergeRequestEvent.assignees).toEqual([mergeRequestEvent.object_attributes.assignee]);
    } finally {
      await receiver.close();
    }
  });
});
