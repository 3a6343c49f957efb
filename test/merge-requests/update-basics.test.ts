// Updating merge requests: attributes, close and reopen, the events they record, and every refusal.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches, pushBranch } from './support.js';

describeApi('update a merge request', (api) => {
  test('attributes change; the update event carries {previous, current} of what changed', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'edited');
    await addMember(api, project.id, bob.id, 30);
    await pushBranch(project, 'stable', project.master);
    const milestone = await api.request('POST', `/projects/${project.id}/milestones`, { token: alice.token, direct: true, json: { title: '2.0' } });
    const created = await createMergeRequest(api, alice.token, project.id, { labels: 'old' });

    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, {
      token: alice.token,
      json: {
        title: '[WIP] Renamed', description: 'More words', target_branch: 'stable', assignee_id: bob.id, milestone_id: milestone.body.id,
        labels: 'new,extra', remove_source_branch: true, squash: true, discussion_locked: true,
      },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      title: '[WIP] Renamed', work_in_progress: true, description: 'More words', target_branch: 'stable', assignee: { id: bob.id },
      milestone: { title: '2.0' }, labels: ['extra', 'new'], force_remove_source_branch: true, squash: true, discussion_locked: true,
      state: 'opened', subscribed: true,
    });
    const stored = await api.db.selectFrom('merge_requests').select('created_at').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(response.body.created_at).toBe(stored.created_at);
    expect(response.body.updated_at > stored.created_at).toBe(true);
    expect(response.body.diff_refs.start_sha).not.toBe(created.diff_refs.start_sha);

    const events = await api.db.selectFrom('merge_request_events').select(['action', 'changes']).where('merge_request_id', '=', created.id).orderBy('id').execute();
    expect(events.map((event) => event.action)).toEqual(['open', 'update']);
    expect(JSON.parse(events[1]!.changes)).toMatchObject({
      title: { previous: 'Add the feature', current: '[WIP] Renamed' },
      target_branch: { previous: 'master', current: 'stable' },
      labels: {
        previous: [expect.objectContaining({ title: 'old', type: 'ProjectLabel' })],
        current: [expect.objectContaining({ title: 'extra' }), expect.objectContaining({ title: 'new' })],
      },
      assignee_id: { previous: null, current: bob.id },
      updated_at: { previous: stored.created_at, current: response.body.updated_at },
      updated_by_id: { previous: null, current: alice.id },
    });

    const cleared = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, form: { assignee_id: '0', milestone_id: '0', labels: '' } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ assignee: null, milestone: null, labels: [] });

    // JSON null clears them too, as the real service takes it.
    await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, direct: true, json: { assignee_id: bob.id, milestone_id: milestone.body.id } });
    const nulled = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, json: { assignee_id: null, milestone_id: null, description: null } });
    expect(nulled.status, nulled.text).toBe(200);
    expect(nulled.body).toMatchObject({ assignee: null, milestone: null, description: '' });
  });

  test('close and reopen: state, closed_by/closed_at, events; repeating changes nothing', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'states');
    const created = await createMergeRequest(api, alice.token, project.id);
    const put = (json: object) => api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, json });

    const closed = await put({ state_event: 'close' });
    expect(closed.body).toMatchObject({ state: 'closed', closed_by: { id: alice.id } });
    expect(closed.body.closed_at).toEqual(expect.any(String));
    expect((await put({ state_event: 'close' })).body.state).toBe('closed');
    const reopened = await put({ state_event: 'reopen' });
    expect(reopened.body).toMatchObject({ state: 'opened', closed_by: null, closed_at: null });
    expect((await put({ state_event: 'reopen' })).body.state).toBe('opened');

    // Commits pushed while the request was closed are in the version taken on reopening.
    await put({ state_event: 'close' });
    const pushed = await pushBranch(project, 'feature', project.feature, 'later.txt', 'Later work');
    const again = await put({ state_event: 'reopen' });
    expect(again.body).toMatchObject({ state: 'opened', sha: pushed });

    // Reopening while another open request has the same branches is refused.
    await put({ state_event: 'close' });
    await createMergeRequest(api, alice.token, project.id);
    const conflict = await put({ state_event: 'reopen' });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ message: ['Another open merge request already exists for this source branch: !2'] });

    const actions = await api.db.selectFrom('merge_request_events').select('action').where('merge_request_id', '=', created.id).orderBy('id').execute();
    expect(actions.map((event) => event.action)).toEqual(['open', 'close', 'reopen', 'close', 'reopen', 'close']);
  });

  test('a merged request stays merged: state_event is ignored, other attributes apply', async () => {
    const project = await projectWithBranches(api, adminToken, 'merged');
    const created = await createMergeRequest(api, adminToken, project.id);
    await api.db.updateTable('merge_requests').set({ state: 'merged' }).where('id', '=', created.id).execute();
    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: adminToken, json: { state_event: 'reopen', title: 'Still merged' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ state: 'merged', title: 'Still merged' });
    const closing = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: adminToken, json: { state_event: 'close' } });
    expect(closing.body.state).toBe('merged');
  });

  test('refusals: no attribute 400, bad state_event 400, blank title 400, bad target branch 422, duplicate 409', async () => {
    const project = await projectWithBranches(api, adminToken, 'refused');
    await pushBranch(project, 'second', project.master);
    await createMergeRequest(api, adminToken, project.id);
    await createMergeRequest(api, adminToken, project.id, { target_branch: 'second' });
    const put = (json: object, direct = false) => api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: adminToken, json, direct });

    const none = await put({});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'add_labels, allow_collaboration, allow_maintainer_to_push, assignee_id, assignee_ids, description, discussion_locked, labels, milestone_id, remove_labels, remove_source_branch, reviewer_ids, squash, state_event, target_branch, title are missing, at least one parameter must be provided', message: 'add_labels, allow_collaboration, allow_maintainer_to_push, assignee_id, assignee_ids, description, discussion_locked, labels, milestone_id, remove_labels, remove_source_branch, reviewer_ids, squash, state_event, target_branch, title are missing, at least one parameter must be provided' });
    // Prism refuses a value outside the enumeration itself; the server's answer is the one under test.
    const badState = await put({ state_event: 'merge' }, true);
    expect(badState.body).toEqual({ error: 'state_event does not have a valid value' });
    const blank = await put({ title: '' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: { title: ["can't be blank"] } });
    const missing = await put({ target_branch: 'nowhere' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: ['Target branch "nowhere" does not exist'] });
    const same = await put({ target_branch: 'feature' });
    expect(same.status).toBe(422);
    expect(same.body).toEqual({ message: ["You can't use same project/branch for source and target"] });
    const duplicate = await put({ target_branch: 'second' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: ['Another open merge request already exists for this source branch: !2'] });

    const unchanged = await api.request('GET', `/projects/${project.id}/merge_requests/1`, { token: adminToken });
    expect(unchanged.body).toMatchObject({ title: 'Add the feature', target_branch: 'master' });
  });

  test('who may update: author and developers yes; reporters 403, anonymous 401, strangers 404, unknown iid 404', async () => {
    const owner = await api.createUser('owner');
    const reporter = await api.createUser('reporter');
    const developer = await api.createUser('developer');
    const stranger = await api.createUser('stranger');
    const project = await projectWithBranches(api, owner.token, 'guarded', { visibility: 'internal' });
    await addMember(api, project.id, reporter.id, 20);
    await addMember(api, project.id, developer.id, 30);
    await createMergeRequest(api, owner.token, project.id);
    const path = `/projects/${project.id}/merge_requests/1`;
    const json = { title: 'Changed' };

    expect((await api.request('PUT', path, { token: developer.token, json })).status).toBe(200);
    const reporterTry = await api.request('PUT', path, { token: reporter.token, json });
    expect(reporterTry.status).toBe(403);
    expect(reporterTry.body).toEqual({ message: '403 Forbidden' });
    expect((await api.request('PUT', path, { token: stranger.token, json })).status).toBe(403);
    // Prism answers unauthenticated calls to secured operations itself: straight to the server.
    expect((await api.request('PUT', path, { json, direct: true })).status).toBe(401);
    const unknown = await api.request('PUT', `/projects/${project.id}/merge_requests/99`, { token: owner.token, json });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Not found' });

    // A reporter who authored a request may update it.
    await api.request('PUT', `/projects/${project.id}/members/${reporter.id}`, { token: owner.token, direct: true, json: { access_level: 30 } });
    await pushBranch(project, 'reporters', project.master);
    await createMergeRequest(api, reporter.token, project.id, { source_branch: 'reporters' });
    await api.request('PUT', `/projects/${project.id}/members/${reporter.id}`, { token: owner.token, direct: true, json: { access_level: 20 } });
    expect((await api.request('PUT', `/projects/${project.id}/merge_requests/2`, { token: reporter.token, json })).status).toBe(200);

    const privateProject = await projectWithBranches(api, owner.token, 'hidden');
    await createMergeRequest(api, owner.token, privateProject.id);
    const hidden = await api.request('PUT', `/projects/${privateProject.id}/merge_requests/1`, { token: stranger.token, json });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Project Not Found' });
  });
});
