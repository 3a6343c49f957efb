// Where a merge request's commits come from. Every request keeps its source head under
// `refs/merge-requests/<iid>/head` of the target repository (as the real service does): a fork's commits are
// fetched there, so versions, commits, changes and the merge all work in the one target repository, and the
// commits of past versions stay reachable after the source branch is deleted or rewritten.
import { git } from '../../git/git.js';
import { repositoryPath } from '../../git/repositories.js';
import { branchHead, resolveCommit } from '../../git/revisions.js';
import type { Services } from '../../services.js';
import type { MergeRequestRow } from '../tables.js';

export interface MergeRequestHeads {
  /** The source branch head. */
  head: string;
  /** The target branch head. */
  start: string;
}

type Located = Pick<MergeRequestRow, 'iid' | 'project_id' | 'source_project_id' | 'source_branch' | 'target_branch'>;

export const mergeRequestRef = (iid: number): string => `refs/merge-requests/${iid}/head`;

export const targetRepository = ({ config }: Services, mergeRequest: Pick<MergeRequestRow, 'project_id'>): string =>
  repositoryPath(config.dataDir, mergeRequest.project_id);

export const sourceRepository = ({ config }: Services, mergeRequest: Pick<MergeRequestRow, 'source_project_id'>): string =>
  repositoryPath(config.dataDir, mergeRequest.source_project_id);

/** Brings the source branch head into the target repository's merge request ref; undefined when the branch is gone. */
export async function syncSourceHead(services: Services, mergeRequest: Located): Promise<string | undefined> {
  const target = targetRepository(services, mergeRequest);
  const ref = mergeRequestRef(mergeRequest.iid);
  if (mergeRequest.source_project_id === mergeRequest.project_id) {
    const head = await branchHead(target, mergeRequest.source_branch);
    if (head) await git(target, ['update-ref', ref, head]);
    return head;
  }
  const source = sourceRepository(services, mergeRequest);
  // Fetching the branch itself (not a SHA read beforehand) needs no special upload-pack settings in the fork; a
  // branch deleted meanwhile makes the fetch fail with 128, which means the same as a missing branch.
  const fetched = await git(target, ['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', source, `+refs/heads/${mergeRequest.source_branch}:${ref}`], { acceptExitCodes: [128] });
  if (fetched.exitCode !== 0) return undefined;
  return resolveCommit(target, ref);
}

/** The current source and target heads, or undefined when either branch no longer exists. */
export async function currentHeads(services: Services, mergeRequest: Located): Promise<MergeRequestHeads | undefined> {
  const start = await branchHead(targetRepository(services, mergeRequest), mergeRequest.target_branch);
  if (!start) return undefined;
  const head = await syncSourceHead(services, mergeRequest);
  return head ? { head, start } : undefined;
}
