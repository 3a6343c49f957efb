// Merging into the default branch closes the issues the request closes (closes_issues), in the merge's
// transaction, with the issue hook's close event; a merge into another branch closes none.
import { expect, test } from 'vitest';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { allowLocalHooks, startReceiver } from '../hooks/support.js';
import { adminToken, describeApi } from '../support/context.js';
import { createMergeRequest, projectWithBranches, pushBranch } from './support.js';

describeApi('merging closes issues', (api) => {
  const createIssue = async (projectId: number, title: string) => {
    const response = await api.request('POST', `/projects/${projectId}/issues`, { token: adminToken, direct: true, json: { title } });
    expect(response.status).toBe(201);
    return response.body;
  };
  const issueState = async (projectId: number, iid: number) =>
    (await api.request('GET', `/projects/${projectId}/issues/${iid}`, { token: adminToken })).body;

  test('a merge into the default branch closes the listed open issues (closed_at, closed_by, close hook); others stay open', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const project = await projectWithBranches(api, adminToken, 'Closing Merge');
      const [first, second, third] = [await createIssue(project.id, 'First'), await createIssue(project.id, 'Second'), await createIssue(project.id, 'Third')];
      const hook = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, json: { url: receiver.url, push_events: false, issues_events: true } });
      expect(hook.status).toBe(201);
      const mergeRequest = await createMergeRequest(api, adminToken, project.id, { description: `Fixes #${first.iid} and closes #${second.iid}; see #${third.iid}` });
      const listed = await api.request('GET', `/projects/${project.id}/merge_requests/${mergeRequest.iid}/closes_issues`, { token: adminToken });
      expect(listed.body.map((issue: any) => issue.iid)).toEqual([first.iid, second.iid]);
      expect(listed.body.map((issue: any) => issue.changes_count)).toEqual(['1', '1']);

      const merged = await api.request('PUT', `/projects/${project.id}/merge_requests/${mergeRequest.iid}/merge`, { token: adminToken });
      expect(merged.status, merged.text).toBe(200);
      for (const issue of [first, second]) {
        const read = await issueState(project.id, issue.iid);
        expect(read).toMatchObject({ state: 'closed', closed_by: { username: 'root' } });
        expect(Date.parse(read.closed_at)).toBeGreaterThanOrEqual(Date.parse(merged.body.merged_at) - 1000);
      }
      expect((await issueState(project.id, third.iid)).state).toBe('opened');

      await runJobsUntilIdle(api.services, { log: () => undefined });
      const closes = receiver.received.map(({ body }) => body).filter((body) => body.object_attributes.action === 'close');
      expect(closes.map((body) => body.object_attributes.iid).sort()).toEqual([first.iid, second.iid]);
      expect(closes[0].changes.state_id).toEqual({ previous: 1, current: 2 });
    } finally {
      await receiver.close();
    }
  });

  test('a merge into another branch closes nothing', async () => {
    const project = await projectWithBranches(api, adminToken, 'Side Merge');
    const issue = await createIssue(project.id, 'Stays');
    await pushBranch(project, 'side', project.master);
    const mergeRequest = await createMergeRequest(api, adminToken, project.id, { target_branch: 'side', description: `Closes #${issue.iid}` });
    const merged = await api.request('PUT', `/projects/${project.id}/merge_requests/${mergeRequest.iid}/merge`, { token: adminToken });
    expect(merged.status, merged.text).toBe(200);
    expect((await issueState(project.id, issue.iid)).state).toBe('opened');
  });
});
