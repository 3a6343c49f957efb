// Concurrent writes lose nothing and never answer 5xx, on both databases: additions to a total all count; racing
// creations of the same record give one 201 and documented refusals for the rest.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createMergeRequest, projectWithBranches } from '../merge-requests/support.js';

const statusesOf = (responses: Array<{ status: number }>) => responses.map((response) => response.status).sort();

describeApi('concurrent writes', (api) => {
  test('30 concurrent add_spent_time 1h all count: 30h in total, one update event each', async () => {
    const project = await projectWithBranches(api, adminToken, 'timed');
    const created = await createMergeRequest(api, adminToken, project.id);
    const path = `/projects/${project.id}/merge_requests/${created.iid}`;
    const spends = await Promise.all(Array.from({ length: 30 }, () =>
      api.request('POST', `${path}/add_spent_time`, { token: adminToken, direct: true, json: { duration: '1h' } })));
    expect(statusesOf(spends)).toEqual(Array(30).fill(201));
    const stats = await api.request('GET', `${path}/time_stats`, { token: adminToken });
    expect(stats.body).toMatchObject({ total_time_spent: 30 * 3600, human_total_time_spent: '3d 6h' });
    const events = await api.db.selectFrom('merge_request_events').select('changes').where('merge_request_id', '=', created.id).where('action', '=', 'update').execute();
    const totals = events.map((event) => JSON.parse(event.changes).total_time_spent).sort((a, b) => a.current - b.current);
    expect(totals.map((change) => [change.previous, change.current])).toEqual(Array.from({ length: 30 }, (_, index) => [index * 3600, (index + 1) * 3600]));

    // Concurrent subtractions stop at zero: exactly as many succeed as the total allows.
    const subtractions = await Promise.all(Array.from({ length: 40 }, () =>
      api.request('POST', `${path}/add_spent_time`, { token: adminToken, direct: true, json: { duration: '-1h' } })));
    expect(subtractions.filter((response) => response.status === 201)).toHaveLength(30);
    expect(subtractions.filter((response) => response.status === 400).map((response) => response.body))
      .toEqual(Array(10).fill({ message: { base: ['Time to subtract exceeds the total time spent'] } }));
    expect((await api.request('GET', `${path}/time_stats`, { token: adminToken })).body.total_time_spent).toBe(0);
  });

  test('racing creations of one label, one award, one branch: one 201, the others refused as documented', async () => {
    const project = await projectWithBranches(api, adminToken, 'racing');
    const created = await createMergeRequest(api, adminToken, project.id);
    const times = <T>(count: number, make: () => Promise<T>) => Promise.all(Array.from({ length: count }, make));

    const labels = await times(10, () => api.request('POST', `/projects/${project.id}/labels`, { token: adminToken, direct: true, json: { name: 'bug', color: '#FF0000' } }));
    expect(statusesOf(labels)).toEqual([201, ...Array(9).fill(409)]);
    const awards = await times(10, () => api.request('POST', `/projects/${project.id}/merge_requests/${created.iid}/award_emoji`, { token: adminToken, direct: true, json: { name: 'thumbsup' } }));
    expect(statusesOf(awards)[0]).toBe(201);
    expect(statusesOf(awards).slice(1).every((status) => status >= 400 && status < 500)).toBe(true);
    const branches = await times(10, () => api.request('POST', `/projects/${project.id}/repository/branches`, { token: adminToken, direct: true, json: { branch: 'race', ref: 'master' } }));
    expect(statusesOf(branches)[0]).toBe(201);
    expect(statusesOf(branches).slice(1).every((status) => status === 400)).toBe(true);

    const awardList = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/award_emoji`, { token: adminToken });
    expect(awardList.body).toHaveLength(1);
    const labelList = await api.request('GET', `/projects/${project.id}/labels`, { token: adminToken });
    expect(labelList.body.map((label: { name: string }) => label.name)).toEqual(['bug']);
  });

  test('concurrent label additions to one merge request all stay; ten closes of it close it once', async () => {
    const project = await projectWithBranches(api, adminToken, 'labelled');
    const created = await createMergeRequest(api, adminToken, project.id);
    const path = `/projects/${project.id}/merge_requests/${created.iid}`;
    const names = Array.from({ length: 10 }, (_, index) => `label-${index}`);
    const added = await Promise.all(names.map((name) => api.request('PUT', path, { token: adminToken, direct: true, json: { add_labels: name } })));
    expect(statusesOf(added)).toEqual(Array(10).fill(200));
    expect((await api.request('GET', path, { token: adminToken })).body.labels).toEqual(names);

    const closed = await Promise.all(names.map(() => api.request('PUT', path, { token: adminToken, direct: true, json: { state_event: 'close' } })));
    expect(statusesOf(closed)).toEqual(Array(10).fill(200));
    const closes = await api.db.selectFrom('merge_request_events').select('id').where('merge_request_id', '=', created.id).where('action', '=', 'close').execute();
    expect(closes).toHaveLength(1);
  });

  test('ten concurrent closes of one issue close it once: one close delivery for its hook', async () => {
    const project = await projectWithBranches(api, adminToken, 'closing');
    const hook = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, json: { url: 'https://hooks.example.com/issues', push_events: false, issues_events: true } });
    expect(hook.status, hook.text).toBe(201);
    const issue = await api.request('POST', `/projects/${project.id}/issues`, { token: adminToken, json: { title: 'Close me' } });
    expect(issue.status, issue.text).toBe(201);
    const closed = await Promise.all(Array.from({ length: 10 }, () =>
      api.request('PUT', `/projects/${project.id}/issues/${issue.body.iid}`, { token: adminToken, direct: true, json: { state_event: 'close' } })));
    expect(statusesOf(closed)).toEqual(Array(10).fill(200));
    const deliveries = await api.db.selectFrom('jobs').select('id').where('kind', '=', 'project_hook_delivery').execute();
    expect(deliveries).toHaveLength(2);
  });

  test('ten concurrent equal time estimates change it once: one update event', async () => {
    const project = await projectWithBranches(api, adminToken, 'estimated');
    const created = await createMergeRequest(api, adminToken, project.id);
    const set = await Promise.all(Array.from({ length: 10 }, () =>
      api.request('POST', `/projects/${project.id}/merge_requests/${created.iid}/time_estimate`, { token: adminToken, direct: true, json: { duration: '3h' } })));
    expect(statusesOf(set)).toEqual(Array(10).fill(201));
    const updates = await api.db.selectFrom('merge_request_events').select('changes').where('merge_request_id', '=', created.id).where('action', '=', 'update').execute();
    expect(updates.map((update) => JSON.parse(update.changes))).toEqual([{ time_estimate: { previous: 0, current: 10_800 } }]);
  });
});
