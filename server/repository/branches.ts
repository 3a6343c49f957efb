// Branches of a project's repository in the real service's branch entity. There is no branch protection, so
// developers may push and merge to every branch.
import type { components } from '../../generated/api.js';
import type { Database, UserRow } from '../database/schema.js';
import { gitText } from '../git/git.js';
import { accessLevel, levelIn } from '../access/levels.js';
import { readCommits } from './commits.js';
import type { ProjectRepository } from './project-repository.js';
import { branchHead } from '../git/revisions.js';

export type Branch = components['schemas']['Branch'];

/** Branch names and heads, ordered by name. */
export async function listBranchHeads(path: string): Promise<{ name: string; head: string }[]> {
  const output = await gitText(path, ['for-each-ref', '--sort=refname', '--format=%(objectname) %(refname:strip=2)', 'refs/heads']);
  return output.split('\n').filter(Boolean).map((line) => ({ name: line.slice(41), head: line.slice(0, 40) }));
}

/** The real service's `search`: `^text` starts with, `text$` ends with, otherwise contains; ignoring case. */
export function matchesSearch(name: string, search: string | undefined): boolean {
  if (!search) return true;
  const lower = name.toLowerCase();
  let text = search.toLowerCase();
  const anchoredStart = text.startsWith('^');
  const anchoredEnd = text.endsWith('$');
  text = text.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined);
  if (anchoredStart && anchoredEnd) return lower === text;
  if (anchoredStart) return lower.startsWith(text);
  if (anchoredEnd) return lower.endsWith(text);
  return lower.includes(text);
}

async function mayPush(db: Database, user: UserRow | null, { project }: ProjectRepository): Promise<boolean> {
  if (!user || project.archived) return false;
  return (await levelIn(db, user, project.id)) >= accessLevel.developer;
}

/** Names of the branches whose head the default branch contains, other than those at its very head. */
async function mergedBranches(repository: ProjectRepository): Promise<Set<string>> {
  const defaultHead = await branchHead(repository.path, repository.project.default_branch);
  if (!defaultHead) return new Set();
  const output = await gitText(repository.path, ['for-each-ref', `--merged=${defaultHead}`, '--format=%(objectname) %(refname:strip=2)', 'refs/heads']);
  return new Set(output.split('\n').filter(Boolean).filter((line) => !line.startsWith(defaultHead)).map((line) => line.slice(41)));
}

/** The branches as the caller sees them (`can_push` depends on the caller). */
export async function presentBranches(db: Database, user: UserRow | null, repository: ProjectRepository, branches: { name: string; head: string }[]): Promise<Branch[]> {
  if (branches.length === 0) return [];
  const [commits, merged, canPush] = await Promise.all([
    readCommits(repository.path, branches.map((branch) => branch.head), repository.webUrl),
    mergedBranches(repository),
    mayPush(db, user, repository),
  ]);
  return branches.map((branch, index) => ({
    name: branch.name,
    merged: merged.has(branch.name),
    protected: false,
    default: branch.name === repository.project.default_branch,
    developers_can_push: true,
    developers_can_merge: true,
    can_push: canPush,
    web_url: `${repository.webUrl}/-/tree/${branch.name}`,
    commit: commits[index]!,
  }));
}
