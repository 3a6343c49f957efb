// Diff versions follow the repositories: pushes that move the source or target branch add a version, the
// mergeability is computed again, a deleted source branch leaves the request as it was.
import { expect, test } from 'vitest';
import { recordDiffVersion } from '../../server/merge-requests/diffs/record-version.js';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit } from '../support/git-client.js';
import { createMergeRequest, git, projectWithBranches, push } from './support.js';
import { getMergeRequest, runJobs, versions } from './git-support.js';

describeApi('merge request versions', (api) => {
  test('a new request has one version; pushes to the source branch add versions, newest first', async () => {
    const project = await projectWithBranches(api, adminToken, 'Versions');
    const created = await createMergeRequest(api, adminToken, project.id);
    expect(created.sha).toBe(project.feature);
    expect(created.merge_status).toBe('unchecked');

    const first = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/versions`, { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total')).toBe('1');
    expect(first.body).toEqual([{
      id: expect.any(Number),
      head_commit_sha: project.feature,
      base_commit_sha: project.master,
      start_commit_sha: project.master,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      merge_request_id: created.id,
      state: 'collected',
      real_size: '1',
    }]);
    await runJobs(api);
    expect((await getMergeRequest(api, adminToken, project.id, created.iid)).merge_status).toBe('can_be_merged');

    const second = await commitFile(project.work, 'second.txt', 'two\n', 'Second change');
    await push(project, 'feature');
    await runJobs(api);
    const after = await versions(api, adminToken, project.id, created.iid);
    expect(after.map((version) => version.head_commit_sha)).toEqual([second, project.feature]);
    expect(after[0]).toMatchObject({ base_commit_sha: project.master, start_commit_sha: project.master, real_size: '2' });
    const mergeRequest = await getMergeRequest(api, adminToken, project.id, created.iid);
    expect(mergeRequest.sha).toBe(second);
    expect(mergeRequest.changes_count).toBe('2');
    expect(mergeRequest.merge_status).toBe('can_be_merged');
  });

  test('the mergeability is unchecked right after a push and computed by the check', async () => {
    const project = await projectWithBranches(api, adminToken, 'Unchecked');
    const created = await createMergeRequest(api, adminToken, project.id);
    await runJobs(api);
    await commitFile(project.work, 'more.txt', 'more\n', 'More');
    await push(project, 'feature');
    // What the refresh job does, run here before any mergeability check: the new version waits for its check.
    await recordDiffVersion(api.db, api.services, created.id);
    expect((await getMergeRequest(api, adminToken, project.id, created.iid)).merge_status).toBe('unchecked');
    await runJobs(api);
    expect((await getMergeRequest(api, adminToken, project.id, created.iid)).merge_status).toBe('can_be_merged');
    expect(await versions(api, adminToken, project.id, created.iid)).toHaveLength(2);
  });

  test('a push to the target branch adds a version with the new start and merge base', async () => {
    const project = await projectWithBranches(api, adminToken, 'Target Moves');
    const created = await createMergeRequest(api, adminToken, project.id);
    await git(project.work, 'checkout', '-q', 'master');
    const moved = await commitFile(project.work, 'target.txt', 'target\n', 'Target moves');
    await push(project, 'master');
    await runJobs(api);
    const [latest] = await versions(api, adminToken, project.id, created.iid);
    expect(latest).toMatchObject({ head_commit_sha: project.feature, start_commit_sha: moved, base_commit_sha: project.master, real_size: '1' });
    expect((await getMergeRequest(api, adminToken, project.id, created.iid)).diff_refs).toEqual({ base_sha: project.master, head_sha: project.feature, start_sha: moved });
  });

  test('a push to an unrelated branch adds nothing; deleting the source branch keeps the request and its versions', async () => {
    const project = await projectWithBranches(api, adminToken, 'Source Deleted');
    const created = await createMergeRequest(api, adminToken, project.id);
    await git(project.work, 'checkout', '-q', '-b', 'other', project.master);
    await commitFile(project.work, 'other.txt', 'other\n', 'Other work');
    await push(project, 'other');
    await runJobs(api);
    expect(await versions(api, adminToken, project.id, created.iid)).toHaveLength(1);

    const deleted = await runGit(['push', '-q', 'origin', ':refs/heads/feature'], project.work);
    expect(deleted.code, deleted.stderr).toBe(0);
    await runJobs(api);
    const mergeRequest = await getMergeRequest(api, adminToken, project.id, created.iid);
    expect(mergeRequest.state).toBe('opened');
    expect(mergeRequest.sha).toBe(project.feature);
    expect(await versions(api, adminToken, project.id, created.iid)).toHaveLength(1);
    // The commits stay readable from the request's own ref.
    const commits = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/commits`, { token: adminToken });
    expect(commits.body.map((commit: any) => commit.id)).toEqual([project.feature]);
  });

  test('one version with its commits and diffs; unknown versions are 404', async () => {
    const project = await projectWithBranches(api, adminToken, 'One Version');
    const created = await createMergeRequest(api, adminToken, project.id);
    const [version] = await versions(api, adminToken, project.id, created.iid);
    const response = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/versions/${version.id}`, { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...version, commits: [{ id: project.feature, short_id: project.feature.slice(0, 8), title: 'Add the feature', message: 'Add the feature\n', author_name: 'Test Author', author_email: 'author@example.com' }] });
    expect(response.body.diffs).toEqual([{
      old_path: 'feature.txt', new_path: 'feature.txt', a_mode: '0', b_mode: '100644',
      diff: '--- /dev/null\n+++ b/feature.txt\n@@ -0,0 +1 @@\n+a feature\n',
      new_file: true, renamed_file: false, deleted_file: false,
    }]);

    const other = await createMergeRequest(api, adminToken, project.id, { source_branch: 'master', target_branch: 'feature', title: 'Backwards' });
    const [otherVersion] = await versions(api, adminToken, project.id, other.iid);
    expect(otherVersion.state).toBe('empty');
    expect(otherVersion.real_size).toBe('0');
    for (const path of [`${created.iid}/versions/${otherVersion.id}`, `${created.iid}/versions/999999`, `999/versions/${version.id}`]) {
      const missing = await api.request('GET', `/projects/${project.id}/merge_requests/${path}`, { token: adminToken });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: '404 Not found' });
    }
    const noProject = await api.request('GET', `/projects/999999/merge_requests/${created.iid}/versions`, { token: adminToken });
    expect(noProject.status).toBe(404);
    expect(noProject.body).toEqual({ message: '404 Project Not Found' });
  });

  test('versions are paginated', async () => {
    const project = await projectWithBranches(api, adminToken, 'Paged Versions');
    const created = await createMergeRequest(api, adminToken, project.id);
    for (const index of [1, 2]) {
      await commitFile(project.work, `page-${index}.txt`, `${index}\n`, `Page ${index}`);
      await push(project, 'feature');
      await runJobs(api);
    }
    const all = await versions(api, adminToken, project.id, created.iid);
    expect(all).toHaveLength(3);
    const page = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/versions`, { token: adminToken, query: { page: 2, per_page: 2 } });
    expect(page.status).toBe(200);
    expect(page.body.map((version: any) => version.id)).toEqual([all[2].id]);
    expect(page.headers.get('x-total')).toBe('3');
    expect(page.headers.get('x-total-pages')).toBe('2');
    expect(page.headers.get('x-prev-page')).toBe('1');
  });
});
