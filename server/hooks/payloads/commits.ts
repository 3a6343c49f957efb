// Commits as payloads list them, read from the repository in one `git log`.
import type { components } from '../../../generated/api.js';
import { gitText } from '../../git/git.js';

type Commit = components['schemas']['WebhookCommit'];

/** Push payloads list at most this many commits (the newest), as the real service does. */
export const maxPayloadCommits = 20;

const separator = '\u0001';
const format = ['%H', '%an', '%ae', '%aI', '%B'].join(separator);

function fileLists(statusLines: string): Pick<Commit, 'added' | 'modified' | 'removed'> {
  const lists = { added: [] as string[], modified: [] as string[], removed: [] as string[] };
  for (const line of statusLines.split('\n').filter(Boolean)) {
    const [status, path] = line.split('\t') as [string, string];
    if (status === 'A') lists.added.push(path);
    else if (status === 'D') lists.removed.push(path);
    else lists.modified.push(path);
  }
  return lists;
}

/**
 * The newest `limit` commits of `revisions` (git log arguments), oldest first, with the files each changed (merges
 * list none, as git shows no diff for them by default).
 */
export async function readCommits(repository: string, revisions: string[], webUrl: string, limit = maxPayloadCommits): Promise<Commit[]> {
  const output = await gitText(repository, [
    '-c', 'core.quotePath=false', 'log', `--max-count=${limit}`, '--reverse', '--no-renames', '--name-status',
    `--format=${separator}${separator}${format}${separator}`, ...revisions, '--',
  ]);
  // Each commit starts with two separators; the name-status lines follow its last field's separator.
  return output.split(`${separator}${separator}`).filter(Boolean).map((entry) => {
    const [id, name, email, timestamp, message, statusLines = ''] = entry.split(separator) as [string, string, string, string, string, string?];
    return {
      id,
      message,
      title: message.split('\n')[0] ?? '',
      timestamp,
      url: `${webUrl}/-/commit/${id}`,
      author: { name, email },
      ...fileLists(statusLines),
    };
  });
}

export async function countCommits(repository: string, revisions: string[]): Promise<number> {
  return Number(await gitText(repository, ['rev-list', '--count', ...revisions, '--']));
}
