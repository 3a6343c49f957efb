// A merge request from a fork into the project it was forked from.
import { expect, test } from 'vitest';
import { awaitImport, fork, withJobRunner } from '../forks/support.js';
import { describeApi } from '../support/context.js';
import { commitFile, runGit } from '../support/git-client.js';
import { git, projectWithBranches, push } from './support.js';

describeApi('create a merge request from a fork', (api) => {
  test('the request lives in the target project, with the fork as source project; other targets are refused', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const upstream = await projectWithBranches(api, alice.token, 'upstream', { visibility: 'public' });
    const forked = await withJobRunner(api, async () => {
      const created = await fork(api, bob.token, upstream.id, 'bob');
      return awaitImport(api, bob.token, created.id);
    });
    expect(forked.import_status).toBe('finished');

    await git(upstream.work, 'remote', 'set-url', 'origin', forked.http_url_to_repo.replace('http://', `http://oauth2:${bob.token}@`));
    await git(upstream.work, 'checkout', '-q', '-b', 'bobs-change', upstream.master);
    const head = await commitFile(upstream.work, 'bob.txt', 'bob\n', 'Bob\'s change');
    await push(upstream, 'bobs-change');
    expect((await runGit(['ls-remote', '--heads', 'origin', 'bobs-change'], upstream.work)).stdout).toContain(head);

    const response = await api.request('POST', `/projects/${forked.id}/merge_requests`, {
      token: bob.token,
      json: { source_branch: 'bobs-change', target_branch: 'master', title: 'From the fork', target_project_id: upstream.id },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ iid: 1, project_id: upstream.id, target_project_id: upstream.id, source_project_id: forked.id, sha: head });
    // From a fork: allow_collaboration (and its older name) are shown; bob, not a member, makes a first contribution.
    expect(response.body).toMatchObject({ allow_collaboration: false, allow_maintainer_to_push: false, first_contribution: true });
    const allowed = await api.request('PUT', `/projects/${upstream.id}/merge_requests/1`, { token: bob.token, json: { allow_maintainer_to_push: true } });
    expect(allowed.status, allowed.text).toBe(200);
    expect(allowed.body).toMatchObject({ allow_collaboration: true, allow_maintainer_to_push: true });
    const listed = await api.request('GET', `/projects/${upstream.id}/merge_requests`, { token: alice.token });
    expect(listed.body.map((request: { id: number }) => request.id)).toEqual([response.body.id]);
    expect(listed.body[0]).toMatchObject({ allow_collaboration: true, first_contribution: true });
    expect((await api.request('GET', `/projects/${forked.id}/merge_requests`, { token: bob.token })).body).toEqual([]);

    const other = await projectWithBranches(api, alice.token, 'unrelated', { visibility: 'public' });
    const refused = await api.request('POST', `/projects/${forked.id}/merge_requests`, {
      token: bob.token,
      json: { source_branch: 'bobs-change', target_branch: 'master', title: 'Elsewhere', target_project_id: other.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: ['Source project is not a fork of the target project'] });
  });
});
