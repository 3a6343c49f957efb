// Reading one merge request: who sees it (signed-in callers only), `subscribed` per caller, and the not-found answers.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches } from './support.js';

describeApi('get a merge request', (api) => {
  test('by numeric id and by path; subscribed per caller; anonymous callers 401 even for a public project', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'public-one', { visibility: 'public' });
    const created = await createMergeRequest(api, alice.token, project.id, { description: 'Words' });

    const byId = await api.request('GET', `/projects/${project.id}/merge_requests/1`, { token: alice.token });
    expect(byId.status).toBe(200);
    expect(byId.headers.get('content-type')).toBe('application/json');
    // The create response is the same request without created_at and updated_at (absent from it).
    expect(byId.body).toEqual({ ...created, created_at: expect.any(String), updated_at: expect.any(String), subscribed: true, merge_status: byId.body.merge_status });
    const byPath = await api.request('GET', `/projects/${encodeURIComponent(project.path_with_namespace)}/merge_requests/1`, { token: bob.token });
    expect(byPath.body).toMatchObject({ id: created.id, subscribed: false, changes_count: '1' });
    // Direct: Prism answers unauthenticated calls of secured operations itself. Every merge request call must be
    // authenticated, public projects included.
    const anonymous = await api.request('GET', `/projects/${project.id}/merge_requests/1`, { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
  });

  test('read again, a request shows at once what changed, and what is each caller\'s own', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const carol = await api.createUser('carol');
    const project = await projectWithBranches(api, alice.token, 'read-again', { visibility: 'public' });
    await addMember(api, project.id, carol.id, 30);
    const created = await createMergeRequest(api, alice.token, project.id);
    const read = async (token: string) => {
      const response = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}`, { token, headers: { 'Cache-Control': 'no-cache' } });
      expect(response.status, response.text).toBe(200);
      return response.body;
    };
    expect(await read(alice.token)).toMatchObject({ subscribed: true, user: { can_merge: true } });
    // The same row for each: the author is subscribed, the others not; a developer may merge, a stranger not.
    expect(await read(bob.token)).toMatchObject({ subscribed: false, user: { can_merge: false } });
    expect(await read(carol.token)).toMatchObject({ subscribed: false, user: { can_merge: true } });
    expect(await read(alice.token)).toMatchObject({ subscribed: true, user: { can_merge: true } });
    expect((await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}`, { token: alice.token, direct: true, json: { title: 'Renamed' } })).status).toBe(200);
    expect(await read(bob.token)).toMatchObject({ title: 'Renamed', subscribed: false });
  });

  test('not found: unknown iid, private project for strangers; 403 when merge requests are disabled', async () => {
    const alice = await api.createUser('alice');
    const guest = await api.createUser('guest');
    const stranger = await api.createUser('stranger');
    const project = await projectWithBranches(api, alice.token, 'private-one');
    await addMember(api, project.id, guest.id, 10);
    await createMergeRequest(api, alice.token, project.id);

    const unknown = await api.request('GET', `/projects/${project.id}/merge_requests/2`, { token: alice.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Not found' });
    const hidden = await api.request('GET', `/projects/${project.id}/merge_requests/1`, { token: stranger.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Project Not Found' });
    expect((await api.request('GET', `/projects/${project.id}/merge_requests/1`, { token: guest.token })).status).toBe(200);
    expect((await api.request('GET', `/projects/999999/merge_requests/1`, { token: adminToken })).body).toEqual({ message: '404 Project Not Found' });

    const disabled = await api.request('PUT', `/projects/${project.id}`, { token: alice.token, direct: true, json: { merge_requests_enabled: false } });
    expect(disabled.status).toBe(200);
    const refused = await api.request('GET', `/projects/${project.id}/merge_requests/1`, { token: alice.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '403 Forbidden' });
  });
});
