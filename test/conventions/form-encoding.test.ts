// Form-encoded bodies read as the real service (Rails) reads them: arrays of hashes start a new hash when a key
// repeats, empty values clear, blank array entries are dropped, list filters take the array form. That every write
// gives the same answer either way is writes-both-ways.test.ts.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches } from '../merge-requests/support.js';
import { formPairs } from './rails-form-pairs.js';

describeApi('form-encoded bodies', (api) => {
  test('an array of hashes: each repeated key starts a new hash (a two-action commit)', async () => {
    const project = await projectWithBranches(api, adminToken, 'Form Commit');
    const form = formPairs({
      branch: 'master', commit_message: 'Two files',
      actions: [{ action: 'create', file_path: 'a.txt', content: 'x' }, { action: 'create', file_path: 'b.txt', content: 'y' }],
    });
    expect(form.map(([name]) => name)).toContain('actions[][action]');
    const response = await api.request('POST', `/projects/${project.id}/repository/commits`, { token: adminToken, direct: true, form });
    expect(response.status, response.text).toBe(201);
    for (const [file, content] of [['a.txt', 'x'], ['b.txt', 'y']]) {
      const read = await api.request('GET', `/projects/${project.id}/repository/files/${file}/raw`, { token: adminToken, direct: true, query: { ref: 'master' } });
      expect(read.text).toBe(content);
    }
    const mixed = await api.request('POST', `/projects/${project.id}/repository/commits`, { token: adminToken, direct: true, form: [['branch', 'master'], ['branch[]', 'x']] });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toEqual({ message: "400 Bad request - expected Array (got String) for param `branch'" });
  });

  test('empty values clear: assignee_id=, milestone_id=, labels=, assignee_ids[]= and tag_list[]=', async () => {
    const project = await projectWithBranches(api, adminToken, 'Form Clear');
    const bob = await api.createUser('bob');
    await addMember(api, project.id, bob.id, 30);
    const milestone = await api.request('POST', `/projects/${project.id}/milestones`, { token: adminToken, direct: true, json: { title: 'v1' } });
    expect(milestone.status, milestone.text).toBe(201);
    const created = await createMergeRequest(api, adminToken, project.id, { assignee_id: bob.id, milestone_id: milestone.body.id, labels: 'bug,ui' });
    expect(created).toMatchObject({ assignee: { id: bob.id }, milestone: { id: milestone.body.id }, labels: ['bug', 'ui'] });
    const path = `/projects/${project.id}/merge_requests/${created.iid}`;

    const cleared = await api.request('PUT', path, { token: adminToken, form: { assignee_id: '', milestone_id: '', labels: '' } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ assignee: null, assignees: [], milestone: null, labels: [] });

    await api.request('PUT', path, { token: adminToken, direct: true, json: { assignee_id: bob.id } });
    const none = await api.request('PUT', path, { token: adminToken, form: [['assignee_ids[]', '']] });
    expect(none.status, none.text).toBe(200);
    expect(none.body).toMatchObject({ assignee: null, assignees: [] });

    const tagged = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, form: [['tag_list[]', 'a'], ['tag_list[]', ''], ['tag_list[]', 'b']] });
    expect(tagged.status, tagged.text).toBe(200);
    expect(tagged.body.tag_list).toEqual(['a', 'b']);
    const untagged = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, form: [['tag_list[]', '']] });
    expect(untagged.status, untagged.text).toBe(200);
    expect(untagged.body.tag_list).toEqual([]);
  });

  test('list filters take the array form of a comma list: labels[]=bug&labels[]=ui on merge request and issue lists', async () => {
    const project = await projectWithBranches(api, adminToken, 'Form Filters');
    await createMergeRequest(api, adminToken, project.id, { labels: 'bug,ui' });
    for (const [title, labels] of [['Both', 'bug,ui'], ['Bug only', 'bug']]) {
      const issue = await api.request('POST', `/projects/${project.id}/issues`, { token: adminToken, direct: true, json: { title, labels } });
      expect(issue.status).toBe(201);
    }
    const requests = await api.request('GET', `/projects/${project.id}/merge_requests?labels[]=bug&labels[]=ui`, { token: adminToken });
    expect(requests.status, requests.text).toBe(200);
    expect(requests.body).toHaveLength(1);
    const none = await api.request('GET', `/projects/${project.id}/merge_requests?labels[]=bug&labels[]=docs`, { token: adminToken });
    expect(none.body).toHaveLength(0);
    const issues = await api.request('GET', `/projects/${project.id}/issues?labels[]=bug&labels[]=ui`, { token: adminToken });
    expect(issues.status, issues.text).toBe(200);
    expect(issues.body.map((issue: any) => issue.title)).toEqual(['Both']);
    const single = await api.request('GET', `/projects/${project.id}/issues?labels[]=bug`, { token: adminToken });
    expect(single.body).toHaveLength(2);
  });
});
