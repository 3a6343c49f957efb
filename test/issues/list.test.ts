import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { pageHeaders } from '../projects/support.js';
import { createMilestone, openIssue, team } from './support.js';

describeApi('issues: list', (api) => {
  test('GET lists the newest first; filters by state, labels, milestone, iids[], search, author, assignee, confidential', async () => {
    const { owner, reporter, project } = await team(api);
    const milestone = await createMilestone(api, owner.token, project.id, { title: '1.0' });
    await openIssue(api, owner.token, project.id, { title: 'First crash', labels: 'bug,ui', milestone_id: milestone.id });
    await openIssue(api, reporter.token, project.id, { title: 'Second', description: 'about a CRASH', labels: 'bug', assignee_id: reporter.id });
    const third = await openIssue(api, owner.token, project.id, { title: 'Third', labels: 'b%g', confidential: true });
    await openIssue(api, owner.token, project.id, { title: 'Fourth' });
    const closed = await api.request('PUT', `/projects/${project.id}/issues/${third.iid}`, { direct: true, token: owner.token, json: { state_event: 'close' } });
    expect(closed.status, closed.text).toBe(200);

    const path = `/projects/${project.id}/issues`;
    const list = await api.request('GET', path, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((issue: any) => issue.iid)).toEqual([4, 3, 2, 1]);
    expect(pageHeaders(list.headers)).toMatchObject({ 'x-total': '4', 'x-total-pages': '1', 'x-page': '1' });

    const iids = async (query: Record<string, string | number | boolean | string[]>) =>
      (await api.request('GET', path, { token: owner.token, query })).body.map((issue: any) => issue.iid);
    expect(await iids({ state: 'opened' })).toEqual([4, 2, 1]);
    expect(await iids({ state: 'closed' })).toEqual([3]);
    expect(await iids({ state: 'all' })).toEqual([4, 3, 2, 1]);
    expect(await iids({ labels: 'bug' })).toEqual([2, 1]);
    expect(await iids({ labels: 'bug,ui' })).toEqual([1]);
    expect(await iids({ labels: 'b%g' })).toEqual([3]);
    expect(await iids({ labels: 'None' })).toEqual([4]);
    expect(await iids({ labels: 'Any' })).toEqual([3, 2, 1]);
    expect(await iids({ milestone: '1.0' })).toEqual([1]);
    expect(await iids({ milestone: 'None' })).toEqual([4, 3, 2]);
    expect(await iids({ milestone: 'Any' })).toEqual([1]);
    expect(await iids({ milestone: '2.0' })).toEqual([]);
    expect(await iids({ 'iids[]': ['1', '3'] })).toEqual([3, 1]);
    expect(await iids({ search: 'crash' })).toEqual([2, 1]);
    expect(await iids({ author_id: reporter.id })).toEqual([2]);
    expect(await iids({ assignee_id: reporter.id })).toEqual([2]);
    expect(await iids({ confidential: true })).toEqual([3]);
    expect(await iids({ sort: 'asc' })).toEqual([1, 2, 3, 4]);
    // Closing the third issue updated it last.
    expect(await iids({ order_by: 'updated_at' })).toEqual([3, 4, 2, 1]);

    const page = await api.request('GET', path, { token: owner.token, query: { per_page: 3, page: 2 } });
    expect(page.body.map((issue: any) => issue.iid)).toEqual([1]);
    expect(pageHeaders(page.headers)).toMatchObject({ 'x-total': '4', 'x-total-pages': '2', 'x-prev-page': '1', 'x-next-page': '' });
    // A page after the first keeps the filters and the order: its ids are found with them, then its rows read.
    expect(await iids({ milestone: 'None', per_page: 2, page: 2 })).toEqual([2]);
    expect(await iids({ order_by: 'updated_at', sort: 'asc', per_page: 2, page: 2 })).toEqual([4, 3]);

    for (const [name, value, error] of [
      ['state', 'open', 'state does not have a valid value'],
      ['order_by', 'title', 'order_by does not have a valid value'],
      ['sort', 'up', 'sort does not have a valid value'],
      ['author_id', 'me', 'author_id is invalid'],
    ] as const) {
      const bad = await api.request('GET', path, { token: owner.token, query: { [name]: value } });
      expect([bad.status, bad.body]).toEqual([400, { error }]);
    }
  });
});
