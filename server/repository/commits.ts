// Reading commits out of git, in the shape of the real service's commit entity.
import type { components } from '../../generated/api.js';
import { git, literalPaths } from '../git/git.js';

export type Commit = components['schemas']['Commit'];
export type CommitStats = components['schemas']['CommitStats'];

const fields = ['%H', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'];
const format = fields.join('%x00');

/** The real service's title: the first line, cut at a word boundary with `…` from 100 characters on. */
function title(message: string): string {
  const firstLine = message.split('\n', 1)[0]!;
  if (firstLine.length < 100) return firstLine;
  const space = firstLine.lastIndexOf(' ', 80);
  return `${firstLine.slice(0, space > 0 ? space : 80)}…`;
}

const utc = (iso: string): string => new Date(iso).toISOString();

function parse(output: string, webUrl: string): Commit[] {
  const parts = output.split('\0');
  const commits: Commit[] = [];
  for (let start = 0; start + fields.length <= parts.length; start += fields.length) {
    const [sha, parents, authorName, authorEmail, authoredAt, committerName, committerEmail, committedAt, message] =
      parts.slice(start, start + fields.length) as [string, string, string, string, string, string, string, string, string];
    commits.push({
      id: sha,
      short_id: sha.slice(0, 8),
      created_at: utc(committedAt),
      parent_ids: parents === '' ? [] : parents.split(' '),
      title: title(message),
      message,
      author_name: authorName,
      author_email: authorEmail,
      authored_date: utc(authoredAt),
      committer_name: committerName,
      committer_email: committerEmail,
      committed_date: utc(committedAt),
      web_url: `${webUrl}/-/commit/${sha}`,
    });
  }
  return commits;
}

/** `git log` with the caller's selection (revisions after `--end-of-options`, then `--` and paths). */
export async function logCommits(repository: string, options: string[], revisions: string[], paths: string[], webUrl: string): Promise<Commit[]> {
  const args = ['log', '-z', `--format=${format}`, ...options, '--end-of-options', ...revisions, '--', ...paths];
  return parse((await git(repository, args, { env: literalPaths })).stdout.toString('utf8'), webUrl);
}

/** How many commits `git log` would list for the same selection. */
export async function countCommits(repository: string, options: string[], revisions: string[], paths: string[]): Promise<number> {
  const args = ['rev-list', '--count', ...options, '--end-of-options', ...revisions, '--', ...paths];
  return Number((await git(repository, args, { env: literalPaths })).stdout.toString('utf8').trim());
}

/** The commits with these ids, in this order (an id given twice gives its commit twice). */
export async function readCommits(repository: string, ids: string[], webUrl: string): Promise<Commit[]> {
  if (ids.length === 0) return [];
  const commits = await logCommits(repository, ['--no-walk=unsorted'], [...new Set(ids)], [], webUrl);
  const byId = new Map(commits.map((commit) => [commit.id, commit]));
  return ids.map((id) => byId.get(id)!);
}

export async function readCommit(repository: string, id: string, webUrl: string): Promise<Commit> {
  return (await readCommits(repository, [id], webUrl))[0]!;
}

/** Lines added and removed compared with the first parent (with nothing, for a root commit). */
export async function commitStats(repository: string, id: string): Promise<CommitStats> {
  const output = (await git(repository, ['diff-tree', '-r', '--root', '--no-commit-id', '--numstat', '-m', '--first-parent', id])).stdout.toString('utf8');
  let additions = 0;
  let deletions = 0;
  for (const line of output.split('\n').filter(Boolean)) {
    const [added, removed] = line.split('\t');
    // Binary files show `-` for both.
    additions += Number(added) || 0;
    deletions += Number(removed) || 0;
  }
  return { additions, deletions, total: additions + deletions };
}
