// Merge when pipeline succeeds, with commit statuses as the pipeline: pending statuses set the flag, their success
// merges, a failure does not; cancelling clears the flag.
import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches, pushBranch } from './support.js';
import { getMergeRequest, remoteHead, reportStatus, runJobs } from './git-support.js';

describeApi('merge when pipeline succeeds', (api) => {
  const accept = (projectId: number, iid: number, token: string, json: Record<string, unknown>) =>
    api.request('PUT', `/projects/${projectId}/merge_requests/${iid}/merge`, { token, json });

  test('pending statuses: the flag is set; once every status succeeded the request is merged by who asked', async () => {
    const project = await projectWithBranches(api, adminToken, 'Pipeline Success');
    const developer = await api.createUser('developer');
    await addMember(api, project.id, developer.id, 30);
    const created = await createMergeRequest(api, adminToken, project.id);
    await reportStatus(api, adminToken, project.id, project.feature, 'pending', 'build');
    await reportStatus(api, adminToken, project.id, project.feature, 'running', 'test');

    const response = await accept(project.id, created.iid, developer.token, { merge_when_pipeline_succeeds: true, should_remove_source_branch: true, merge_commit_message: 'Merged by the pipeline' });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ state: 'opened', merge_when_pipeline_succeeds: true, merge_commit_sha: null, should_remove_source_branch: true });

    await reportStatus(api, adminToken, project.id, project.feature, 'success', 'build');
    await runJobs(api);
    expect((await getMergeRequest(api, adminToken, project.id, created.iid)).state).toBe('opened');

    await reportStatus(api, adminToken, project.id, project.feature, 'success', 'test');
    await runJobs(api);
    const merged = await getMergeRequest(api, adminToken, project.id, created.iid);
    expect(merged).toMatchObject({ state: 'merged', merged_by: { username: 'developer' } });
    expect(await remoteHead(project, 'master')).toBe(merged.merge_commit_sha);
    expect(await remoteHead(project, 'feature')).toBeUndefined();
  });

  test('a failed status leaves the request open and waiting', async () => {
    const project = await projectWithBranches(api, adminToken, 'Pipeline Failure');
    const created = await createMergeRequest(api, adminToken, project.id);
    await reportStatus(api, adminToken, project.id, project.feature, 'pending', 'build');
    await reportStatus(api, adminToken, project.id, project.feature, 'pending', 'test');
    expect((await accept(project.id, created.iid, adminToken, { merge_when_pipeline_succeeds: true })).status).toBe(200);
    await reportStatus(api, adminToken, project.id, project.feature, 'failed', 'build');
    await reportStatus(api, adminToken, project.id, project.feature, 'success', 'test');
    await runJobs(api);
    const mergeRequest = await getMergeRequest(api, adminToken, project.id, created.iid);
    expect(mergeRequest).toMatchObject({ state: 'opened', merge_when_pipeline_succeeds: true });
    expect(await remoteHead(project, 'master')).toBe(project.master);
  });

  test('without running statuses the request is merged at once', async () => {
    const project = await projectWithBranches(api, adminToken, 'No Pipeline');
    const created = await createMergeRequest(api, adminToken, project.id);
    const response = await accept(project.id, created.iid, adminToken, { merge_when_pipeline_succeeds: true });
    expect(response.status).toBe(200);
    expect(response.body.state).toBe('merged');

    const finished = await projectWithBranches(api, adminToken, 'Finished Pipeline');
    const other = await createMergeRequest(api, adminToken, finished.id);
    await reportStatus(api, adminToken, finished.id, finished.feature, 'success');
    expect((await accept(finished.id, other.iid, adminToken, { merge_when_pipeline_succeeds: true })).body.state).toBe('merged');
  });

  test('cancel: PUT 200 and POST 201 with the request; 406 when not set, 405 when merged or closed, 401 for others', async () => {
    const project = await projectWithBranches(api, adminToken, 'Cancel');
    const created = await createMergeRequest(api, adminToken, project.id);
    const path = `/projects/${project.id}/merge_requests/${created.iid}/cancel_merge_when_pipeline_succeeds`;
    const notSet = await api.request('PUT', path, { token: adminToken });
    expect(notSet.status).toBe(406);
    expect(notSet.body).toEqual({ message: '406 Not Acceptable' });

    await reportStatus(api, adminToken, project.id, project.feature, 'running');
    expect((await accept(project.id, created.iid, adminToken, { merge_when_pipeline_succeeds: true })).body.merge_when_pipeline_succeeds).toBe(true);
    const reporter = await api.createUser('reporter');
    await addMember(api, project.id, reporter.id, 20);
    const denied = await api.request('PUT', path, { token: reporter.token });
    expect(denied.status).toBe(401);
    // Prism answers unauthenticated calls to secured operations itself: ask the server.
    expect((await api.request('POST', path, { direct: true })).status).toBe(401);

    const cancelled = await api.request('PUT', path, { token: adminToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ iid: created.iid, merge_when_pipeline_succeeds: false, state: 'opened' });
    await reportStatus(api, adminToken, project.id, project.feature, 'success');
    await runJobs(api);
    expect((await getMergeRequest(api, adminToken, project.id, created.iid)).state).toBe('opened');

    expect((await accept(project.id, created.iid, adminToken, { merge_when_pipeline_succeeds: false })).status).toBe(200);
    const merged = await api.request('POST', path, { token: adminToken });
    expect(merged.status).toBe(405);
    expect(merged.body).toEqual({ message: '405 Method Not Allowed' });

    await pushBranch(project, 'closing', project.master);
    const closing = await createMergeRequest(api, adminToken, project.id, { source_branch: 'closing' });
    expect((await api.request('PUT', `/projects/${project.id}/merge_requests/${closing.iid}`, { token: adminToken, json: { state_event: 'close' } })).status).toBe(200);
    const closed = await api.request('PUT', `/projects/${project.id}/merge_requests/${closing.iid}/cancel_merge_when_pipeline_succeeds`, { token: adminToken });
    expect(closed.status).toBe(405);
    expect(closed.body).toEqual({ message: '405 Method Not Allowed' });
  });

  test('POST cancel through @gitbeaker/rest answers 201 with the request', async () => {
    const project = await projectWithBranches(api, adminToken, 'Beaker Cancel');
    const created = await createMergeRequest(api, adminToken, project.id);
    await reportStatus(api, adminToken, project.id, project.feature, 'pending');
    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    const waiting = await gitlab.MergeRequests.merge(project.id, created.iid, { mergeWhenPipelineSucceeds: true });
    expect(waiting.merge_when_pipeline_succeeds).toBe(true);
    const cancelled = await gitlab.MergeRequests.cancelOnPipelineSuccess(project.id, created.iid);
    expect(cancelled).toMatchObject({ iid: created.iid, merge_when_pipeline_succeeds: false });
    const closed = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}`, { token: adminToken, direct: true, json: { state_event: 'close' } });
    expect(closed.status).toBe(200);
    const afterClose = await api.request('PUT', `/projects/${project.id}/merge_requests/${created.iid}/cancel_merge_when_pipeline_succeeds`, { token: adminToken });
    expect(afterClose.status).toBe(405);
  });
});
