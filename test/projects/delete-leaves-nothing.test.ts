// Deleting a project removes every row that belongs to it, in every table, whichever family added the table.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { createMergeRequest, projectWithBranches, pushBranch } from '../merge-requests/support.js';

/** Tables whose rows are not the project's: users, their credentials, groups, settings, the job queue's history. */
const notTheProjects = new Set([
  'users', 'namespaces', 'access_tokens', 'web_sessions', 'application_settings', 'groups', 'group_members', 'jobs',
  'kysely_migration', 'kysely_migration_lock',
]);

describeApi('DELETE /projects/:id leaves nothing behind', (api) => {
  test('after a project with merge requests, issues, hooks, statuses and integrations is deleted, every table is empty of it', async () => {
    const token = adminToken;
    const project = await projectWithBranches(api, token, 'Everything', { visibility: 'public' });
    const id = project.id;
    const call = async (method: string, path: string, json?: unknown) => {
      const response = await api.request(method, `/projects/${id}${path}`, { token, direct: true, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
      return response.body;
    };
    const label = await call('POST', '/labels', { name: 'bug', color: '#FF0000' });
    const milestone = await call('POST', '/milestones', { title: 'v1' });
    const issue = await call('POST', '/issues', { title: 'Broken', labels: label.name, milestone_id: milestone.id });
    await call('POST', `/issues/${issue.iid}/award_emoji`, { name: 'thumbsup' });
    const request = await createMergeRequest(api, token, id, { description: `Closes #${issue.iid}`, labels: 'bug', milestone_id: milestone.id });
    await call('POST', `/merge_requests/${request.iid}/award_emoji`, { name: 'thumbsdown' });
    await call('POST', `/merge_requests/${request.iid}/todo`);
    await call('POST', `/merge_requests/${request.iid}/time_estimate`, { duration: '1h' });
    await call('POST', `/statuses/${project.feature}`, { state: 'success', name: 'ci' });
    await call('POST', '/hooks', { url: 'https://example.com/hook', merge_requests_events: true });
    await call('PUT', '/services/custom-issue-tracker', { new_issue_url: 'https://tracker.example.com/new', issues_url: 'https://tracker.example.com/:id', project_url: 'https://tracker.example.com' });
    await call('POST', '/star');
    await call('PUT', '/custom_attributes/team', { value: 'red' });
    await pushBranch(project, 'second', project.master);
    await runJobsUntilIdle(api.services, { log: () => undefined });
    await call('PUT', `/merge_requests/${request.iid}/merge`);

    const rowsOf = async () => {
      const owned: Record<string, number> = {};
      for (const table of await api.db.introspection.getTables()) {
        if (notTheProjects.has(table.name)) continue;
        const { total } = await api.db.selectFrom(table.name as never).select(({ fn }) => fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
        if (Number(total) > 0) owned[table.name] = Number(total);
      }
      return owned;
    };
    const before = await rowsOf();
    for (const table of ['projects', 'project_members', 'issues', 'labels', 'milestones', 'award_emoji', 'merge_requests', 'merge_request_diffs', 'merge_request_events', 'todos', 'commit_statuses', 'project_hooks', 'project_integrations', 'project_stars', 'project_custom_attributes', 'ref_events', 'iid_counters']) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    const deleted = await api.request('DELETE', `/projects/${id}`, { token });
    expect(deleted.status).toBe(204);
    await runJobsUntilIdle(api.services, { log: () => undefined });
    expect(await rowsOf()).toEqual({});
    expect(await readdir(join(api.services.config.dataDir, 'repositories'))).toEqual([]);
  });
});
