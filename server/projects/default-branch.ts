// The default branch is the repository's HEAD, so a change moves HEAD too (clones then check it out). As in the
// real service, a repository with branches can only point at one of them; an empty one at any valid name, which
// the first push to it creates.
import { gitText } from '../git/git.js';
import { ApiError, validationFailed } from '../http/api-error.js';
import { branchHead, branchRef, isEmptyRepository, isValidBranchName } from '../git/revisions.js';

/** 400 unless git (and the real service's extra rules) accept the name as a branch name. */
export async function checkDefaultBranchName(branch: string): Promise<void> {
  if (!(await isValidBranchName(branch))) throw validationFailed({ default_branch: ['is invalid'] });
}

/** 400 unless the repository's HEAD may point at the branch. */
export async function checkDefaultBranchChange(repository: string, branch: string): Promise<void> {
  await checkDefaultBranchName(branch);
  if (!(await isEmptyRepository(repository)) && !(await branchHead(repository, branch))) {
    throw new ApiError(400, { message: 'Could not set the default branch' });
  }
}

export async function pointHeadAt(repository: string, branch: string): Promise<void> {
  await gitText(repository, ['symbolic-ref', 'HEAD', branchRef(branch)]);
}
