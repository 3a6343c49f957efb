// Comparing a merge request's source head with its target: the merge base, the changed files and their unified
// diffs, all from the target repository (see heads.ts).
import type { components } from '../../../generated/api.js';
import { git, gitText } from '../../git/git.js';

/** As the real service's diff limits: at most this many files are collected; more makes the version `overflow`. */
export const maxDiffFiles = 1000;
/** A single file's diff above this many bytes is too large to show: its `diff` is empty, as the real service's. */
export const maxDiffBytes = 200 * 1024;

/** One changed file, as the spec's `MergeRequestChange` describes it. */
export type FileChange = components['schemas']['MergeRequestChange'];

/** The merge base of the two commits; the target head itself for unrelated histories (nothing to subtract). */
export async function mergeBase(repository: string, start: string, head: string): Promise<string> {
  const result = await git(repository, ['merge-base', start, head], { acceptExitCodes: [1] });
  return result.exitCode === 0 ? result.stdout.toString('utf8').trim() : start;
}

const diffOptions = ['--find-renames', '--no-ext-diff', '--no-textconv', '--no-color', '--full-index'];

interface RawEntry {
  aMode: string;
  bMode: string;
  status: string;
  oldPath: string;
  newPath: string;
}

/** `git diff --raw -z`: `:<a mode> <b mode> <a sha> <b sha> <status>\0<path>\0[<new path>\0]` per file. */
async function rawEntries(repository: string, base: string, head: string, limit: number): Promise<{ entries: RawEntry[]; total: number }> {
  const output = (await git(repository, ['diff', '--raw', '-z', ...diffOptions, base, head, '--'])).stdout.toString('utf8');
  const parts = output.split('\0');
  const entries: RawEntry[] = [];
  let total = 0;
  for (let index = 0; index < parts.length - 1;) {
    const [aMode, bMode, , , status] = parts[index]!.slice(1).split(' ') as [string, string, string, string, string];
    const twoPaths = status.startsWith('R') || status.startsWith('C');
    const oldPath = parts[index + 1]!;
    const newPath = twoPaths ? parts[index + 2]! : oldPath;
    index += twoPaths ? 3 : 2;
    total += 1;
    if (entries.length < limit) entries.push({ aMode, bMode, status, oldPath, newPath });
  }
  return { entries, total };
}

/** How many files differ between the merge base and the head. */
export async function changedFileCount(repository: string, base: string, head: string): Promise<number> {
  return (await rawEntries(repository, base, head, 0)).total;
}

/**
 * The patch of each file, without git's header lines (`diff --git`, `index`, modes, renames): from the `---` line,
 * or the `Binary files … differ` line, on. Each file's part starts at a line `diff --git `, which no content line
 * of a patch can be (those start with a space, `+`, `-`, `@` or `\`).
 */
async function filePatches(repository: string, base: string, head: string): Promise<string[]> {
  const output = (await git(repository, ['diff', '--patch', ...diffOptions, base, head, '--'])).stdout.toString('utf8');
  const patches: string[] = [];
  let current: string[] | undefined;
  let inBody = false;
  for (const line of output.split('\n')) {
    if (line.startsWith('diff --git ')) {
      if (current) patches.push(current.join('\n'));
      current = [];
      inBody = false;
      continue;
    }
    if (!current) continue;
    if (!inBody && (line.startsWith('--- ') || line.startsWith('@@') || line.startsWith('Binary files '))) inBody = true;
    if (inBody) current.push(line);
  }
  if (current) patches.push(current.join('\n'));
  return patches.map((patch) => (patch === '' || patch.endsWith('\n') ? patch : `${patch}\n`));
}

/** The changed files (at most `maxDiffFiles`) with their diffs, in git's order. */
export async function fileChanges(repository: string, base: string, head: string): Promise<FileChange[]> {
  const [{ entries }, patches] = await Promise.all([rawEntries(repository, base, head, maxDiffFiles), filePatches(repository, base, head)]);
  return entries.map((entry, index) => {
    const diff = patches[index] ?? '';
    return {
      old_path: entry.oldPath,
      new_path: entry.newPath,
      a_mode: entry.aMode === '000000' ? '0' : entry.aMode,
      b_mode: entry.bMode === '000000' ? '0' : entry.bMode,
      diff: Buffer.byteLength(diff) > maxDiffBytes ? '' : diff,
      new_file: entry.status === 'A',
      renamed_file: entry.status.startsWith('R'),
      deleted_file: entry.status === 'D',
    };
  });
}

/** The commit ids between the merge base and the head, newest first. */
export async function commitIds(repository: string, base: string, head: string): Promise<string[]> {
  const output = await gitText(repository, ['rev-list', head, `^${base}`, '--']);
  return output.split('\n').filter(Boolean);
}
