// The stock git client, run as a user would run it, isolated from the machine's configuration.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { launch } from '../../server/git/launcher.js';

export interface GitRun {
  code: number;
  stdout: string;
  stderr: string;
}

const environment = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
  HOME: '/nonexistent',
};

/** Started by the server's process launcher: from a test worker's large process, starting git costs far more. */
export async function runGit(args: string[], cwd?: string): Promise<GitRun> {
  const { exitCode, stdout, stderr } = await launch('git', args, { cwd, env: environment });
  return { code: exitCode ?? 1, stdout: stdout.toString('utf8'), stderr };
}

/** A directory for a work tree or clone, removed when the test that asked for it ends. */
export function scratchDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'rhs-git-client-'));
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

/** `http://user:token@host/path.git` for the project's `http_url_to_repo`. */
export function withCredentials(url: string, token: string, username = 'oauth2'): string {
  const withAuth = new URL(url);
  withAuth.username = username;
  withAuth.password = token;
  return withAuth.toString();
}

/** Writes files in a work tree and commits them (no commit id: ask for it once, for several commits). */
export async function commitFiles(workTree: string, files: Record<string, string>, message: string): Promise<void> {
  for (const [file, content] of Object.entries(files)) writeFileSync(join(workTree, file), content);
  await runGit(['add', ...Object.keys(files)], workTree);
  await runGit(['commit', '-q', '-m', message], workTree);
}

export interface ImportedCommit {
  branch: string;
  message: string;
  files: Record<string, string>;
}

/**
 * Makes a chain of commits with one `git fast-import`, each on top of the one before and setting its `branch`, and
 * returns their ids; the work tree and index are left alone (check a branch out to work on it).
 */
export async function importCommits(workTree: string, commits: ImportedCommit[]): Promise<string[]> {
  // `data <bytes>` then exactly those bytes (fast-import's format), and a newline ending the command.
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const stream = commits.map(({ branch, message, files }, index) =>
    `commit refs/heads/${branch}\nmark :${index + 1}\n`
    + `author ${environment.GIT_AUTHOR_NAME} <${environment.GIT_AUTHOR_EMAIL}> now\n`
    + `committer ${environment.GIT_COMMITTER_NAME} <${environment.GIT_COMMITTER_EMAIL}> now\n`
    + data(`${message}\n`)
    + (index > 0 ? `from :${index}\n` : '')
    + Object.entries(files).map(([file, content]) => `M 100644 inline ${file}\n${data(content)}`).join('')
    + '\n').join('') + commits.map((_, index) => `get-mark :${index + 1}\n`).join('');
  const { exitCode, stdout, stderr } = await launch('git', ['fast-import', '--quiet', '--date-format=now'], { cwd: workTree, env: environment, input: stream });
  if (exitCode !== 0) throw new Error(`git fast-import: ${stderr}`);
  return stdout.toString('utf8').trim().split('\n');
}

/** Commits a file in a work tree and returns the new commit id. */
export async function commitFile(workTree: string, file: string, content: string, message: string): Promise<string> {
  await commitFiles(workTree, { [file]: content }, message);
  return (await runGit(['rev-parse', 'HEAD'], workTree)).stdout.trim();
}
