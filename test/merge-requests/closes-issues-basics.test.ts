// The issues that merging a request would close.
import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { commitFile } from '../support/git-client.js';
import { createMergeRequest, git, projectWithBranches, push, pushBranch } from './support.js';

describeApi('issues closed by a merge request', (api) => {
  test('closing patterns in the title, description and commit messages; other projects; URLs; only readable issues', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'closer', { visibility: 'public' });
    const other = await projectWithBranches(api, alice.token, 'other', { visibility: 'public' });
    const secret = await projectWithBranches(api, alice.token, 'secret');
    const issue = async (projectId: number, title: string, confidential = false) => {
      const response = await api.request('POST', `/projects/${projectId}/issues`, { token: alice.token, direct: true, json: { title, confidential } });
      expect(response.status, response.text).toBe(201);
      return response.body;
    };
    const one = await issue(project.id, 'One');
    const two = await issue(project.id, 'Two');
    const three = await issue(project.id, 'Three');
    await issue(project.id, 'Mentioned only');
    const confidential = await issue(project.id, 'Hidden', true);
    const elsewhere = await issue(other.id, 'Elsewhere');
    const hiddenElsewhere = await issue(secret.id, 'Secret');

    await git(project.work, 'checkout', '-q', 'feature');
    await commitFile(project.work, 'fix.txt', 'fix\n', 'Repair things\n\nFixes #2 and resolves #3');
    await push(project, 'feature');
    await createMergeRequest(api, alice.token, project.id, {
      title: 'Closes #1',
      description: `See #4. Closes ${other.path_with_namespace}#1, closing ${secret.path_with_namespace}#1, fixes #5 and #99, resolves ${project.web_url}/-/issues/1`,
    });

    const path = `/projects/${project.id}/merge_requests/1/closes_issues`;
    const asAlice = await api.request('GET', path, { token: alice.token });
    expect(asAlice.status, asAlice.text).toBe(200);
    expect(asAlice.body.map((entry: { id: number }) => entry.id)).toEqual([one.id, elsewhere.id, hiddenElsewhere.id, confidential.id, two.id, three.id]);
    expect(asAlice.body[0]).toMatchObject({ iid: 1, title: 'One', state: 'opened', project_id: project.id, author: { id: alice.id } });
    expect(asAlice.headers.get('x-total')).toBe('6');

    const asBob = await api.request('GET', path, { token: bob.token });
    expect(asBob.body.map((entry: { id: number }) => entry.id)).toEqual([one.id, elsewhere.id, two.id, three.id]);
    const secondPage = await api.request('GET', path, { token: bob.token, query: { per_page: 2, page: 2 } });
    expect(secondPage.body.map((entry: { id: number }) => entry.id)).toEqual([two.id, three.id]);
    expect(secondPage.headers.get('x-total')).toBe('4');
    // Every merge request call needs a signed-in caller, public projects included. Prism answers unauthenticated
    // calls to secured operations itself.
    const anonymous = await api.request('GET', path, { direct: true });
    expect([anonymous.status, anonymous.body]).toEqual([401, { message: '401 Unauthorized' }]);
  });

  test('only when the target is the default branch; not found answers', async () => {
    const alice = await api.createUser('alice');
    const stranger = await api.createUser('stranger');
    const project = await projectWithBranches(api, alice.token, 'side');
    await api.request('POST', `/projects/${project.id}/issues`, { token: alice.token, direct: true, json: { title: 'One' } });
    await pushBranch(project, 'release', project.master);
    await createMergeRequest(api, alice.token, project.id, { target_branch: 'release', title: 'Closes #1' });
    const response = await api.request('GET', `/projects/${project.id}/merge_requests/1/closes_issues`, { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    const hidden = await api.request('GET', `/projects/${project.id}/merge_requests/1/closes_issues`, { token: stranger.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Project Not Found' });
    const unknown = await api.request('GET', `/projects/${project.id}/merge_requests/2/closes_issues`, { token: alice.token });
    expect(unknown.body).toEqual({ message: '404 Not found' });
  });
});
