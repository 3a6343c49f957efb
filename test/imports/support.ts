// Helpers of the import tests: a source project with history, pushed with the stock git client.
import { expect } from 'vitest';
import { setSetting } from '../projects/actions-support.js';
import { createProject } from '../projects/support.js';
import type { ApiContext } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';

export interface SourceProject {
  project: any;
  /** Branch (and tag) names and their commits. */
  refs: Record<string, string>;
}

/** A project on `main` with a second branch and a tag, pushed by its owner. */
export async function sourceProject(api: ApiContext, token: string, name: string, visibility: 'public' | 'private'): Promise<SourceProject> {
  const project = await createProject(api, token, { name, visibility, default_branch: 'main' });
  const work = scratchDirectory();
  expect((await runGit(['init', '-q', '--initial-branch=main', work])).code).toBe(0);
  const first = await commitFile(work, 'README.md', `# ${name}\n`, 'First commit');
  await runGit(['tag', 'v1.0', first], work);
  await runGit(['checkout', '-q', '-b', 'feature'], work);
  const feature = await commitFile(work, 'feature.txt', 'feature\n', 'Feature commit');
  await runGit(['checkout', '-q', 'main'], work);
  const main = await commitFile(work, 'CHANGELOG.md', '1.0\n', 'Second commit');
  const pushed = await runGit(['push', '-q', withCredentials(project.http_url_to_repo, token), 'main', 'feature', 'v1.0'], work);
  expect(pushed.code, pushed.stderr).toBe(0);
  return { project, refs: { main, feature, 'v1.0': first } };
}

export const allowLocalRequests = (api: ApiContext) => setSetting(api, { allow_local_requests_from_hooks_and_services: true });

/** Branches and tags of a clone made with the stock git client, by short name. */
export async function clonedRefs(url: string): Promise<Record<string, string>> {
  const work = scratchDirectory();
  const cloned = await runGit(['clone', '-q', '--mirror', url, work]);
  expect(cloned.code, cloned.stderr).toBe(0);
  const listed = await runGit(['for-each-ref', '--format=%(refname:strip=2) %(objectname)', 'refs/heads', 'refs/tags'], work);
  return Object.fromEntries(listed.stdout.split('\n').filter(Boolean).map((line) => line.split(' ') as [string, string]));
}
