// Form-encoded bodies read as the real service (Rails) reads them: arrays of hashes start a new hash when a key
// repeats, empty values clear, blank array entries are dropped, list filters take the array form; and the writes
// of the API give the same result sent as JSON and sent form-encoded.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches } from '../merge-requests/support.js';

type Pairs = [string, string][];

/** The object as a Rails form: `a[]=1`, `a[b]=1`, `a[][b]=1` (arrays of hashes, as Rails clients write them). */
function formPairs(value: unknown, prefix = ''): Pairs {
  if (Array.isArray(value)) {
    if (value.length === 0) return [[`${prefix}[]`, '']];
    return value.flatMap((item) => (typeof item === 'object' && item !== null ? formPairs(item, `${prefix}[]`) : [[`${prefix}[]`, String(item)] as [string, string]]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => formPairs(item, prefix === '' ? key : `${prefix}[${key}]`));
  }
  return [[prefix, String(value)]];
}

/** Removes what differs between two equal writes made one after the other. */
function comparable(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (key, value) =>
    /^(_links|references|reference|runners_token)$|(^|_)(id|iid|at|url|sha|path|name|repo|namespace)$/.test(key)
      ? '*'
      : value);
}

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

  /** Makes the same write twice, as JSON and as a form, each on state of its own, and compares the answers. */
  async function sameBothWays(make: (encoding: 'json' | 'form') => Promise<{ status: number; body: unknown }>): Promise<void> {
    const [json, form] = [await make('json'), await make('form')];
    expect(form.status, JSON.stringify(form.body)).toBe(json.status);
    expect(comparable(form.body)).toEqual(comparable(json.body));
  }

  const send = (encoding: 'json' | 'form', method: string, path: string, body: Record<string, unknown>) =>
    api.request(method, path, { token: adminToken, ...(encoding === 'json' ? { json: body } : { form: formPairs(body) }) });

  test('every write gives the same answer sent as JSON and form-encoded', async () => {
    const projectBody = {
      description: 'Both ways', issues_enabled: false, visibility: 'internal', tag_list: ['a', 'b'],
      merge_requests_enabled: true, wiki_enabled: false, request_access_enabled: true,
    };
    let count = 0;
    const project = async () => (await projectWithBranches(api, adminToken, `Both ${(count += 1)}`)).id;
    const plainProject = async () => {
      const created = await api.request('POST', '/projects', { token: adminToken, direct: true, json: { name: `Plain ${(count += 1)}` } });
      return created.body.id as number;
    };
    await sameBothWays(async (encoding) => send(encoding, 'POST', '/projects', { name: `Created ${encoding}`, ...projectBody }));
    await sameBothWays(async (encoding) => send(encoding, 'PUT', `/projects/${await plainProject()}`, projectBody));
    const hook = { url: 'https://ci.example.com/hook', push_events: false, merge_requests_events: true, wiki_page_events: true, push_events_branch_filter: 'main', token: 'secret' };
    await sameBothWays(async (encoding) => send(encoding, 'POST', `/projects/${await plainProject()}/hooks`, hook));
    await sameBothWays(async (encoding) => {
      const id = await plainProject();
      const created = await send('json', 'POST', `/projects/${id}/hooks`, { url: 'https://ci.example.com/first' });
      return send(encoding, 'PUT', `/projects/${id}/hooks/${created.body.id}`, hook);
    });
    const mergeRequest = { source_branch: 'feature', target_branch: 'master', title: 'Both ways', description: 'Words', labels: ['x', 'y'], assignee_ids: [1], squash: true, remove_source_branch: true };
    await sameBothWays(async (encoding) => send(encoding, 'POST', `/projects/${await project()}/merge_requests`, mergeRequest));
    await sameBothWays(async (encoding) => {
      const id = await project();
      await createMergeRequest(api, adminToken, id);
      return send(encoding, 'PUT', `/projects/${id}/merge_requests/1`, { title: 'Renamed', labels: 'p,q', discussion_locked: true, state_event: 'close', assignee_id: 1 });
    });
    await sameBothWays(async (encoding) => {
      const id = await project();
      await createMergeRequest(api, adminToken, id);
      return send(encoding, 'PUT', `/projects/${id}/merge_requests/1/merge`, { merge_commit_message: 'Merged', should_remove_source_branch: true });
    });
    const issue = { title: 'Both ways', description: 'Words', labels: ['bug'], assignee_ids: [1], confidential: true, due_date: '2030-01-02' };
    await sameBothWays(async (encoding) => send(encoding, 'POST', `/projects/${await plainProject()}/issues`, issue));
    await sameBothWays(async (encoding) => send(encoding, 'POST', `/projects/${await plainProject()}/fork`, { path: `fork-${encoding === 'json' ? 'a' : 'b'}`, name: `Fork ${encoding}` }));
    await sameBothWays(async (encoding) => send(encoding, 'PUT', '/application/settings', { signup_enabled: encoding === 'json', default_projects_limit: 42, restricted_visibility_levels: ['public'] })
      .then(async (response) => ({ status: response.status, body: { ...response.body, signup_enabled: '*', updated_at: '*' } })));
  }, 120_000);
});
