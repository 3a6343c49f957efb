import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createMergeRequest, projectWithBranches } from '../merge-requests/support.js';
import { projectNotFound, unauthorized } from '../issues/support.js';

const mergeRequestNotFound = { message: '404 Merge Request Not Found' };

describeApi('award emoji on merge requests', (api) => {
  test('award, list, read and remove awards on a merge request', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'Reviewed', { visibility: 'public' });
    const mergeRequest = await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/${mergeRequest.iid}/award_emoji`;

    const awarded = await api.request('POST', path, { token: bob.token, json: { name: 'rocket' } });
    expect(awarded.status, awarded.text).toBe(201);
    expect(awarded.body).toMatchObject({ name: 'rocket', user: { id: bob.id }, awardable_id: mergeRequest.id, awardable_type: 'MergeRequest' });
    const twice = await api.request('POST', path, { token: bob.token, json: { name: 'rocket' } });
    expect([twice.status, twice.body]).toEqual([404, { message: '404 Award Emoji Name has already been taken Not Found' }]);
    const unknownName = await api.request('POST', path, { token: bob.token, json: { name: 'rocketship' } });
    expect([unknownName.status, unknownName.body]).toEqual([404, { message: '404 Award Emoji Name is not a valid emoji name Not Found' }]);

    const list = await api.request('GET', path, { token: alice.token });
    expect([list.status, list.body]).toEqual([200, [awarded.body]]);
    const one = await api.request('GET', `${path}/${awarded.body.id}`, { token: alice.token });
    expect([one.status, one.body]).toEqual([200, awarded.body]);

    const byOther = await api.request('DELETE', `${path}/${awarded.body.id}`, { token: alice.token });
    expect([byOther.status, byOther.body]).toEqual([401, unauthorized]);
    const byGiver = await api.request('DELETE', `${path}/${awarded.body.id}`, { token: bob.token });
    expect(byGiver.status).toBe(204);
    expect((await api.request('GET', path, { token: alice.token })).body).toEqual([]);

    const noMergeRequest = await api.request('GET', `/projects/${project.id}/merge_requests/99/award_emoji`, { token: alice.token });
    expect([noMergeRequest.status, noMergeRequest.body]).toEqual([404, mergeRequestNotFound]);
    const noAward = await api.request('DELETE', `${path}/99999`, { token: adminToken });
    expect([noAward.status, noAward.body]).toEqual([404, { message: '404 Not found' }]);
    // Prism answers unauthenticated calls to secured operations itself.
    const anonymous = await api.request('POST', path, { direct: true, json: { name: 'tada' } });
    expect([anonymous.status, anonymous.body]).toEqual([401, unauthorized]);
  });

  test('a merge request of a private project is 404 to outsiders', async () => {
    const alice = await api.createUser('alice');
    const outsider = await api.createUser('outsider');
    const project = await projectWithBranches(api, alice.token, 'Hidden');
    const mergeRequest = await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/${mergeRequest.iid}/award_emoji`;
    for (const [method, json] of [['GET', undefined], ['POST', { name: 'eyes' }]] as const) {
      const response = await api.request(method, path, { token: outsider.token, json });
      expect([response.status, response.body]).toEqual([404, projectNotFound]);
    }
  });
});
