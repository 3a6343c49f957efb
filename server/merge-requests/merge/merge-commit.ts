// The merge commit: the tree of a clean trial merge, with the target head and the source head as parents, written
// without a work tree, authored and committed by the merging user.
import { clock } from '../../database/clock.js';
import type { UserRow } from '../../database/schema.js';
import { gitText } from '../../git/git.js';

type Reference = { iid: number; title: string; source_branch: string; target_branch: string };

/** The real service's default message: the branches, the title and a full reference to the request. */
export function defaultMergeCommitMessage(mergeRequest: Reference, projectFullPath: string): string {
  return `Merge branch '${mergeRequest.source_branch}' into '${mergeRequest.target_branch}'\n\n${mergeRequest.title}\n\nSee merge request ${projectFullPath}!${mergeRequest.iid}`;
}

/** A commit of `tree` on `parents` (one for a squash commit, two for a merge commit). */
export async function writeMergeCommit(repository: string, tree: string, parents: [string] | [string, string], message: string, user: Pick<UserRow, 'name' | 'email'>): Promise<string> {
  const date = clock.now().toISOString();
  const identity = { GIT_AUTHOR_NAME: user.name, GIT_AUTHOR_EMAIL: user.email, GIT_AUTHOR_DATE: date, GIT_COMMITTER_NAME: user.name, GIT_COMMITTER_EMAIL: user.email, GIT_COMMITTER_DATE: date };
  // The message goes through stdin, so no text of the caller is ever read as an option.
  return gitText(repository, ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-F', '-'], { input: message, env: identity });
}
