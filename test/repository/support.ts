// Helpers shared by the repository tests: projects with or without a first commit, API commits, ref events and
// the stock git client's view of a repository.
import { expect } from 'vitest';
import { repositoryPath } from '../../server/git/repositories.js';
import type { ApiContext } from '../support/context.js';
import { runGit, scratchDirectory, withCredentials } from '../support/git-client.js';

export interface TestProject {
  id: number;
  http_url_to_repo: string;
  web_url: string;
  default_branch: string;
}

/** A project through the API (directly: setup), with a README commit unless `empty`. */
export async function createProject(api: ApiContext, token: string, body: Record<string, unknown> = {}, { empty = false } = {}): Promise<TestProject> {
  const response = await api.request('POST', '/projects', {
    direct: true,
    token,
    json: { name: `repo-${Math.random().toString(36).slice(2, 8)}`, visibility: 'public', initialize_with_readme: !empty, ...body },
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** One API commit (setup, directly); returns its id. */
export async function commit(api: ApiContext, token: string, projectId: number, branch: string, actions: unknown[], extra: Record<string, unknown> = {}): Promise<string> {
  const response = await api.request('POST', `/projects/${projectId}/repository/commits`, {
    direct: true,
    token,
    json: { branch, commit_message: `change on ${branch}`, actions, ...extra },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.id;
}

/** The branch's head as git itself sees it in the bare repository; empty when there is none. */
export async function headOf(api: ApiContext, projectId: number, branch: string): Promise<string> {
  const path = repositoryPath(api.services.config.dataDir, projectId);
  return (await runGit(['--git-dir', path, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`])).stdout.trim();
}

/** The project's recorded ref events, oldest first. */
export async function refEvents(api: ApiContext, projectId: number) {
  return api.db.selectFrom('ref_events').select(['ref', 'before', 'after', 'user_id'])
    .where('project_id', '=', projectId).orderBy('id').execute();
}

/** A fresh clone of the project made by the stock git client. */
export async function clone(project: TestProject, token: string): Promise<string> {
  const work = scratchDirectory();
  const result = await runGit(['clone', '-q', withCredentials(project.http_url_to_repo, token), work]);
  expect(result.code, result.stderr).toBe(0);
  return work;
}
