// A project's repository as fixture commits and tags: cloned over HTTP with the token, then each branch's
// first-parent history replayed as commits of the files each one added or changed (their content at that commit).
// A branch's own commits follow the commit of the default branch it starts from; a merged request's source commits
// come before its merge commit. Tags are those on a branch's head. What the format cannot hold is left out: deleted
// files, binary files, merge commits other than merged requests', tags elsewhere, dates and committers.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FixtureCommit, FixtureTag } from '../../fixtures/fixture.js';

const run = promisify(execFile);

async function git(repository: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', ['-C', repository, ...args], { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' });
  return stdout;
}

async function contentAt(repository: string, commit: string, path: string): Promise<string | undefined> {
  const { stdout } = await run('git', ['-C', repository, 'cat-file', 'blob', `${commit}:${path}`], { maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' });
  // The format holds text only.
  return stdout.includes(0) ? undefined : stdout.toString('utf8');
}

interface GitCommit {
  sha: string;
  parents: string[];
  message: string;
  authorEmail: string;
}

async function firstParentLog(repository: string, range: string[]): Promise<GitCommit[]> {
  const log = await git(repository, ['log', '--first-parent', '--reverse', '--format=%H%x00%P%x00%ae%x00%B%x01', ...range, '--']);
  return log.split('\x01').map((entry) => entry.replace(/^\n/, '')).filter(Boolean).map((entry) => {
    const [sha, parents, authorEmail, message] = entry.split('\0');
    return { sha: sha!, parents: parents!.split(' ').filter(Boolean), authorEmail: authorEmail!, message: message!.trimEnd() };
  });
}

async function asFixtureCommit(repository: string, commit: GitCommit, branch: string, authors: Map<string, string>, startBranch?: string): Promise<FixtureCommit | undefined> {
  const changed = await git(repository, ['diff-tree', '--root', '--no-commit-id', '-r', '-z', '--diff-filter=AMCRT', '--name-only', commit.sha]);
  const files: Record<string, string> = {};
  for (const path of changed.split('\0').filter(Boolean)) {
    const content = await contentAt(repository, commit.sha, path);
    if (content !== undefined) files[path] = content;
  }
  if (Object.keys(files).length === 0) return undefined;
  const author = authors.get(commit.authorEmail.toLowerCase());
  return { branch, ...(startBranch ? { start_branch: startBranch } : {}), message: commit.message || '(no message)', ...(author ? { author } : {}), files };
}

/** The tags of the repository that name a branch's head (the default branch preferred), as fixture tags. */
async function branchHeadTags(repository: string, defaultBranch: string): Promise<FixtureTag[]> {
  const heads = new Map<string, string>();
  for (const line of (await git(repository, ['for-each-ref', '--format=%(objectname) %(refname:strip=2)', 'refs/heads'])).split('\n').filter(Boolean)) {
    const [sha, branch] = [line.slice(0, 40), line.slice(41)];
    if (!heads.has(sha) || branch === defaultBranch) heads.set(sha, branch);
  }
  const listing = await git(repository, ['for-each-ref', '--format=%(refname:strip=2)%00%(objecttype)%00%(objectname)%00%(*objectname)%00%(contents)%01', 'refs/tags']);
  return listing.split('\x01').map((entry) => entry.replace(/^\n/, '')).filter(Boolean).flatMap((entry) => {
    const [name, type, sha, peeled, message] = entry.split('\0');
    const ref = heads.get(type === 'tag' ? peeled! : sha!);
    if (!ref) return [];
    return [{ name: name!, ref, ...(type === 'tag' && message!.trim() ? { message: message!.trimEnd() } : {}) }];
  });
}

/**
 * The fixture commits and tags of the repository at `cloneUrl` (credentials in it), default branch first;
 * `authors` maps commit author e-mail addresses (lower case) to usernames, `mergedBranches` merge commits of the
 * default branch to the source branch they merged (whose commits are then replayed on that branch).
 */
export async function repositoryHistory(cloneUrl: string, defaultBranch: string, authors: Map<string, string>, mergedBranches: Map<string, string>): Promise<{ commits: FixtureCommit[]; tags: FixtureTag[] }> {
  const scratch = await mkdtemp(join(tmpdir(), 'rhs-export-'));
  try {
    const repository = join(scratch, 'repository.git');
    await run('git', ['clone', '--quiet', '--bare', cloneUrl, repository], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
    const branches = (await git(repository, ['for-each-ref', '--format=%(refname:strip=2)', 'refs/heads'])).split('\n').filter(Boolean);
    if (!branches.includes(defaultBranch)) return { commits: [], tags: [] };
    const main = await firstParentLog(repository, [defaultBranch]);
    // Each other branch's own commits, after the default branch's commit it starts from.
    const after = new Map<string, { branch: string; commits: GitCommit[] }[]>();
    for (const branch of branches.filter((name) => name !== defaultBranch).sort()) {
      const base = (await git(repository, ['merge-base', defaultBranch, branch]).catch(() => '')).trim();
      if (!base) continue;
      const own = await firstParentLog(repository, [branch, `^${defaultBranch}`]);
      if (own.length === 0) continue;
      after.set(base, [...(after.get(base) ?? []), { branch, commits: own }]);
    }
    const commits: FixtureCommit[] = [];
    const replay = async (branch: string, own: GitCommit[]) => {
      let first = true;
      for (const ownCommit of own) {
        const madeOwn = await asFixtureCommit(repository, ownCommit, branch, authors, first ? defaultBranch : undefined);
        if (!madeOwn) continue;
        commits.push(madeOwn);
        first = false;
      }
    };
    for (const commit of main) {
      // A merged request's commits come before its merge commit (which the loader makes again by merging it).
      const merged = mergedBranches.get(commit.sha);
      if (merged && commit.parents.length === 2) await replay(merged, await firstParentLog(repository, [commit.parents[1]!, `^${commit.parents[0]!}`]));
      const made = await asFixtureCommit(repository, commit, defaultBranch, authors);
      if (made) commits.push(made);
      for (const { branch, commits: own } of after.get(commit.sha) ?? []) await replay(branch, own);
    }
    return { commits, tags: await branchHeadTags(repository, defaultBranch) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
