import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createMergeRequest, projectWithBranches, pushBranch } from '../merge-requests/support.js';
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

  // Reported: an award on an existing merge request answered 404. The request's global id differs from its iid
  // here (another project's request comes first), and the project is named by id and by path.
  test('awards find the merge request by iid, with the project by id or by path', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const other = await projectWithBranches(api, alice.token, 'Other', { visibility: 'public' });
    await createMergeRequest(api, alice.token, other.id);
    const project = await projectWithBranches(api, alice.token, 'Reviewed', { visibility: 'public' });
    await pushBranch(project, 'second', project.master);
    const first = await createMergeRequest(api, alice.token, project.id);
    const second = await createMergeRequest(api, alice.token, project.id, { source_branch: 'second' });
    expect([first.iid, second.iid]).toEqual([1, 2]);
    expect(second.id).not.toBe(second.iid);

    const byId = await api.request('POST', `/projects/${project.id}/merge_requests/${second.iid}/award_emoji`, { token: bob.token, json: { name: 'thumbsup' } });
    expect(byId.status, byId.text).toBe(201);
    expect(byId.body).toMatchObject({ name: 'thumbsup', awardable_id: second.id, awardable_type: 'MergeRequest' });
    const byPath = await api.request('POST', `/projects/${encodeURIComponent(project.path_with_namespace)}/merge_requests/${first.iid}/award_emoji`, {
      token: bob.token,
      form: { name: 'thumbsdown' },
    });
    expect(byPath.status, byPath.text).toBe(201);
    expect(byPath.body).toMatchObject({ name: 'thumbsdown', awardable_id: first.id, awardable_type: 'MergeRequest' });

    const read = await api.request('GET', `/projects/${project.id}/merge_requests/${second.iid}`, { token: alice.token });
    expect([read.status, read.body.upvotes, read.body.downvotes]).toEqual([200, 1, 0]);
    // The request's global id is no iid of this project.
    const byGlobalId = await api.request('POST', `/projects/${project.id}/merge_requests/${second.id}/award_emoji`, { token: bob.token, json: { name: 'tada' } });
    expect([byGlobalId.status, byGlobalId.body]).toEqual([404, mergeRequestNotFound]);
  });

  test('upvotes and downvotes count the thumbs given and taken back, on the request and in its list', async () => {
    const alice = await api.createUser('alice');
    const voters = await Promise.all(['bob', 'carol', 'dave'].map((name) => api.createUser(name)));
    const project = await projectWithBranches(api, alice.token, 'Voted', { visibility: 'public' });
    await pushBranch(project, 'second', project.master);
    const voted = await createMergeRequest(api, alice.token, project.id);
    const other = await createMergeRequest(api, alice.token, project.id, { source_branch: 'second' });
    const path = `/projects/${project.id}/merge_requests/${voted.iid}/award_emoji`;
    const votes = async () => {
      const one = (await api.request('GET', `/projects/${project.id}/merge_requests/${voted.iid}`, { token: alice.token })).body;
      const listed = (await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token })).body as Array<{ iid: number; upvotes: number; downvotes: number }>;
      expect(listed.find((request) => request.iid === voted.iid)).toMatchObject({ upvotes: one.upvotes, downvotes: one.downvotes });
      expect(listed.find((request) => request.iid === other.iid)).toMatchObject({ upvotes: 0, downvotes: 0 });
      return [one.upvotes, one.downvotes];
    };

    const [bob, carol, dave] = voters;
    const given = [];
    for (const [voter, name] of [[bob, 'thumbsup'], [carol, 'thumbsup'], [dave, 'thumbsdown'], [bob, 'rocket']] as const) {
      const award = await api.request('POST', path, { token: voter!.token, json: { name } });
      expect(award.status, award.text).toBe(201);
      given.push(award.body as { id: number });
    }
    expect(await votes()).toEqual([2, 1]);
    expect((await api.request('DELETE', `${path}/${given[0]!.id}`, { token: bob!.token })).status).toBe(204);
    expect((await api.request('DELETE', `${path}/${given[3]!.id}`, { token: bob!.token })).status).toBe(204);
    expect(await votes()).toEqual([1, 1]);
    expect((await api.request('DELETE', `${path}/${given[2]!.id}`, { token: dave!.token })).status).toBe(204);
    expect(await votes()).toEqual([1, 0]);
    // Removing a user takes their awards with them, and the votes follow the awards still listed.
    expect((await api.request('DELETE', `/users/${carol!.id}`, { token: adminToken })).status).toBe(204);
    const awards = (await api.request('GET', path, { token: alice.token })).body as Array<{ name: string }>;
    expect(await votes()).toEqual([awards.filter((award) => award.name === 'thumbsup').length, 0]);
  });

  test('with the merge requests feature off, its requests are not found', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'Switched', { visibility: 'public' });
    const mergeRequest = await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/${mergeRequest.iid}/award_emoji`;
    const awarded = await api.request('POST', path, { token: alice.token, json: { name: 'rocket' } });
    expect(awarded.status, awarded.text).toBe(201);
    const off = await api.request('PUT', `/projects/${project.id}`, { token: alice.token, direct: true, json: { merge_requests_enabled: false } });
    expect(off.status, off.text).toBe(200);
    for (const [method, suffix, json] of [['GET', '', undefined], ['POST', '', { name: 'tada' }], ['GET', `/${awarded.body.id}`, undefined], ['DELETE', `/${awarded.body.id}`, undefined]] as const) {
      const response = await api.request(method, `${path}${suffix}`, { token: alice.token, json });
      expect([response.status, response.body], `${method} ${suffix}`).toEqual([404, mergeRequestNotFound]);
    }
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
