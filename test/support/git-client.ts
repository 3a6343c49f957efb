// The stock git client, run as a user would run it, isolated from the machine's configuration.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

export function runGit(args: string[], cwd?: string): Promise<GitRun> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env: environment }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

export const scratchDirectory = (): string => mkdtempSync(join(tmpdir(), 'rhs-git-client-'));

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

/** Commits a file in a work tree and returns the new commit id. */
export async function commitFile(workTree: string, file: string, content: string, message: string): Promise<string> {
  await commitFiles(workTree, { [file]: content }, message);
  return (await runGit(['rev-parse', 'HEAD'], workTree)).stdout.trim();
}
