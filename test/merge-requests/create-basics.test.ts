// Creating merge requests: the fields of a new request, its first diff version, labels, and every refusal.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches, pushBranch } from './support.js';

describeApi('create a merge request', (api) => {
  test('a developer opens a request: 201 with the request, its sha and first version, an open event', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'shop');
    const response = await api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: alice.token,
      json: { source_branch: 'feature', target_branch: 'master', title: 'WIP: Add the feature', description: 'Closes #1', labels: 'docs, bug,docs', remove_source_branch: true, squash: true },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      iid: 1,
      project_id: project.id,
      target_project_id: project.id,
      source_project_id: project.id,
      title: 'WIP: Add the feature',
      description: 'Closes #1',
      state: 'opened',
      source_branch: 'feature',
      target_branch: 'master',
      upvotes: 0,
      downvotes: 0,
      author: { id: alice.id, username: 'alice' },
      assignee: null,
      labels: ['bug', 'docs'],
      work_in_progress: true,
      milestone: null,
      merge_when_pipeline_succeeds: false,
      sha: project.feature,
      merge_commit_sha: null,
      user_notes_count: 0,
      force_remove_source_branch: true,
      should_remove_source_branch: null,
      squash: true,
      subscribed: true,
      changes_count: '1',
      diff_refs: { head_sha: project.feature, start_sha: project.master, base_sha: project.master },
      web_url: `${project.web_url}/-/merge_requests/1`,
      time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
      closed_by: null,
      merged_by: null,
    });
    expect(['unchecked', 'can_be_merged']).toContain(response.body.merge_status);
    // Seed: created_at and updated_at are "absent from the create response" (GET shows them).
    expect(response.body).not.toHaveProperty('created_at');
    expect(response.body).not.toHaveProperty('updated_at');

    const labels = await api.db.selectFrom('labels').select(['name', 'color']).where('project_id', '=', project.id).orderBy('name').execute();
    expect(labels).toEqual([{ name: 'bug', color: '#428BCA' }, { name: 'docs', color: '#428BCA' }]);
    const events = await api.db.selectFrom('merge_request_events').select(['action', 'user_id']).where('merge_request_id', '=', response.body.id).execute();
    expect(events).toEqual([{ action: 'open', user_id: alice.id }]);
  });

  test('iids count per project and are never reused after a delete', async () => {
    const project = await projectWithBranches(api, adminToken, 'counted');
    await pushBranch(project, 'two', project.master);
    const first = await createMergeRequest(api, adminToken, project.id);
    expect(first.iid).toBe(1);
    expect((await api.request('DELETE', `/projects/${project.id}/merge_requests/1`, { token: adminToken })).status).toBe(204);
    const second = await createMergeRequest(api, adminToken, project.id, { source_branch: 'two' });
    expect(second.iid).toBe(2);
    expect(second.work_in_progress).toBe(false);
  });

  test('a form body works as well as JSON, and a valid assignee and milestone are kept', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'formed');
    await addMember(api, project.id, bob.id, 30);
    const milestone = await api.request('POST', `/projects/${project.id}/milestones`, { token: alice.token, direct: true, json: { title: '1.0' } });
    expect(milestone.status, milestone.text).toBe(201);
    const response = await api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: alice.token,
      form: { source_branch: 'feature', target_branch: 'master', title: 'Form', assignee_id: String(bob.id), milestone_id: String(milestone.body.id), squash: 'false' },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ assignee: { id: bob.id }, milestone: { id: milestone.body.id, title: '1.0' }, squash: false });
  });

  test('labels as an array (python-gitlab sends JSON arrays) or as labels[] in a form, on create and on update', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'labelled');
    await pushBranch(project, 'other', project.master);
    const created = await api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: alice.token,
      json: { source_branch: 'feature', target_branch: 'master', title: 'Array', labels: ['ui', 'bug, docs', ' '] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.labels).toEqual(['bug', 'docs', 'ui']);
    const updated = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.body.iid}`, { token: alice.token, json: { labels: ['only'] } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.labels).toEqual(['only']);
    const formed = await api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: alice.token,
      form: { source_branch: 'other', target_branch: 'master', title: 'Form array', 'labels[]': 'from-form' },
    });
    expect(formed.status, formed.text).toBe(201);
    expect(formed.body.labels).toEqual(['from-form']);
    const issue = await api.request('POST', `/projects/${project.id}/issues`, { token: alice.token, json: { title: 'Array issue', labels: ['b', 'a'] } });
    expect(issue.status, issue.text).toBe(201);
    expect(issue.body.labels).toEqual(['a', 'b']);
  });

  test('an assignee who cannot read the project and a milestone of another project are ignored', async () => {
    const alice = await api.createUser('alice');
    const stranger = await api.createUser('stranger');
    const project = await projectWithBranches(api, alice.token, 'quiet');
    const other = await projectWithBranches(api, alice.token, 'other');
    const milestone = await api.request('POST', `/projects/${other.id}/milestones`, { token: alice.token, direct: true, json: { title: 'elsewhere' } });
    const response = await api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: alice.token,
      json: { source_branch: 'feature', target_branch: 'master', title: 'Quiet', assignee_id: stranger.id, milestone_id: milestone.body.id },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ assignee: null, milestone: null });
  });

  test('missing parameters: 400 naming them; nothing is created', async () => {
    const project = await projectWithBranches(api, adminToken, 'missing');
    const none = await api.request('POST', `/projects/${project.id}/merge_requests`, { token: adminToken, json: {} });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'source_branch, target_branch, title are missing', message: 'source_branch, target_branch, title are missing' });
    const noTitle = await api.request('POST', `/projects/${project.id}/merge_requests`, { token: adminToken, json: { source_branch: 'feature', target_branch: 'master' } });
    expect(noTitle.body).toEqual({ error: 'title is missing', message: 'title is missing' });
    const blank = await api.request('POST', `/projects/${project.id}/merge_requests`, { token: adminToken, json: { source_branch: 'feature', target_branch: 'master', title: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: { title: ["can't be blank"] } });
    expect(await api.db.selectFrom('merge_requests').selectAll().execute()).toEqual([]);
  });

  test('branches: missing ones and the same branch give 422 with the real messages; a duplicate open request 409', async () => {
    const project = await projectWithBranches(api, adminToken, 'branches');
    const post = (json: object) => api.request('POST', `/projects/${project.id}/merge_requests`, { token: adminToken, json: { title: 'T', ...json } });

    const missing = await post({ source_branch: 'nope', target_branch: 'gone' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: ['Source branch "nope" does not exist', 'Target branch "gone" does not exist'] });
    const same = await post({ source_branch: 'master', target_branch: 'master' });
    expect(same.status).toBe(422);
    expect(same.body).toEqual({ message: ['You must select different branches'] });

    await createMergeRequest(api, adminToken, project.id);
    const duplicate = await post({ source_branch: 'feature', target_branch: 'master' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: ['Another open merge request already exists for this source branch: !1'] });
    expect(await api.db.selectFrom('merge_requests').select('iid').execute()).toEqual([{ iid: 1 }]);

    // A closed request does not block a new one.
    expect((await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: adminToken, json: { state_event: 'close' } })).status).toBe(200);
    expect((await post({ source_branch: 'feature', target_branch: 'master' })).status).toBe(201);
  });

  test('concurrent creates for the same branches: exactly one 201, the others 409 naming it; reopen likewise', async () => {
    const project = await projectWithBranches(api, adminToken, 'raced');
    const post = () => api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: adminToken,
      json: { source_branch: 'feature', target_branch: 'master', title: 'Raced' },
    });
    const responses = await Promise.all(Array.from({ length: 5 }, post));
    const winners = responses.filter((response) => response.status === 201);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.body.iid;
    for (const response of responses.filter((candidate) => candidate.status !== 201)) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: [`Another open merge request already exists for this source branch: !${winner}`] });
    }
    const open = await api.db.selectFrom('merge_requests').select('iid').where('project_id', '=', project.id).where('state', '=', 'opened').execute();
    expect(open).toEqual([{ iid: winner }]);

    // Two closed requests for the same branches, reopened at once: one is open again, the other gets 409.
    const update = (iid: number, json: object) => api.request('PUT', `/projects/${project.id}/merge_requests/${iid}`, { token: adminToken, json });
    expect((await update(winner, { state_event: 'close' })).status).toBe(200);
    const second = (await post()).body.iid;
    expect((await update(second, { state_event: 'close' })).status).toBe(200);
    const reopened = await Promise.all([winner, second].map((iid) => update(iid, { state_event: 'reopen' })));
    expect(reopened.map((response) => response.status).sort()).toEqual([200, 409]);
    const reopenedIid = reopened.find((response) => response.status === 200)!.body.iid;
    expect(reopened.find((response) => response.status === 409)!.body).toEqual({
      message: [`Another open merge request already exists for this source branch: !${reopenedIid}`],
    });
    const stillOpen = await api.db.selectFrom('merge_requests').select('iid').where('project_id', '=', project.id).where('state', '=', 'opened').execute();
    expect(stillOpen).toEqual([{ iid: reopenedIid }]);
  });

  test('permissions: anonymous 401, reporters 403, non-members of a private project 404, developers 201', async () => {
    const owner = await api.createUser('owner');
    const reporter = await api.createUser('reporter');
    const developer = await api.createUser('developer');
    const stranger = await api.createUser('stranger');
    const project = await projectWithBranches(api, owner.token, 'guarded');
    await addMember(api, project.id, reporter.id, 20);
    await addMember(api, project.id, developer.id, 30);
    const json = { source_branch: 'feature', target_branch: 'master', title: 'T' };
    const path = `/projects/${project.id}/merge_requests`;

    // Prism answers unauthenticated calls to secured operations itself: straight to the server.
    expect((await api.request('POST', path, { json, direct: true })).status).toBe(401);
    expect((await api.request('POST', path, { token: stranger.token, json })).body).toEqual({ message: '404 Project Not Found' });
    const refused = await api.request('POST', path, { token: reporter.token, json });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '403 Forbidden' });
    const created = await api.request('POST', path, { token: developer.token, json });
    expect(created.status).toBe(201);
    expect(created.body.author.id).toBe(developer.id);
  });

  test('sudo: an administrator creates on behalf of a user', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'sudo');
    const sudoToken = await api.request('POST', '/users/1/personal_access_tokens', { token: adminToken, direct: true, json: { name: 'sudo', scopes: ['api', 'sudo'] } });
    const response = await api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: sudoToken.body.token,
      headers: { Sudo: 'alice' },
      json: { source_branch: 'feature', target_branch: 'master', title: 'As Alice' },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.author.username).toBe('alice');
    const notAdmin = await api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: alice.token, headers: { Sudo: 'root' }, json: { source_branch: 'feature', target_branch: 'master', title: 'x' },
    });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body).toEqual({ message: '403 Forbidden - Must be admin to use sudo' });
  });
});
