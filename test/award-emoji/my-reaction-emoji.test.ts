import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { createMergeRequest, projectWithBranches, pushBranch } from '../merge-requests/support.js';

describeApi('my_reaction_emoji on merge request lists, with awards made through the API', (api) => {
  test('filters by the caller\'s own awards: a name, Any, None', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'Reactions', { visibility: 'public' });
    await pushBranch(project, 'second', project.master);
    await pushBranch(project, 'third', project.master);
    const first = await createMergeRequest(api, alice.token, project.id);
    const second = await createMergeRequest(api, alice.token, project.id, { source_branch: 'second' });
    const third = await createMergeRequest(api, alice.token, project.id, { source_branch: 'third' });
    const award = async (token: string, iid: number, name: string) => {
      const response = await api.request('POST', `/projects/${project.id}/merge_requests/${iid}/award_emoji`, { token, json: { name } });
      expect(response.status, response.text).toBe(201);
    };
    await award(bob.token, first.iid, 'rocket');
    await award(bob.token, second.iid, 'thumbsup');
    // Alice's award on the third request must not count for Bob.
    await award(alice.token, third.iid, 'rocket');

    const iids = async (token: string, emoji: string) => {
      const response = await api.request('GET', `/projects/${project.id}/merge_requests`, { token, query: { my_reaction_emoji: emoji, order_by: 'created_at', sort: 'asc' } });
      expect(response.status, response.text).toBe(200);
      return (response.body as { iid: number }[]).map((mergeRequest) => mergeRequest.iid);
    };
    expect(await iids(bob.token, 'rocket')).toEqual([first.iid]);
    expect(await iids(bob.token, 'thumbsup')).toEqual([second.iid]);
    expect(await iids(bob.token, 'tada')).toEqual([]);
    expect(await iids(bob.token, 'Any')).toEqual([first.iid, second.iid]);
    expect(await iids(bob.token, 'None')).toEqual([third.iid]);
    expect(await iids(alice.token, 'rocket')).toEqual([third.iid]);

    // Taking the award back takes the request out of the filter.
    const awards = await api.request('GET', `/projects/${project.id}/merge_requests/${first.iid}/award_emoji`, { token: bob.token });
    const removed = await api.request('DELETE', `/projects/${project.id}/merge_requests/${first.iid}/award_emoji/${awards.body[0].id}`, { token: bob.token });
    expect(removed.status).toBe(204);
    expect(await iids(bob.token, 'rocket')).toEqual([]);
    expect(await iids(bob.token, 'None')).toEqual([first.iid, third.iid]);
  });
});
