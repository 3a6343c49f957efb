// closes_issues for a project whose issues live in a custom issue tracker.
import { expect, test } from 'vitest';
import { describeApi, type ApiContext } from '../support/context.js';
import { commitFile } from '../support/git-client.js';
import { addMember, createMergeRequest, git, projectWithBranches, push } from './support.js';

const tracker = {
  new_issue_url: 'https://tracker.example.com/issues/new',
  issues_url: 'https://tracker.example.com/issues/:id',
  project_url: 'https://tracker.example.com/projects/web',
};

async function createIssue(api: ApiContext, token: string, projectId: number, title: string): Promise<{ id: number; iid: number }> {
  const response = await api.request('POST', `/projects/${projectId}/issues`, { token, direct: true, json: { title } });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

describeApi('issues closed by a merge request, with an external issue tracker', (api) => {
  test('own references name the tracker\'s issues ({id, title} strings); other projects\' still built-in; off again restores', async () => {
    const alice = await api.createUser('alice');
    const guest = await api.createUser('guest');
    const project = await projectWithBranches(api, alice.token, 'tracked', { visibility: 'private' });
    const other = await projectWithBranches(api, alice.token, 'other', { visibility: 'public' });
    await addMember(api, project.id, guest.id, 10);
    const own = await createIssue(api, alice.token, project.id, 'Built-in one');
    const elsewhere = await createIssue(api, alice.token, other.id, 'Elsewhere');

    await git(project.work, 'checkout', '-q', 'feature');
    await commitFile(project.work, 'fix.txt', 'fix\n', 'Repair things\n\nFixes #42 and JIRA-7');
    await push(project, 'feature');
    await createMergeRequest(api, alice.token, project.id, {
      title: 'Closes #1',
      description: [
        'Fixes PROJ-123, API_2-8 and #1.',
        `Resolves ${other.path_with_namespace}#${elsewhere.iid}.`,
        'Closes proj-9, closes A-1, see PROJ-77.',
      ].join('\n'),
    });
    const path = `/projects/${project.id}/merge_requests/1/closes_issues`;
    const trackerPath = `/projects/${project.id}/integrations/custom-issue-tracker`;

    const builtIn = await api.request('GET', path, { token: alice.token });
    expect(builtIn.status, builtIn.text).toBe(200);
    expect(builtIn.body.map((entry: { id: number }) => entry.id)).toEqual([own.id, elsewhere.id]);

    const set = await api.request('PUT', trackerPath, { token: alice.token, json: tracker });
    expect(set.status, set.text).toBe(200);
    const external = [
      { id: '1', title: 'External Issue 1' },
      { id: 'PROJ-123', title: 'External Issue PROJ-123' },
      { id: 'API_2-8', title: 'External Issue API_2-8' },
    ];
    const withTracker = await api.request('GET', path, { token: alice.token });
    expect(withTracker.status, withTracker.text).toBe(200);
    expect(withTracker.body.slice(0, 3)).toEqual(external);
    expect(withTracker.body[3]).toMatchObject({ id: elsewhere.id, iid: elsewhere.iid, title: 'Elsewhere', project_id: other.id });
    expect(withTracker.body.slice(4)).toEqual([{ id: '42', title: 'External Issue 42' }, { id: 'JIRA-7', title: 'External Issue JIRA-7' }]);
    expect(withTracker.headers.get('x-total')).toBe('6');

    // A guest sees the tracker's issues too; pages cut across both kinds.
    const page = await api.request('GET', path, { token: guest.token, query: { per_page: 2, page: 2 } });
    expect(page.status, page.text).toBe(200);
    expect(page.body[0]).toEqual(external[2]);
    expect(page.body[1]).toMatchObject({ id: elsewhere.id });
    expect([page.headers.get('x-total'), page.headers.get('x-next-page')]).toEqual(['6', '3']);

    const off = await api.request('DELETE', trackerPath, { token: alice.token });
    expect(off.status).toBe(204);
    const again = await api.request('GET', path, { token: alice.token });
    expect(again.body.map((entry: { id: number }) => entry.id)).toEqual([own.id, elsewhere.id]);
  });

  test('another project\'s tracker does not change this project\'s references', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'plain', { visibility: 'public' });
    const other = await projectWithBranches(api, alice.token, 'tracked', { visibility: 'public' });
    const own = await createIssue(api, alice.token, project.id, 'Mine');
    const theirs = await createIssue(api, alice.token, other.id, 'Theirs');
    const set = await api.request('PUT', `/projects/${other.id}/services/custom-issue-tracker`, { token: alice.token, json: tracker });
    expect(set.status, set.text).toBe(200);
    await createMergeRequest(api, alice.token, project.id, { title: `Closes #1 and ${other.path_with_namespace}#1, fixes PROJ-5` });

    const response = await api.request('GET', `/projects/${project.id}/merge_requests/1/closes_issues`, { token: alice.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body.map((entry: { id: number }) => entry.id)).toEqual([own.id, theirs.id]);
  });
});
