// The main merge request flows through unmodified clients: @gitbeaker/rest and the typed client.
import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { createClient, unwrap } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';
import { projectWithBranches } from './support.js';

describeApi('merge requests through clients', (api) => {
  test('@gitbeaker/rest: create, show, edit, list, subscribe, todo, time tracking, closed issues, remove', async () => {
    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    const project = await projectWithBranches(api, adminToken, 'beaker');

    const created = await gitlab.MergeRequests.create(project.id, 'feature', 'master', 'Beaker request', { description: 'Closes #1', labels: 'one,two', removeSourceBranch: true });
    expect(created).toMatchObject({ iid: 1, title: 'Beaker request', labels: ['one', 'two'], force_remove_source_branch: true, sha: project.feature });
    const shown = await gitlab.MergeRequests.show(project.path_with_namespace, 1);
    expect(shown.id).toBe(created.id);
    const edited = await gitlab.MergeRequests.edit(project.id, 1, { title: 'Draft: Beaker', stateEvent: 'close' });
    expect(edited).toMatchObject({ title: 'Draft: Beaker', state: 'closed', work_in_progress: true });
    await gitlab.MergeRequests.edit(project.id, 1, { stateEvent: 'reopen' });

    const listed = await gitlab.MergeRequests.all({ projectId: project.id, state: 'opened' });
    expect(listed.map((request) => request.iid)).toEqual([1]);
    const mine = await gitlab.MergeRequests.all({ scope: 'created_by_me' });
    expect(mine.map((request) => request.id)).toEqual([created.id]);

    // The author is subscribed from the start: unsubscribe first, so that subscribing changes something.
    await gitlab.MergeRequests.unsubscribe(project.id, 1);
    const subscribed = await gitlab.MergeRequests.subscribe(project.id, 1);
    expect(subscribed.subscribed).toBe(true);
    const todo = await gitlab.MergeRequests.createTodo(project.id, 1);
    expect(todo).toMatchObject({ action_name: 'marked', target_type: 'MergeRequest', state: 'pending' });

    expect(await gitlab.MergeRequests.setTimeEstimate(project.id, 1, '3h30m')).toMatchObject({ time_estimate: 12600, human_time_estimate: '3h 30m' });
    expect(await gitlab.MergeRequests.addSpentTime(project.id, 1, '1h')).toMatchObject({ total_time_spent: 3600 });
    expect(await gitlab.MergeRequests.showTimeStats(project.id, 1)).toEqual({ time_estimate: 12600, total_time_spent: 3600, human_time_estimate: '3h 30m', human_total_time_spent: '1h' });
    expect(await gitlab.MergeRequests.resetTimeEstimate(project.id, 1)).toMatchObject({ time_estimate: 0 });
    expect(await gitlab.MergeRequests.resetSpentTime(project.id, 1)).toMatchObject({ total_time_spent: 0 });

    await gitlab.Issues.create(project.id, 'The bug');
    const closes = await gitlab.MergeRequests.allIssuesClosed(project.id, 1);
    expect(closes.map((issue) => issue.title)).toEqual(['The bug']);

    await expect(gitlab.MergeRequests.create(project.id, 'feature', 'master', 'Again')).rejects.toThrow(/Another open merge request already exists/);
    await gitlab.MergeRequests.remove(project.id, 1);
    await expect(gitlab.MergeRequests.show(project.id, 1)).rejects.toThrow('404 Not found');
  });

  test('typed client: create, get, update, list with iids', async () => {
    const client = createClient({ baseUrl: api.url, token: adminToken });
    const project = await projectWithBranches(api, adminToken, 'typed');
    const created = unwrap(await client.POST('/projects/{id}/merge_requests', {
      params: { path: { id: project.id } },
      body: { source_branch: 'feature', target_branch: 'master', title: 'Typed' },
    }));
    expect(created.iid).toBe(1);
    const one = unwrap(await client.GET('/projects/{id}/merge_requests/{merge_request_iid}', { params: { path: { id: project.path_with_namespace, merge_request_iid: 1 } } }));
    expect(one.changes_count).toBe('1');
    const updated = unwrap(await client.PUT('/projects/{id}/merge_requests/{merge_request_iid}', {
      params: { path: { id: project.id, merge_request_iid: 1 } },
      body: { description: 'Typed description' },
    }));
    expect(updated.description).toBe('Typed description');
    const list = unwrap(await client.GET('/projects/{id}/merge_requests', { params: { query: { 'iids[]': [1], view: 'simple' }, path: { id: project.id } } }));
    expect(list).toEqual([expect.objectContaining({ iid: 1, description: 'Typed description' })]);
  });
});
