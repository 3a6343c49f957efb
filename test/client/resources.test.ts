// The client's resource helpers against the reference server, through the Prism proxy that checks every exchange.
import { expect, test } from 'vitest';
import { ApiRequestError, createClient } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';
import { projectWithBranches } from '../merge-requests/support.js';
import { recordingFetch } from './recording-fetch.js';

describeApi('client resource helpers', (api) => {
  const client = (token: string) => {
    const fetch = recordingFetch();
    return Object.assign(createClient({ baseUrl: api.url, token, fetch }), { requests: fetch.requests });
  };

  test('projects: create, get by path, edit, star twice, archive, list page by page, list users, delete', { timeout: 60_000 }, async () => {
    const alice = await api.createUser('alice');
    const projects = client(alice.token).projects;
    const created = await projects.create({ name: 'Helper Project', description: 'made by a helper' });
    expect(created).toMatchObject({ path_with_namespace: 'alice/helper-project', description: 'made by a helper' });
    expect((await projects.get('alice/helper-project')).id).toBe(created.id);
    expect(await projects.edit(created.id, { description: 'edited' })).toMatchObject({ id: created.id, description: 'edited' });

    expect(await projects.star(created.id)).toMatchObject({ star_count: 1 });
    expect(await projects.star(created.id)).toBeUndefined();
    expect(await projects.unstar(created.id)).toMatchObject({ star_count: 0 });
    expect(await projects.archive(created.id)).toMatchObject({ archived: true });
    expect(await projects.unarchive(created.id)).toMatchObject({ archived: false });

    const uploaded = await projects.upload(created.id, new Blob(['hello']), 'notes.txt');
    expect(uploaded).toMatchObject({ alt: 'notes', markdown: expect.stringContaining('/notes.txt)') });
    expect((await projects.listUsers(created.id).all()).map((user) => user.username)).toEqual(['alice']);

    await projects.delete(created.id);
    await expect(projects.get(created.id)).rejects.toMatchObject({ name: 'ApiRequestError', status: 404, body: { message: '404 Project Not Found' } });
  });

  test('a list helper reads page after page with the caller\'s credentials: 7 projects, 3 a page', async () => {
    const alice = await api.createUser('alice');
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await client(alice.token).projects.create({ name: `p${i}` })).id);
    const reader = client(alice.token);
    const list = reader.projects.list({ owned: true, per_page: 3, order_by: 'id', sort: 'asc' });
    const pages = [];
    for await (const page of list.pages()) pages.push({ ids: page.items.map((project) => project.id), page: page.response.headers.get('X-Page') });
    expect(pages).toEqual([{ ids: ids.slice(0, 3), page: '1' }, { ids: ids.slice(3, 6), page: '2' }, { ids: ids.slice(6), page: '3' }]);
    for (const request of reader.requests) expect(request.headers.get('PRIVATE-TOKEN')).toBe(alice.token);
    // The list is read again, from the first page, each time it is iterated.
    expect((await list.all()).map((project) => project.id)).toEqual(ids);
    const iterated: number[] = [];
    for await (const project of list) iterated.push(project.id);
    expect(iterated).toEqual(ids);
  });

  test('merge requests: create, get, update, list, subscribe, time tracking, versions, commits, merge, delete', { timeout: 60_000 }, async () => {
    const project = await projectWithBranches(api, adminToken, 'helpers');
    const mergeRequests = client(adminToken).mergeRequests;
    const created = await mergeRequests.create(project.id, { source_branch: 'feature', target_branch: 'master', title: 'Helper request' });
    expect(created).toMatchObject({ iid: 1, title: 'Helper request', state: 'opened' });
    expect((await mergeRequests.get(project.path_with_namespace, 1)).id).toBe(created.id);
    expect(await mergeRequests.update(project.id, 1, { description: 'Closes nothing' })).toMatchObject({ description: 'Closes nothing' });
    expect((await mergeRequests.list(project.id, { state: 'opened' }).all()).map((request) => request.iid)).toEqual([1]);
    expect((await mergeRequests.listAll({ scope: 'all' }).all()).map((request) => request.title)).toEqual(['Helper request']);

    expect(await mergeRequests.subscribe(project.id, 1)).toBeUndefined();
    expect(await mergeRequests.unsubscribe(project.id, 1)).toMatchObject({ subscribed: false });
    expect(await mergeRequests.setTimeEstimate(project.id, 1, { duration: '2h' })).toMatchObject({ time_estimate: 7200 });
    expect(await mergeRequests.addSpentTime(project.id, 1, { duration: '30m' })).toMatchObject({ total_time_spent: 1800 });
    expect(await mergeRequests.getTimeStats(project.id, 1)).toMatchObject({ human_time_estimate: '2h', human_total_time_spent: '30m' });

    expect((await mergeRequests.listCommits(project.id, 1).all()).map((commit) => commit.id)).toEqual([project.feature]);
    expect((await mergeRequests.getChanges(project.id, 1)).changes.map((change) => change.new_path)).toEqual(['feature.txt']);
    const [version] = await mergeRequests.listVersions(project.id, 1).all();
    expect((await mergeRequests.getVersion(project.id, 1, version!.id)).head_commit_sha).toBe(project.feature);

    // The server computes mergeability in the background: the helper's error carries the status until it is known.
    let merged;
    for (let attempt = 0; !merged; attempt++) {
      try {
        merged = await mergeRequests.merge(project.id, 1, { merge_commit_message: 'Merged by a helper' });
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status !== 406 || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(merged).toMatchObject({ state: 'merged' });

    const second = await projectWithBranches(api, adminToken, 'helpers-two');
    await mergeRequests.create(second.id, { source_branch: 'feature', target_branch: 'master', title: 'To delete' });
    await mergeRequests.delete(second.id, 1);
    await expect(mergeRequests.get(second.id, 1)).rejects.toMatchObject({ status: 404 });
  });

  test('hooks and settings', async () => {
    const root = client(adminToken);
    const project = await root.projects.create({ name: 'Hooked' });
    const hook = await root.hooks.add(project.id, { url: 'https://example.com/hook', merge_requests_events: true });
    expect(hook).toMatchObject({ url: 'https://example.com/hook', merge_requests_events: true });
    expect(await root.hooks.edit(project.id, hook.id, { url: 'https://example.com/hook', push_events: false })).toMatchObject({ id: hook.id, push_events: false });
    expect(await root.hooks.get(project.id, hook.id)).toMatchObject({ push_events: false });
    expect((await root.hooks.list(project.id).all()).map((listed) => listed.id)).toEqual([hook.id]);
    await root.hooks.delete(project.id, hook.id);
    expect(await root.hooks.list(project.id).all()).toEqual([]);

    const before = await root.settings.get();
    const changed = await root.settings.update({ signup_enabled: !before.signup_enabled });
    expect(changed.signup_enabled).toBe(!before.signup_enabled);
    expect((await root.settings.get()).signup_enabled).toBe(!before.signup_enabled);
  });
});
