// Helpers for the merge request tests that follow the repositories: background jobs, remote heads, statuses.
import { expect } from 'vitest';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import type { ApiContext } from '../support/context.js';
import { git } from './support.js';

/** Runs every due job (version refreshes, mergeability checks, merges when pipelines succeed) until none is left. */
export async function runJobs(api: ApiContext): Promise<void> {
  await runJobsUntilIdle(api.services, { log: () => undefined });
}

/** The head of `branch` in the project's repository as the git client sees it; undefined when it does not exist. */
export async function remoteHead(project: { work: string }, branch: string): Promise<string | undefined> {
  const line = await git(project.work, 'ls-remote', 'origin', `refs/heads/${branch}`);
  return line === '' ? undefined : line.split('\t')[0];
}

export async function getMergeRequest(api: ApiContext, token: string, projectId: number, iid: number): Promise<any> {
  const response = await api.request('GET', `/projects/${projectId}/merge_requests/${iid}`, { token, direct: true });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

export async function versions(api: ApiContext, token: string, projectId: number, iid: number): Promise<any[]> {
  const response = await api.request('GET', `/projects/${projectId}/merge_requests/${iid}/versions`, { token, direct: true });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** Reports a commit status through the API (setup, Prism skipped). */
export async function reportStatus(api: ApiContext, token: string, projectId: number, sha: string, state: string, name = 'ci'): Promise<void> {
  const response = await api.request('POST', `/projects/${projectId}/statuses/${sha}`, { token, direct: true, json: { state, name } });
  expect(response.status, response.text).toBe(201);
}
