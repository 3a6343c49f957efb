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

  test('first_contribution counts group access above guest: of the project\'s group or an ancestor, and of a shared group or an ancestor within the share\'s access', async () => {
    // Setup by an administrator, each call answered 201.
    const created = async (path: string, json: Record<string, unknown>) => {
      const response = await api.request('POST', path, { direct: true, token: adminToken, json });
      expect(response.status, response.text).toBe(201);
      return response.body as { id: number };
    };
    const group = (path: string, parentId?: number) => created('/groups', { name: path, path, visibility: 'public', ...(parentId ? { parent_id: parentId } : {}) });
    const member = (groupId: number, userId: number, level: number) => created(`/groups/${groupId}/members`, { user_id: userId, access_level: level });
    const team = await group('team');
    const tools = await group('tools', team.id);
    // A sibling whose path starts like the project's group: no ancestor of it.
    const teamwork = await group('teamwork');
    const partners = await group('partners');
    const inner = await group('inner', partners.id);
    const project = await projectWithBranches(api, adminToken, 'tool', { namespace_id: tools.id, visibility: 'public' });
    const request = await createMergeRequest(api, adminToken, project.id);
    const share = (groupId: number, level: number) => created(`/projects/${project.id}/share`, { group_id: groupId, group_access: level });
    // Each case is the request's author changed to a user of its own, read back as a single request and in the list.
    const firstContributionOf = async (userId: number) => {
      await api.db.updateTable('merge_requests').set({ author_id: userId }).where('id', '=', request.id).execute();
      const read = await getMergeRequest(api, adminToken, project.id, request.iid);
      const listed = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: adminToken, headers: { 'Cache-Control': 'no-cache' } });
      expect(listed.body[0].first_contribution).toBe(read.first_contribution);
      return read.first_contribution;
    };
    const user = async (name: string) => (await api.createUser(name)).id;

    // A member of the project's group or of an ancestor above guest is no first contributor; of a sibling, they are.
    const memberships: Array<[name: string, groupId: number, level: number, first: boolean]> = [
      ['ancestor-developer', team.id, 30, false],
      ['group-developer', tools.id, 30, false],
      ['ancestor-guest', team.id, 10, true],
      ['sibling-maintainer', teamwork.id, 40, true],
    ];
    for (const [name, groupId, level, first] of memberships) {
      const userId = await user(name);
      await member(groupId, userId, level);
      expect(await firstContributionOf(userId), name).toBe(first);
    }

    // Shared with `inner` as developers: a maintainer of its parent counts, a guest of `inner` does not.
    const sharedMaintainer = await user('shared-maintainer');
    await member(partners.id, sharedMaintainer, 40);
    expect(await firstContributionOf(sharedMaintainer)).toBe(true);
    await share(inner.id, 30);
    expect(await firstContributionOf(sharedMaintainer)).toBe(false);
    const sharedGuest = await user('shared-guest');
    await member(inner.id, sharedGuest, 10);
    expect(await firstContributionOf(sharedGuest)).toBe(true);
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

  test('a new issue answers the count its GET reads, created alone or beside others', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'tool');
    // Counted from the requests' text as an issue is read: one already names the third issue.
    await createMergeRequest(api, alice.token, project.id, { description: 'Closes #3' });
    const create = (title: string) => api.request('POST', `/projects/${project.id}/issues`, { token: alice.token, json: { title } });
    const created = [await create('First'), ...await Promise.all(['Second', 'Third', 'Fourth', 'Fifth', 'Sixth'].map(create))];
    for (const issue of created) {
      expect(issue.status, issue.text).toBe(201);
      const read = await api.request('GET', `/projects/${project.id}/issues/${issue.body.iid}`, { token: alice.token });
      expect(issue.body.merge_requests_count, `issue #${issue.body.iid}`).toBe(read.body.merge_requests_count);
    }
    const third = await api.request('GET', `/projects/${project.id}/issues/3`, { token: alice.token });
    expect(third.body.merge_requests_count).toBe(1);
  });
});
