// Whether a source head merges cleanly into a target head: `git merge-tree --write-tree` merges without a work
// tree and exits 0 for a clean merge, 1 for conflicts.
import { git } from '../../git/git.js';

export interface TrialMerge {
  clean: boolean;
  /** The merged tree, when clean. */
  tree?: string;
}

export async function trialMerge(repository: string, start: string, head: string): Promise<TrialMerge> {
  // 128: histories without a common ancestor, which the real service does not merge either.
  const result = await git(repository, ['merge-tree', '--write-tree', '--no-messages', start, head], { acceptExitCodes: [1, 128] });
  if (result.exitCode !== 0) return { clean: false };
  return { clean: true, tree: result.stdout.toString('utf8').split('\n', 1)[0]!.trim() };
}
