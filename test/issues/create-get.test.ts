import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createMilestone, isoTimestamp, issueNotFound, openIssue, projectNotFound, team, unauthorized } from './support.js';

describeApi('issues: create and get', (api) => {
  test('POST opens an issue with the next iid: 201 with the issue; GET reads it by iid', async () => {
    const { owner, reporter, project } = await team(api);
    const milestone = await createMilestone(api, owner.token, project.id, { title: 'v1' });
    const created = await api.request('POST', `/projects/${project.id}/issues`, {
      token: owner.token,
      json: { title: 'Login fails', description: 'It answers 500.', labels: 'bug, frontend,,bug', assignee_ids: [reporter.id], milestone_id: milestone.id },
    });
    expect(created.status, created.text).toBe(201);
    const ownerBasic = { id: owner.id, username: 'owner', name: 'owner', state: 'active', avatar_url: null, web_url: `${api.rootUrl}/owner` };
    const reporterBasic = { id: reporter.id, username: 'reporter', name: 'reporter', state: 'active', avatar_url: null, web_url: `${api.rootUrl}/reporter` };
    const self = `${api.rootUrl}/api/v4/projects/${project.id}/issues/1`;
    expect(created.body).toEqual({
      id: expect.any(Number),
      iid: 1,
      project_id: project.id,
      title: 'Login fails',
      description: 'It answers 500.',
      state: 'opened',
      created_at: isoTimestamp,
      updated_at: created.body.created_at,
      closed_at: null,
      closed_by: null,
      labels: ['bug', 'frontend'],
      milestone,
      assignees: [reporterBasic],
      author: ownerBasic,
      type: 'ISSUE',
      assignee: reporterBasic,
      user_notes_count: 0,
      upvotes: 0,
      downvotes: 0,
      due_date: null,
      confidential: false,
      discussion_locked: null,
      web_url: `${project.web_url}/-/issues/1`,
      time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
      _links: { self, notes: `${self}/notes`, award_emoji: `${self}/award_emoji`, project: `${api.rootUrl}/api/v4/projects/${project.id}` },
      references: { short: '#1', relative: '#1', full: `${project.path_with_namespace}#1` },
      merge_requests_count: 0,
      task_completion_status: { count: 0, completed_count: 0 },
    });
    const labels = await api.request('GET', `/projects/${project.id}/labels`, { token: owner.token });
    expect(labels.body.map((label: any) => [label.name, label.color])).toEqual([['bug', '#428BCA'], ['frontend', '#428BCA']]);

    const read = await api.request('GET', `/projects/${encodeURIComponent(project.path_with_namespace)}/issues/1`, { token: reporter.token });
    expect([read.status, read.body]).toEqual([200, created.body]);

    const second = await api.request('POST', `/projects/${project.id}/issues`, { token: reporter.token, form: { title: 'Second' } });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({ iid: 2, labels: [], milestone: null, assignees: [], assignee: null, description: null, author: reporterBasic });
  });

  test('assignees and milestones that do not fit are ignored; assignee_id works alone', async () => {
    const { owner, reporter, outsider, project } = await team(api);
    const other = await api.request('POST', '/projects', { direct: true, token: owner.token, json: { name: 'Other' } });
    const foreignMilestone = await createMilestone(api, owner.token, other.body.id);
    const ignored = await openIssue(api, owner.token, project.id, { assignee_ids: [outsider.id, 999999], milestone_id: foreignMilestone.id });
    expect(ignored).toMatchObject({ assignee: null, assignees: [], milestone: null });
    const single = await openIssue(api, owner.token, project.id, { assignee_id: reporter.id });
    expect(single.assignee).toMatchObject({ id: reporter.id });
    const first = await openIssue(api, owner.token, project.id, { assignee_ids: [outsider.id, reporter.id, owner.id] });
    expect(first.assignees.map((user: any) => user.id)).toEqual([reporter.id]);
  });

  test('errors and access: missing title, anonymous 401, private project 404, unknown iid 404', async () => {
    const { owner, guest, outsider, project } = await team(api);
    const path = `/projects/${project.id}/issues`;
    const missing = await api.request('POST', path, { token: owner.token, json: { description: 'no title' } });
    expect([missing.status, missing.body]).toEqual([400, { error: 'title is missing', message: 'title is missing' }]);
    // Prism answers unauthenticated calls to secured operations itself.
    const anonymous = await api.request('POST', path, { direct: true, json: { title: 'x' } });
    expect([anonymous.status, anonymous.body]).toEqual([401, unauthorized]);
    const asOutsider = await api.request('POST', path, { token: outsider.token, json: { title: 'x' } });
    expect([asOutsider.status, asOutsider.body]).toEqual([404, projectNotFound]);
    const asGuest = await api.request('POST', path, { token: guest.token, json: { title: 'From a guest' } });
    expect(asGuest.status, asGuest.text).toBe(201);

    for (const request of [{ token: outsider.token }, {}]) {
      const read = await api.request('GET', `${path}/1`, request);
      expect([read.status, read.body]).toEqual([404, projectNotFound]);
    }
    const unknown = await api.request('GET', `${path}/2`, { token: owner.token });
    expect([unknown.status, unknown.body]).toEqual([404, issueNotFound]);
    const none = await api.request('GET', `/projects/999999/issues/1`, { token: adminToken });
    expect([none.status, none.body]).toEqual([404, projectNotFound]);
  });

  test('any signed-in user opens issues in a public project; anonymous callers read them', async () => {
    const { outsider, project } = await team(api, 'public');
    const issue = await openIssue(api, outsider.token, project.id, { title: 'From outside' });
    const read = await api.request('GET', `/projects/${project.id}/issues/${issue.iid}`);
    expect([read.status, read.body]).toEqual([200, issue]);
  });

  test('with the issues feature off: creating is 403, the list is empty, an issue is 404', async () => {
    const { owner, project } = await team(api);
    const issue = await openIssue(api, owner.token, project.id);
    const off = await api.request('PUT', `/projects/${project.id}`, { direct: true, token: owner.token, json: { issues_enabled: false } });
    expect(off.status, off.text).toBe(200);
    const path = `/projects/${project.id}/issues`;
    const create = await api.request('POST', path, { token: owner.token, json: { title: 'x' } });
    expect([create.status, create.body]).toEqual([403, { message: '403 Forbidden' }]);
    const list = await api.request('GET', path, { token: owner.token });
    expect([list.status, list.body]).toEqual([200, []]);
    const read = await api.request('GET', `${path}/${issue.iid}`, { token: owner.token });
    expect([read.status, read.body]).toEqual([404, issueNotFound]);
    const update = await api.request('PUT', `${path}/${issue.iid}`, { token: owner.token, json: { title: 'y' } });
    expect([update.status, update.body]).toEqual([404, issueNotFound]);
  });

  test('concurrent creates get distinct iids', async () => {
    const { owner, project } = await team(api);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) =>
      api.request('POST', `/projects/${project.id}/issues`, { direct: true, token: owner.token, json: { title: `Issue ${index}` } })));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    expect(responses.map((response) => response.body.iid).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('confidential issues: only reporters and above, the author and the assignee see them', async () => {
    const { owner, reporter, guest, outsider, project } = await team(api, 'public');
    const secret = await openIssue(api, guest.token, project.id, { title: 'Secret', confidential: true });
    expect(secret.confidential).toBe(true);
    const assigned = await openIssue(api, owner.token, project.id, { title: 'Assigned', confidential: true, assignee_id: outsider.id });
    const path = `/projects/${project.id}/issues`;
    for (const [token, visible] of [[reporter.token, true], [guest.token, true], [outsider.token, false], [undefined, false]] as const) {
      const read = await api.request('GET', `${path}/${secret.iid}`, token ? { token } : {});
      expect(read.status).toBe(visible ? 200 : 404);
      if (!visible) expect(read.body).toEqual(issueNotFound);
    }
    const titles = async (token?: string) => (await api.request('GET', path, token ? { token } : {})).body.map((issue: any) => issue.title);
    expect(await titles(reporter.token)).toEqual(['Assigned', 'Secret']);
    expect(await titles(guest.token)).toEqual(['Secret']);
    expect(await titles(outsider.token)).toEqual(['Assigned']);
    expect(await titles()).toEqual([]);
    expect(assigned.assignee).toMatchObject({ id: outsider.id });
  });
});
