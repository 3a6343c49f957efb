// Subscribing to and unsubscribing from merge requests.
import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches } from './support.js';

describeApi('merge request subscriptions', (api) => {
  test('a reader subscribes (201 with the request), again is 304; unsubscribe likewise', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'watched');
    await addMember(api, project.id, bob.id, 20);
    await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/1`;

    const subscribed = await api.request('POST', `${path}/subscribe`, { token: bob.token });
    expect(subscribed.status).toBe(201);
    expect(subscribed.body).toMatchObject({ iid: 1, subscribed: true, merge_commit_sha: null, title: 'Add the feature' });
    // Seed: subscribe and unsubscribe responses stop after merge_commit_sha (subscribed comes before sha).
    expect(Object.keys(subscribed.body)).toEqual([
      'id', 'iid', 'project_id', 'title', 'description', 'state', 'created_at', 'updated_at', 'target_branch', 'source_branch',
      'upvotes', 'downvotes', 'author', 'assignee', 'source_project_id', 'target_project_id', 'labels', 'work_in_progress',
      'milestone', 'merge_when_pipeline_succeeds', 'merge_status', 'subscribed', 'sha', 'merge_commit_sha',
    ]);
    const again = await api.request('POST', `${path}/subscribe`, { token: bob.token });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await api.request('GET', path, { token: bob.token })).body.subscribed).toBe(true);

    const unsubscribed = await api.request('POST', `${path}/unsubscribe`, { token: bob.token });
    expect(unsubscribed.status).toBe(201);
    expect(unsubscribed.body.subscribed).toBe(false);
    expect(Object.keys(unsubscribed.body)).toEqual(Object.keys(subscribed.body));
    expect((await api.request('POST', `${path}/unsubscribe`, { token: bob.token })).status).toBe(304);
  });

  test('the author is subscribed until they unsubscribe; the assignee too', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'authored');
    await addMember(api, project.id, bob.id, 30);
    await createMergeRequest(api, alice.token, project.id, { assignee_id: bob.id });
    const path = `/projects/${project.id}/merge_requests/1`;
    expect((await api.request('POST', `${path}/subscribe`, { token: alice.token })).status).toBe(304);
    expect((await api.request('POST', `${path}/subscribe`, { token: bob.token })).status).toBe(304);
    expect((await api.request('POST', `${path}/unsubscribe`, { token: alice.token })).status).toBe(201);
    expect((await api.request('GET', path, { token: alice.token })).body.subscribed).toBe(false);
    expect((await api.request('POST', `${path}/subscribe`, { token: alice.token })).status).toBe(201);
  });

  test('anonymous 401, strangers of a private project 404, unknown iid 404', async () => {
    const alice = await api.createUser('alice');
    const stranger = await api.createUser('stranger');
    const project = await projectWithBranches(api, alice.token, 'private-watch');
    await createMergeRequest(api, alice.token, project.id);
    const open = await projectWithBranches(api, alice.token, 'public-watch', { visibility: 'public' });
    await createMergeRequest(api, alice.token, open.id);
    for (const action of ['subscribe', 'unsubscribe']) {
      // Prism answers unauthenticated calls to secured operations itself: straight to the server.
      const anonymous = await api.request('POST', `/projects/${open.id}/merge_requests/1/${action}`, { direct: true });
      expect(anonymous.status).toBe(401);
      const hidden = await api.request('POST', `/projects/${project.id}/merge_requests/1/${action}`, { token: stranger.token });
      expect(hidden.body).toEqual({ message: '404 Project Not Found' });
      const unknown = await api.request('POST', `/projects/${open.id}/merge_requests/5/${action}`, { token: stranger.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: '404 Not found' });
    }
    expect((await api.request('POST', `/projects/${open.id}/merge_requests/1/subscribe`, { token: stranger.token })).status).toBe(201);
  });
});
