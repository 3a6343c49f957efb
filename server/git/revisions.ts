// Naming commits: a branch, a tag, a (possibly abbreviated) SHA, resolved by git itself. Every name a caller sends
// goes after `--end-of-options`, so none is ever read as an option.
import { git, gitText } from './git.js';
import { refFromFiles } from './ref-files.js';
import { zeroId } from './ref-updates.js';

/** The commit a revision names, or undefined. */
export async function resolveCommit(repository: string, revision: string): Promise<string | undefined> {
  if (revision === '') return undefined;
  const result = await git(repository, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`], { acceptExitCodes: [1, 128] });
  return result.exitCode === 0 ? result.stdout.toString('utf8').trim() : undefined;
}

export const branchRef = (branch: string): string => `refs/heads/${branch}`;

/** The head of a branch (that exact branch, not a tag or SHA of the same name), or undefined. */
export async function branchHead(repository: string, branch: string): Promise<string | undefined> {
  const fromFiles = await refFromFiles(repository, branchRef(branch));
  if (fromFiles !== undefined) return fromFiles ?? undefined;
  // show-ref takes the name literally, where rev-parse would read `main~1` as a revision.
  const result = await git(repository, ['show-ref', '--verify', '--hash', '--', branchRef(branch)], { acceptExitCodes: [1, 128] });
  return result.exitCode === 0 ? result.stdout.toString('utf8').trim() : undefined;
}

/** Whether git accepts the name as a branch name (and the real service's extra rules: no `-` first, no `HEAD`). */
export async function isValidBranchName(branch: string): Promise<boolean> {
  if (branch.startsWith('-') || branch === 'HEAD' || branch.startsWith('refs/')) return false;
  const result = await git(null, ['check-ref-format', branchRef(branch)], { acceptExitCodes: [1] });
  return result.exitCode === 0;
}

/** Whether the repository has no branch at all. */
export async function isEmptyRepository(repository: string): Promise<boolean> {
  return (await gitText(repository, ['for-each-ref', '--count=1', '--format=%(refname)', 'refs/heads'])) === '';
}

/**
 * Moves `ref` from `before` to `after` only if it still is at `before` (the zero id: only if it does not exist;
 * `after` the zero id deletes it). git locks the ref while it compares, so of two concurrent moves one fails.
 */
export async function compareAndSwapRef(repository: string, ref: string, after: string, before: string): Promise<boolean> {
  const args = after === zeroId
    ? ['update-ref', '-d', ref, before]
    : ['update-ref', ref, after, before];
  return (await git(repository, args, { acceptExitCodes: [1, 128] })).exitCode === 0;
}
