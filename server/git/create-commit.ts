// A commit of file actions made without a work tree: the parent's tree is read into memory, the actions applied,
// the new tree and commit written with git's plumbing, and the branch moved by compare-and-swap. When another
// commit moved the branch meanwhile, the actions are applied again on the new head, a few times at most.
import { clock } from '../database/clock.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { git } from './git.js';
import { zeroId, type RefUpdate } from './ref-updates.js';
import { ApiError } from '../http/api-error.js';
import { applyActions, type CommitAction } from './apply-actions.js';
import { branchHead, branchRef, compareAndSwapRef, isEmptyRepository, isValidBranchName, resolveCommit } from './revisions.js';
import { readTree, writeTree } from './tree.js';

export interface Person {
  name: string;
  email: string;
}

export interface CommitRequest {
  branch: string;
  startBranch?: string;
  startSha?: string;
  message: string;
  author: Person;
  committer: Person;
  actions: CommitAction[];
  /** Each action's decoded content (see decodeContents). */
  contents: (Buffer | undefined)[];
}

const refused = (message: string) => new ApiError(400, { message });
const attempts = 8;

/** The real service's checks of `start_sha`, made once: a commit does not go away. */
async function startCommit(repository: string, { startBranch, startSha }: CommitRequest): Promise<string | undefined> {
  if (startSha === undefined) return undefined;
  if (startBranch !== undefined) throw refused("You can't pass both start_branch and start_sha");
  if (!/^[0-9a-f]{7,40}$/i.test(startSha)) throw refused(`Invalid start_sha '${startSha}'`);
  const commit = await resolveCommit(repository, startSha);
  if (!commit) throw refused(`Cannot find start_sha '${startSha}'`);
  return commit;
}

/** The commit the new commit goes on, and the branch's current head (undefined for a new branch). */
async function parentOf(repository: string, request: CommitRequest, startSha: string | undefined) {
  const head = await branchHead(repository, request.branch);
  const startBranch = request.startBranch ?? request.branch;
  if (head) {
    if (startSha || startBranch !== request.branch) {
      throw refused(`A branch called '${request.branch}' already exists. Switch to that branch in order to make changes`);
    }
    return { head, parent: head };
  }
  if (!(await isValidBranchName(request.branch))) {
    throw refused(`Something went wrong when we tried to create '${request.branch}' for you: Branch name is invalid`);
  }
  if (startSha) return { head, parent: startSha };
  const startHead = await branchHead(repository, startBranch);
  if (!startHead && !(await isEmptyRepository(repository))) {
    throw refused('You can only create or edit files when you are on a branch');
  }
  return { head, parent: startHead };
}

const identity = (prefix: 'AUTHOR' | 'COMMITTER', person: Person, date: string) => ({
  [`GIT_${prefix}_NAME`]: person.name,
  [`GIT_${prefix}_EMAIL`]: person.email,
  [`GIT_${prefix}_DATE`]: date,
});

/** Makes the commit and moves the branch; resolves with the new commit and the ref update to record. */
export async function createCommit(repository: string, request: CommitRequest): Promise<{ commit: string; update: RefUpdate }> {
  const startSha = await startCommit(repository, request);
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const { head, parent } = await parentOf(repository, request, startSha);
    const tree = await readTree(repository, parent);
    await applyActions(repository, parent, tree, request.actions, request.contents);
    const treeId = await writeTree(repository, tree);
    const date = clock.now().toISOString();
    const commit = (await git(repository, ['commit-tree', treeId, ...(parent ? ['-p', parent] : []), '-F', '-'], {
      input: request.message,
      env: { ...identity('AUTHOR', request.author, date), ...identity('COMMITTER', request.committer, date) },
    })).stdout.toString('utf8').trim();
    const ref = branchRef(request.branch);
    const before = head ?? zeroId;
    if (await compareAndSwapRef(repository, ref, commit, before)) return { commit, update: { ref, before, after: commit } };
    // Another commit won the race: back off a little, at random, so that the losers do not collide again.
    await sleep(10 + Math.random() * 40 * attempt);
  }
  throw refused(`Could not update ${branchRef(request.branch)}. Please refresh and try again.`);
}
