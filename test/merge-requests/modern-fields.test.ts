// The fields newer clients read beside the older ones (assignees, reviewers, draft, references, merge_user,
// squash_commit_sha, has_conflicts, task_completion_status, user.can_merge, merge_error), always consistent with
// the fields they extend; and assignee_ids/reviewer_ids, add_labels/remove_labels on create and update.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile } from '../support/git-client.js';
import { addMember, createMergeRequest, git, projectWithBranches, push } from './support.js';
import { getMergeRequest, remoteHead, reportStatus, runJobs } from './git-support.js';

describeApi('merge request fields of newer clients', (api) => {
  test('single reads: assignees, reviewers, draft, references, task list, can_merge per caller; lists without the single-read fields', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const guest = await api.createUser('guest');
    const project = await projectWithBranches(api, alice.token, 'Modern Fields');
    await addMember(api, project.id, bob.id, 30);
    await addMember(api, project.id, guest.id, 10);

    const create = await api.request('POST', `/projects/${project.id}/merge_requests`, {
      token: alice.token,
      json: {
        source_branch: 'feature', target_branch: 'master', title: 'Draft: the feature',
        description: '- [x] write it\n- [ ] test it\n* [X] name it\n\nnot - [ ] a task',
        assignee_ids: [999999, bob.id], reviewer_ids: [guest.id],
      },
    });
    expect(create.status, create.text).toBe(201);
    const bobBasic = { id: bob.id, username: 'bob', name: expect.any(String), state: 'active', avatar_url: null, web_url: expect.any(String) };
    expect(create.body).toMatchObject({
      assignee: bobBasic,
      assignees: [bobBasic],
      reviewers: [{ id: guest.id, username: 'guest' }],
      draft: true,
      work_in_progress: true,
      reference: '!1',
      references: { short: '!1', relative: '!1', full: `${project.path_with_namespace}!1` },
      squash_commit_sha: null,
      merge_user: null,
      has_conflicts: false,
      blocking_discussions_resolved: true,
      task_completion_status: { count: 3, completed_count: 2 },
      merge_error: null,
      user: { can_merge: true },
    });

    const byGuest = await api.request('GET', `/projects/${project.id}/merge_requests/1`, { token: guest.token });
    expect(byGuest.status).toBe(200);
    expect(byGuest.body.user).toEqual({ can_merge: false });
    expect(byGuest.body.assignees).toEqual([byGuest.body.assignee]);

    const list = await api.request('GET', `/projects/${project.id}/merge_requests`, { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ assignees: [bobBasic], draft: true, reference: '!1', task_completion_status: { count: 3, completed_count: 2 } });
    expect(list.body[0]).not.toHaveProperty('user');
    expect(list.body[0]).not.toHaveProperty('merge_error');

    // Unassigning through either field keeps both views in step; an empty reviewer_ids removes the reviewer.
    const unassigned = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, json: { assignee_ids: [], reviewer_ids: [], title: 'The feature' } });
    expect(unassigned.status, unassigned.text).toBe(200);
    expect(unassigned.body).toMatchObject({ assignee: null, assignees: [], reviewers: [], draft: false, work_in_progress: false });
    const reassigned = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, json: { assignee_ids: [bob.id] } });
    expect(reassigned.body).toMatchObject({ assignee: { id: bob.id }, assignees: [{ id: bob.id }] });

    // add_labels and remove_labels change the current labels; with labels they apply after it.
    const added = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, json: { add_labels: 'ui,bug' } });
    expect(added.status, added.text).toBe(200);
    expect(added.body.labels).toEqual(['bug', 'ui']);
    const removed = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, form: { remove_labels: 'bug' } });
    expect(removed.body.labels).toEqual(['ui']);
    const combined = await api.request('PUT', `/projects/${project.id}/merge_requests/1`, { token: alice.token, json: { labels: ['a', 'b'], add_labels: ['c'], remove_labels: ['a'] } });
    expect(combined.body.labels).toEqual(['b', 'c']);
  });

  test('a squashed merge: squash_commit_sha is the squash commit the merge commit merges; merge_user is merged_by', async () => {
    const project = await projectWithBranches(api, adminToken, 'Squash Fields');
    await git(project.work, 'checkout', '-q', 'feature');
    const second = await commitFile(project.work, 'second.txt', 'two\n', 'A second commit');
    await push(project, 'feature');
    const created = await createMergeRequest(api, adminToken, project.id, { squash: true, title: 'Squash it' });
    const merged = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: adminToken });
    expect(merged.status, merged.text).toBe(200);
    const squash = merged.body.squash_commit_sha as string;
    expect(squash).toMatch(/^[0-9a-f]{40}$/);
    expect(merged.body.merge_user).toEqual(merged.body.merged_by);
    expect(merged.body.merge_user).toMatchObject({ username: 'root' });

    await git(project.work, 'fetch', '-q', 'origin');
    expect(await remoteHead(project, 'master')).toBe(merged.body.merge_commit_sha);
    expect(await git(project.work, 'log', '-1', '--format=%P', merged.body.merge_commit_sha)).toBe(`${project.master} ${squash}`);
    expect(await git(project.work, 'log', '-1', '--format=%P', squash)).toBe(project.master);
    expect(await git(project.work, 'log', '-1', '--format=%s', squash)).toBe('Squash it');
    expect(await git(project.work, 'rev-parse', `${squash}^{tree}`)).toBe(await git(project.work, 'rev-parse', `${second}^{tree}`));
  });

  test('merge when pipeline succeeds: merge_user is who set it; a merge that then fails sets merge_error and has_conflicts', async () => {
    const project = await projectWithBranches(api, adminToken, 'Merge Error');
    const developer = await api.createUser('developer');
    await addMember(api, project.id, developer.id, 30);
    // The feature and master both change feature.txt: once master moves, the request conflicts.
    const created = await createMergeRequest(api, adminToken, project.id);
    await reportStatus(api, adminToken, project.id, project.feature, 'pending', 'build');
    const waiting = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/merge`, { token: developer.token, json: { merge_when_pipeline_succeeds: true } });
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.body).toMatchObject({ merge_when_pipeline_succeeds: true, merged_by: null, merge_user: { username: 'developer' }, merge_error: null });

    await git(project.work, 'checkout', '-q', project.master);
    await commitFile(project.work, 'feature.txt', 'a conflicting line\n', 'Conflict on master');
    await push(project, 'master');
    await runJobs(api);
    await reportStatus(api, adminToken, project.id, project.feature, 'success', 'build');
    await runJobs(api);

    const failed = await getMergeRequest(api, adminToken, project.id, created.iid);
    expect(failed).toMatchObject({ state: 'opened', merge_error: 'Branch cannot be merged', has_conflicts: true, merge_status: 'cannot_be_merged' });
    const read = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}`, { token: adminToken });
    expect(read.status).toBe(200);
    expect(read.body.merge_error).toBe('Branch cannot be merged');
  });
});
