// detailed_merge_status and first_contribution, which current clients and bots read, the same in single reads and
// lists; and the issue fields that count the requests closing an issue and its task list.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { getMergeRequest, runJobs } from './git-support.js';
import { createMergeRequest, projectWithBranches, pushBranch } from './support.js';

describeApi('merge request status fields', (api) => {
  test('detailed_merge_status follows merge_status, drafts and state; first_contribution is for outsiders without a merge', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'tool', { visibility: 'public' });
    await pushBranch(project, 'first-fix', project.master);
    const created = await createMergeRequest(api, alice.token, project.id);
    expect(created).toMatchObject({ merge_status: 'unchecked', detailed_merge_status: 'unchecked', first_contribution: false });
    expect(created).not.toHaveProperty('allow_collaboration');
    await runJobs(api);
    expect(await getMergeRequest(api, alice.token, project.id, created.iid)).toMatchObject({ detailed_merge_status: 'mergeable' });

    const draft = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}`, { token: alice.token, json: { title: 'Draft: Add the feature' } });
    expect(draft.body.detailed_merge_status).toBe('draft_status');
    const listed = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token });
    expect(listed.body[0]).toMatchObject({ detailed_merge_status: 'draft_status', first_contribution: false });
    const closed = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}`, { token: alice.token, json: { state_event: 'close' } });
    expect(closed.body.detailed_merge_status).toBe('not_open');

    // An administrator who is no member makes a first contribution, until one of their requests is merged.
    const fix = await createMergeRequest(api, adminToken, project.id, { source_branch: 'first-fix', title: 'A fix' });
    expect(fix.first_contribution).toBe(true);
    await runJobs(api);
    const merged = await api.request('PUT', `/projects/${project.id}/merge_requests/${fix.iid}/merge`, { token: adminToken });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body).toMatchObject({ state: 'merged', detailed_merge_status: 'not_open', first_contribution: true });
    await pushBranch(project, 'second-fix', project.master, 'second.txt');
    const second = await createMergeRequest(api, adminToken, project.id, { source_branch: 'second-fix', title: 'Another fix' });
    expect(second.first_contribution).toBe(false);
  });

  test('issues count the open or merged requests that close them, and their task list', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'tool');
    const issue = await api.request('POST', `/projects/${project.id}/issues`, { token: alice.token, json: { title: 'Broken', description: '- [x] find it\n- [ ] fix it\n- [ ] test it' } });
    expect(issue.body).toMatchObject({ merge_requests_count: 0, task_completion_status: { count: 3, completed_count: 1 } });
    await createMergeRequest(api, alice.token, project.id, { description: 'Closes #1' });
    const read = await api.request('GET', `/projects/${project.id}/issues/${issue.body.iid}`, { token: alice.token });
    expect(read.body.merge_requests_count).toBe(1);
    const listed = await api.request('GET', `/projects/${project.id}/issues`, { token: alice.token });
    expect(listed.body[0].merge_requests_count).toBe(1);
    // A request that names the issue by its URL alone (no `#`) closes it too; one that only mentions it does not.
    await pushBranch(project, 'by-url', project.master);
    await createMergeRequest(api, alice.token, project.id, { source_branch: 'by-url', description: `Fixes ${issue.body.web_url}` });
    await pushBranch(project, 'mention', project.master);
    await createMergeRequest(api, alice.token, project.id, { source_branch: 'mention', description: 'See #1' });
    const counted = await api.request('GET', `/projects/${project.id}/issues/${issue.body.iid}`, { token: alice.token });
    expect(counted.body.merge_requests_count).toBe(2);
  });
});
