// Where each project's bare repository lives and how it is created and removed. Repositories are named by project
// id, so renaming a project's path or namespace never moves them.
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { git, gitText } from './git.js';
import { postReceiveHook } from './ref-updates.js';

export const repositoryPath = (dataDir: string, projectId: number): string =>
  join(dataDir, 'repositories', `${projectId}.git`);

export async function createRepository(path: string, defaultBranch: string): Promise<void> {
  await git(null, ['init', '--quiet', '--bare', `--initial-branch=${defaultBranch}`, path]);
  // Pushed objects are checked, and a ref only moves forward unless a force push is asked for. Written as `git
  // config` would write them, without a process each: creating a project was mostly starting git processes.
  await appendFile(join(path, 'config'), '[receive]\n\tfsckObjects = true\n[http]\n\treceivepack = true\n');
  await writeFile(join(path, 'hooks', 'post-receive'), postReceiveHook, { mode: 0o755 });
}

/**
 * Creates the project's repository as the last step of the transaction that creates the project, so that a
 * failure to create either leaves neither.
 */
export async function createProjectRepository(dataDir: string, projectId: number, defaultBranch: string): Promise<void> {
  const path = repositoryPath(dataDir, projectId);
  try {
    await createRepository(path, defaultBranch);
  } catch (error) {
    await removeRepository(path);
    throw error;
  }
}

/**
 * Moves the repository aside at once (one rename, so that a job starting later finds nothing and one running in it
 * fails cleanly) and then removes it. A job still writing into the moved directory (`git gc`) can make a removal
 * fail with ENOTEMPTY: it is tried again, and whatever is left stays in the trash, out of every project's way.
 */
export async function removeRepository(path: string): Promise<void> {
  // Beside the repositories directory (same file system, so the rename is atomic), not in it.
  const trash = join(dirname(path), '..', 'trash');
  const moved = join(trash, `${basename(path)}-${randomUUID()}`);
  await mkdir(trash, { recursive: true });
  try {
    await rename(path, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await rm(moved, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined);
}

/** Branch names and their head commits. */
export async function branchHeads(path: string): Promise<Map<string, string>> {
  const output = await gitText(path, ['for-each-ref', '--format=%(refname:strip=2) %(objectname)', 'refs/heads']);
  return new Map(output.split('\n').filter(Boolean).map((line) => {
    const space = line.lastIndexOf(' ');
    return [line.slice(0, space), line.slice(space + 1)] as const;
  }));
}

/** Copies every branch and tag of one repository into another (objects included), as a fork does. */
export async function copyRefs(source: string, target: string): Promise<void> {
  await git(target, ['fetch', '--quiet', '--no-tags', source, '+refs/heads/*:refs/heads/*', '+refs/tags/*:refs/tags/*']);
}
