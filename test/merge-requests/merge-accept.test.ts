// PUT …/merge: a real merge commit on the target branch, the request marked merged, the source branch removed on
// request, and every documented error.
import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { awaitImport, withJobRunner } from '../forks/support.js';
import { commitFile, runGit, withCredentials } from '../support/git-client.js';
import { addMember, createMergeRequest, git, projectWithBranches, push } from './support.js';
import { getMergeRequest, remoteHead, runJobs } from './git-support.js';

describeApi('accepting merge requests', (api) => {
  test('merges with a merge commit whose parents are the target and source heads, and the default message', async () => {
    const project = await projectWithBranches(api, adminToken, 'Accept');
    const created = await createMergeRequest(api, adminToken, project.id, { title: 'Add the feature' });
    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ iid: created.iid, state: 'merged', merged_by: { username: 'root' } });
    expect(response.body.merged_at).toMatch(/Z$/);
    const mergeCommit = response.body.merge_commit_sha;
    expect(await remoteHead(project, 'master')).toBe(mergeCommit);

    await git(project.work, 'fetch', '-q', 'origin');
    expect(await git(project.work, 'log', '-1', '--format=%P', mergeCommit)).toBe(`${project.master} ${project.feature}`);
    expect(await git(project.work, 'log', '-1', '--format=%B', mergeCommit))
      .toBe(`Merge branch 'feature' into 'master'\n\nAdd the feature\n\nSee merge request ${project.path_with_namespace}!${created.iid}`);
    expect(await git(project.work, 'log', '-1', '--format=%an <%ae>', mergeCommit)).toBe(await adminIdentity());
    expect(await git(project.work, 'show', `${mergeCommit}:feature.txt`)).toBe('a feature');
    // The source branch stays unless asked otherwise.
    expect(await remoteHead(project, 'feature')).toBe(project.feature);

    const again = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken });
    expect(again.status).toBe(406);
    expect(again.body).toEqual({ message: '406 Method Not Allowed' });
  });

  async function adminIdentity(): Promise<string> {
    const user = await api.request('GET', '/user', { token: adminToken, direct: true });
    return `${user.body.name} <${user.body.email}>`;
  }

  test('a custom message, should_remove_source_branch and a matching sha', async () => {
    const project = await projectWithBranches(api, adminToken, 'Accept Options');
    const created = await createMergeRequest(api, adminToken, project.id);
    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, {
      token: adminToken,
      json: { merge_commit_message: 'Custom merge', should_remove_source_branch: true, sha: project.feature },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.should_remove_source_branch).toBe(true);
    await git(project.work, 'fetch', '-q', 'origin');
    expect(await git(project.work, 'log', '-1', '--format=%B', response.body.merge_commit_sha)).toBe('Custom merge');
    expect(await remoteHead(project, 'feature')).toBeUndefined();
  });

  test('remove_source_branch given at creation removes the branch; form bodies work', async () => {
    const project = await projectWithBranches(api, adminToken, 'Force Remove');
    const created = await createMergeRequest(api, adminToken, project.id, { remove_source_branch: true });
    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken, form: { merge_commit_message: 'From a form' } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.force_remove_source_branch).toBe(true);
    expect(await remoteHead(project, 'feature')).toBeUndefined();
  });

  test('409 when sha is not the source head, naming the head; nothing changes', async () => {
    const project = await projectWithBranches(api, adminToken, 'Sha Mismatch');
    const created = await createMergeRequest(api, adminToken, project.id);
    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken, json: { sha: project.master } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: `SHA does not match HEAD of source branch: ${project.feature}` });
    expect((await getMergeRequest(api, adminToken, project.id, created.iid)).state).toBe('opened');
    expect(await remoteHead(project, 'master')).toBe(project.master);
  });

  test('405 for conflicts (merge_status cannot_be_merged), a work in progress and a deleted source branch', async () => {
    const project = await projectWithBranches(api, adminToken, 'Conflicts');
    await git(project.work, 'checkout', '-q', 'master');
    await commitFile(project.work, 'feature.txt', 'the same file, otherwise\n', 'Conflicting change');
    await push(project, 'master');
    const created = await createMergeRequest(api, adminToken, project.id);
    await runJobs(api);
    expect((await getMergeRequest(api, adminToken, project.id, created.iid)).merge_status).toBe('cannot_be_merged');
    const conflict = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken });
    expect(conflict.status).toBe(405);
    expect(conflict.body).toEqual({ message: 'Branch cannot be merged' });

    await git(project.work, 'checkout', '-q', '-b', 'wip', project.master);
    await commitFile(project.work, 'wip.txt', 'wip\n', 'WIP');
    await push(project, 'wip');
    const wip = await createMergeRequest(api, adminToken, project.id, { source_branch: 'wip', title: 'WIP: not yet' });
    const wipResponse = await api.request('PUT', `/projects/${project.id}/merge_requests/${wip.iid}/merge`, { token: adminToken });
    expect(wipResponse.status).toBe(405);
    expect(wipResponse.body).toEqual({ message: 'Branch cannot be merged' });

    await git(project.work, 'checkout', '-q', '-b', 'gone', project.master);
    await commitFile(project.work, 'gone.txt', 'gone\n', 'Gone');
    await push(project, 'gone');
    const gone = await createMergeRequest(api, adminToken, project.id, { source_branch: 'gone', title: 'Gone' });
    expect((await runGit(['push', '-q', 'origin', ':refs/heads/gone'], project.work)).code).toBe(0);
    const goneResponse = await api.request('PUT', `/projects/${project.id}/merge_requests/${gone.iid}/merge`, { token: adminToken });
    expect(goneResponse.status).toBe(405);
    expect(await remoteHead(project, 'master')).not.toBe(undefined);
  });

  test('406 for a closed request', async () => {
    const project = await projectWithBranches(api, adminToken, 'Closed');
    const created = await createMergeRequest(api, adminToken, project.id);
    const closed = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}`, { token: adminToken, direct: true, json: { state_event: 'close' } });
    expect(closed.status).toBe(200);
    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken });
    expect(response.status).toBe(406);
    expect(response.body).toEqual({ message: '406 Method Not Allowed' });
  });

  test('401 below developer and for anonymous callers, 404 for outsiders of a private project', async () => {
    const project = await projectWithBranches(api, adminToken, 'Permissions', { visibility: 'public' });
    const created = await createMergeRequest(api, adminToken, project.id);
    const reporter = await api.createUser('reporter');
    await addMember(api, project.id, reporter.id, 20);
    const stranger = await api.createUser('stranger');
    for (const token of [reporter.token, stranger.token]) {
      const response = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: '401 Unauthorized' });
    }
    // Prism answers unauthenticated calls to secured operations itself: ask the server.
    const anonymous = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });

    const developer = await api.createUser('developer');
    await addMember(api, project.id, developer.id, 30);
    const merged = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: developer.token });
    expect(merged.status).toBe(200);
    expect(merged.body.merged_by.username).toBe('developer');

    const secret = await projectWithBranches(api, adminToken, 'Secret');
    const secretRequest = await createMergeRequest(api, adminToken, secret.id);
    const hidden = await api.request('PUT', `/projects/${secret.id}/merge_requests/${secretRequest.iid}/merge`, { token: stranger.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Project Not Found' });
    const missing = await api.request('PUT', `/projects/${secret.id}/merge_requests/99/merge`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Not found' });
    const badType = await api.request('PUT', `/projects/${secret.id}/merge_requests/${secretRequest.iid}/merge`, { token: adminToken, json: { should_remove_source_branch: 'maybe' } });
    expect(badType.status).toBe(400);
    expect((await getMergeRequest(api, adminToken, secret.id, secretRequest.iid)).state).toBe('opened');
  });

  test('concurrent accepts of one request merge it exactly once', async () => {
    const project = await projectWithBranches(api, adminToken, 'Concurrent');
    const created = await createMergeRequest(api, adminToken, project.id);
    const responses = await Promise.all([1, 2, 3].map(() =>
      api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 406, 406]);
    const winner = responses.find((response) => response.status === 200)!;
    expect(await remoteHead(project, 'master')).toBe(winner.body.merge_commit_sha);
    await git(project.work, 'fetch', '-q', 'origin');
    expect(await git(project.work, 'rev-list', '--count', `${project.master}..origin/master`)).toBe('2');
  });

  test('a push to the target after the request was created: the merge starts from the new head', async () => {
    const project = await projectWithBranches(api, adminToken, 'Moved Target');
    const created = await createMergeRequest(api, adminToken, project.id);
    await git(project.work, 'checkout', '-q', 'master');
    const moved = await commitFile(project.work, 'other.txt', 'other\n', 'Other change');
    await push(project, 'master');
    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken });
    expect(response.status).toBe(200);
    await git(project.work, 'fetch', '-q', 'origin');
    expect(await git(project.work, 'log', '-1', '--format=%P', response.body.merge_commit_sha)).toBe(`${moved} ${project.feature}`);
  });

  test('a request from a fork merges the fork\'s commits into the target', async () => {
    const project = await projectWithBranches(api, adminToken, 'Upstream', { visibility: 'public' });
    const contributor = await api.createUser('contributor');
    const forked = await api.request('POST', `/projects/${project.id}/fork`, { token: contributor.token, direct: true, json: { namespace: 'contributor' } });
    expect(forked.status, forked.text).toBe(201);
    await withJobRunner(api, () => awaitImport(api, contributor.token, forked.body.id));
    await git(project.work, 'remote', 'add', 'fork', withCredentials(forked.body.http_url_to_repo, contributor.token));
    await git(project.work, 'checkout', '-q', '-b', 'contribution', project.master);
    const contribution = await commitFile(project.work, 'contribution.txt', 'from the fork\n', 'Contribute');
    await git(project.work, 'push', '-q', 'fork', 'HEAD:refs/heads/contribution');

    const created = await api.request('POST', `/projects/${forked.body.id}/merge_requests`, {
      token: contributor.token, direct: true,
      json: { source_branch: 'contribution', target_branch: 'master', title: 'Contribute', target_project_id: project.id, remove_source_branch: true },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.sha).toBe(contribution);
    const response = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.body.iid}/merge`, { token: adminToken });
    expect(response.status, response.text).toBe(200);
    await git(project.work, 'fetch', '-q', 'origin');
    expect(await git(project.work, 'log', '-1', '--format=%P', response.body.merge_commit_sha)).toBe(`${project.master} ${contribution}`);
    expect(await git(project.work, 'show', `${response.body.merge_commit_sha}:contribution.txt`)).toBe('from the fork');
    // An administrator may push to the fork, so the fork's branch is removed as the request asked.
    expect((await git(project.work, 'ls-remote', 'fork', 'refs/heads/contribution'))).toBe('');
  });

  test('@gitbeaker/rest merges through MergeRequests.merge', async () => {
    const project = await projectWithBranches(api, adminToken, 'Beaker Merge');
    const created = await createMergeRequest(api, adminToken, project.id);
    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    const merged = await gitlab.MergeRequests.merge(project.id, created.iid, { shouldRemoveSourceBranch: true, sha: project.feature });
    expect(merged).toMatchObject({ state: 'merged', merge_commit_sha: await remoteHead(project, 'master') });
    await expect(gitlab.MergeRequests.merge(project.id, created.iid)).rejects.toThrow('Method Not Allowed');
  });
});
