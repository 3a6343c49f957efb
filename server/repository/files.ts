// A file of the repository at a commit, found without a work tree.
import { createHash } from 'node:crypto';
import { checkReadPath } from '../git/file-paths.js';
import { git, gitText, literalPaths } from '../git/git.js';
import { notFound } from '../http/api-error.js';
import { resolveCommit } from '../git/revisions.js';
import { readBlob } from '../git/tree.js';

export interface RepositoryFile {
  commit: string;
  blob: string;
  content: Buffer;
}

/** The file at `path` in the commit `ref` names: 404 `Commit Not Found` or `File Not Found` otherwise. */
export async function findFile(repository: string, ref: string, path: string): Promise<RepositoryFile> {
  checkReadPath(path);
  const commit = await resolveCommit(repository, ref);
  if (!commit) throw notFound('Commit');
  const listing = (await git(repository, ['ls-tree', '-z', '--full-tree', commit, '--', path], { env: literalPaths })).stdout.toString('utf8');
  const record = listing.split('\0').find((line) => line.slice(line.indexOf('\t') + 1) === path);
  const [, type, blob] = (record?.slice(0, record.indexOf('\t')).split(' ') ?? []) as [string?, string?, string?];
  if (type !== 'blob' || !blob) throw notFound('File');
  return { commit, blob, content: await readBlob(repository, blob) };
}

/** The last commit up to `commit` that changed the file. */
export const lastCommitOf = (repository: string, commit: string, path: string): Promise<string> =>
  gitText(repository, ['log', '-1', '--format=%H', commit, '--', path], { env: literalPaths });

export const sha256 = (content: Buffer): string => createHash('sha256').update(content).digest('hex');
