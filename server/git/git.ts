// Runs the system `git` binary. Every repository operation goes through here, isolated from the machine's and the
// user's git configuration so that behaviour does not depend on where the server runs.
import { badRequest } from '../http/api-error.js';
import { launch } from './launcher.js';

/**
 * The longest argument handed to git. Callers check names against the spec's limits first; this is the last guard,
 * far below the system's own limit (128 KiB per argument) past which spawning fails.
 */
const maxArgumentBytes = 16 * 1024;

export class GitError extends Error {
  constructor(readonly args: string[], readonly exitCode: number | null, readonly stderr: string) {
    super(`git ${args.join(' ')} exited with ${exitCode}: ${stderr.trim()}`);
  }
}

export interface GitOptions {
  input?: string | Buffer;
  env?: Record<string, string>;
  /** Exit codes other than 0 that are answers rather than failures (e.g. 1 from `merge-tree` on conflicts). */
  acceptExitCodes?: number[];
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  exitCode: number;
}

/**
 * Configuration of every git command, passed through the environment. Housekeeping holds ref locks while it packs
 * refs: writers (commits, pushes, merges) wait up to 10 s for a lock instead of failing at once. Unreachable objects
 * are pruned only after two weeks, so objects a writer has just written but not yet referenced are never removed
 * under it.
 */
const sharedGitConfig: Array<[string, string]> = [
  ['core.filesRefLockTimeout', '10000'],
  ['core.packedRefsTimeout', '10000'],
  ['gc.pruneExpire', '2.weeks.ago'],
];

/** `GIT_CONFIG_COUNT` and its keys and values for the shared configuration followed by `extra`. */
export function gitConfigEnvironment(extra: Array<[string, string]> = []): Record<string, string> {
  const config = [...sharedGitConfig, ...extra];
  return {
    GIT_CONFIG_COUNT: String(config.length),
    ...Object.fromEntries(config.flatMap(([key, value], index) => [[`GIT_CONFIG_KEY_${index}`, key], [`GIT_CONFIG_VALUE_${index}`, value]])),
  };
}

export const isolatedGitEnvironment = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  HOME: '/nonexistent',
  LANG: 'C',
  ...gitConfigEnvironment(),
});

/**
 * Housekeeping (`git gc`, `repack -d`) removes emptied object directories; a command writing a loose object into
 * one at that moment fails with this and wrote nothing, so it is run again (objects are content-addressed).
 */
const objectWriteRace = /unable to create temporary file/;
const attemptsOnRace = 3;

/** `git --git-dir=<repository> <args>`; `repository` null runs outside any repository. */
export async function git(repository: string | null, args: string[], options: GitOptions = {}): Promise<GitResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runGit(repository, args, options);
    } catch (error) {
      if (!(error instanceof GitError && objectWriteRace.test(error.stderr)) || attempt >= attemptsOnRace) throw error;
    }
  }
}

function runGit(repository: string | null, args: string[], options: GitOptions): Promise<GitResult> {
  const fullArgs = repository ? [`--git-dir=${repository}`, ...args] : args;
  // A NUL byte cannot be passed at all, and a huge value would fail the spawn: either is the caller's bad input.
  const unusable = fullArgs.find((arg) => arg.includes('\0') || Buffer.byteLength(arg) > maxArgumentBytes);
  if (unusable !== undefined) return Promise.reject(badRequest('A parameter is too long or holds a null byte'));
  return launch('git', fullArgs, { env: { ...isolatedGitEnvironment(), ...options.env }, input: options.input }).then(({ exitCode, stdout, stderr }) => {
    if (exitCode === 0 || (exitCode !== null && options.acceptExitCodes?.includes(exitCode))) return { stdout, stderr, exitCode };
    throw new GitError(args, exitCode, stderr);
  });
}

/** The trimmed text output of a git command. */
export async function gitText(repository: string | null, args: string[], options?: GitOptions): Promise<string> {
  return (await git(repository, args, options)).stdout.toString('utf8').trim();
}

/** Paths are taken literally: `*` or `:(glob)` in a caller's path is no pattern. */
export const literalPaths = { GIT_LITERAL_PATHSPECS: '1' };
