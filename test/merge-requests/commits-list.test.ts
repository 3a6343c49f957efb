// GET …/commits: the commits of the latest version, newest first, paginated.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile } from '../support/git-client.js';
import { createMergeRequest, projectWithBranches, push } from './support.js';
import { runJobs } from './git-support.js';

describeApi('merge request commits', (api) => {
  test('newest first, in the commit shape, following pushes', async () => {
    const project = await projectWithBranches(api, adminToken, 'Commits', { visibility: 'public' });
    const created = await createMergeRequest(api, adminToken, project.id);
    const second = await commitFile(project.work, 'two.txt', '2\n', 'Second commit\n\nWith a body.');
    await push(project, 'feature');
    await runJobs(api);

    // Public project: any signed-in user may read; anonymous callers get 401 (direct: Prism answers
    // unauthenticated calls of secured operations itself).
    const reader = await api.createUser('reader');
    const anonymous = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/commits`, { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    const response = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/commits`, { token: reader.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total')).toBe('2');
    expect(response.body.map((commit: any) => commit.id)).toEqual([second, project.feature]);
    expect(response.body[0]).toEqual({
      id: second,
      short_id: second.slice(0, 8),
      created_at: expect.stringMatching(/Z$/),
      parent_ids: [project.feature],
      title: 'Second commit',
      message: 'Second commit\n\nWith a body.\n',
      author_name: 'Test Author',
      author_email: 'author@example.com',
      authored_date: expect.stringMatching(/Z$/),
      committer_name: 'Test Author',
      committer_email: 'author@example.com',
      committed_date: expect.stringMatching(/Z$/),
      web_url: `${project.web_url}/-/commit/${second}`,
    });

    const page = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/commits`, { token: reader.token, query: { per_page: 1, page: 2 } });
    expect(page.body.map((commit: any) => commit.id)).toEqual([project.feature]);
    expect(page.headers.get('x-total-pages')).toBe('2');
    expect(page.headers.get('x-next-page')).toBe('');
    expect(page.headers.get('link')).toContain('rel="first"');
  });

  test('404 for a missing request or project', async () => {
    const project = await projectWithBranches(api, adminToken, 'No Commits');
    const missing = await api.request('GET', `/projects/${project.id}/merge_requests/7/commits`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Not found' });
    const noProject = await api.request('GET', '/projects/root%2Fnothing/merge_requests/1/commits', { token: adminToken });
    expect(noProject.status).toBe(404);
    expect(noProject.body).toEqual({ message: '404 Project Not Found' });
  });
});
