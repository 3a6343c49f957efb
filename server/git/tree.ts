// A commit's tree as a flat map from path to git object, read from and written back to git without a work tree
// (a temporary index file of the server's own).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from './git.js';

export interface TreeEntry {
  mode: string;
  oid: string;
}

export type Tree = Map<string, TreeEntry>;

/** Every file of the commit (blobs, symbolic links, submodules) by path; empty for no commit. */
export async function readTree(repository: string, commit: string | undefined): Promise<Tree> {
  const tree: Tree = new Map();
  if (!commit) return tree;
  const output = (await git(repository, ['ls-tree', '-r', '-z', '--full-tree', commit])).stdout.toString('utf8');
  for (const record of output.split('\0').filter(Boolean)) {
    const tab = record.indexOf('\t');
    const [mode, , oid] = record.slice(0, tab).split(' ') as [string, string, string];
    tree.set(record.slice(tab + 1), { mode, oid });
  }
  return tree;
}

/** Writes the tree's objects and returns the id of its root tree. */
export async function writeTree(repository: string, tree: Tree): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'rhs-index-'));
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    const entries = [...tree].map(([path, { mode, oid }]) => `${mode} ${oid}\t${path}\0`).join('');
    await git(repository, ['update-index', '-z', '--add', '--index-info'], { input: entries, env });
    return (await git(repository, ['write-tree'], { env })).stdout.toString('utf8').trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export async function writeBlob(repository: string, content: Buffer): Promise<string> {
  return (await git(repository, ['hash-object', '-w', '--stdin'], { input: content })).stdout.toString('utf8').trim();
}

export async function readBlob(repository: string, oid: string): Promise<Buffer> {
  return (await git(repository, ['cat-file', 'blob', oid])).stdout;
}
