// Helpers shared by the merge request tests: a project whose repository has real branches, pushed with the stock
// git client, and merge requests created through the API.
import { expect } from 'vitest';
import type { ApiContext } from '../support/context.js';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitFile, importCommits, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';

export interface RepositoryProject {
  id: number;
  path_with_namespace: string;
  http_url_to_repo: string;
  web_url: string;
  /** A clone with `origin` pointing at the project (credentials included). */
  work: string;
  /** Commit ids: the first commit on `master`, and the head of `feature` (one more commit, adding `feature.txt`). */
  master: string;
  feature: string;
}

/** Runs git in `cwd` and fails the test on a non-zero exit. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const run = await runGit(args, cwd);
  expect(run.code, `git ${args.join(' ')}: ${run.stderr}`).toBe(0);
  return run.stdout.trim();
}

/** Pushes `HEAD` of the work tree to `branch`. */
export async function push(project: { work: string }, branch: string): Promise<void> {
  await git(project.work, 'push', '-q', 'origin', `HEAD:refs/heads/${branch}`);
}

/** Creates a project (as `token`'s user, in their namespace) whose repository has `master` and `feature`. */
export async function projectWithBranches(
  api: ApiContext,
  token: string,
  name: string,
  options: { visibility?: 'private' | 'internal' | 'public'; namespace_id?: number } = {},
): Promise<RepositoryProject> {
  const created = await api.request('POST', '/projects', { token, direct: true, json: { name, visibility: options.visibility ?? 'private', ...(options.namespace_id ? { namespace_id: options.namespace_id } : {}) } });
  expect(created.status, created.text).toBe(201);
  const project = created.body as { id: number; path_with_namespace: string; http_url_to_repo: string; web_url: string };
  const work = scratchDirectory();
  await git(work, 'init', '-q', '-b', 'master');
  // What `git remote add origin <url>` writes, without a process of its own.
  appendFileSync(join(work, '.git/config'), `[remote "origin"]\n\turl = ${withCredentials(project.http_url_to_repo, token)}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`);
  // Both commits in one fast-import and both branches in one push: making the project's history took eight git
  // processes otherwise, and starting processes was most of the time of these tests.
  const [master, feature] = await importCommits(work, [
    { branch: 'master', message: 'Initial commit', files: { 'README.md': `# ${name}\n` } },
    { branch: 'feature', message: 'Add the feature', files: { 'feature.txt': 'a feature\n' } },
  ]) as [string, string];
  await git(work, 'checkout', '-q', '-f', 'feature');
  await git(work, 'push', '-q', 'origin', 'master', 'feature');
  return { ...project, work, master, feature };
}

/** Adds a commit on a new branch `branch`, started from `from`, and pushes it; returns the commit id. */
export async function pushBranch(project: { work: string }, branch: string, from: string, file = `${branch}.txt`, message = `Work on ${branch}`): Promise<string> {
  await git(project.work, 'checkout', '-q', '-B', branch, from);
  const sha = await commitFile(project.work, file, `${branch}\n`, message);
  await push(project, branch);
  return sha;
}

/** Creates a merge request through the API (Prism skipped: setup, not the exchange under test). */
export async function createMergeRequest(api: ApiContext, token: string, projectId: number | string, fields: Record<string, unknown> = {}): Promise<any> {
  const response = await api.request('POST', `/projects/${projectId}/merge_requests`, {
    token,
    direct: true,
    json: { source_branch: 'feature', target_branch: 'master', title: 'Add the feature', ...fields },
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Gives `userId` a direct membership of the project at `level` (10 guest … 50 owner). */
export async function addMember(api: ApiContext, projectId: number, userId: number, level: number): Promise<void> {
  const response = await api.request('POST', `/projects/${projectId}/members`, { token: 'test-admin-token', direct: true, json: { user_id: userId, access_level: level } });
  expect(response.status, response.text).toBe(201);
}
