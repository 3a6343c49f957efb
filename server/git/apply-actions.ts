// Applying a commit's file actions to a tree, with the real service's messages for each refusal. A refusal moves
// no ref; blobs already written for the request are left unreachable, for housekeeping to remove.
import type { components } from '../../generated/api.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { gitText, literalPaths } from './git.js';
import { checkCommitPath } from './file-paths.js';
import { writeBlob, type Tree } from './tree.js';

export type CommitAction = components['schemas']['CommitAction'];

const refused = (message: string) => new ApiError(400, { message });
const regularMode = '100644';
const executableMode = '100755';
const symbolicLinkMode = '120000';
const base64Text = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/** The decoded content of every action that carries one, refusing bad base64 and contents above the limit. */
export function decodeContents(actions: CommitAction[], maxBytes: number, maxMegabytes: number): (Buffer | undefined)[] {
  return actions.map((action) => {
    if (action.content === undefined) return undefined;
    if (action.encoding === 'base64' && !base64Text.test(action.content)) {
      throw badRequest(`content of ${action.file_path} is not valid base64`);
    }
    const content = Buffer.from(action.content, action.encoding === 'base64' ? 'base64' : 'utf8');
    if (content.length > maxBytes) throw badRequest(`${action.file_path} is larger than the maximum of ${maxMegabytes} MB`);
    return content;
  });
}

const isDirectory = (tree: Tree, path: string) => [...tree.keys()].some((key) => key.startsWith(`${path}/`));

function ancestorFile(tree: Tree, path: string): boolean {
  const parts = path.split('/');
  return parts.slice(0, -1).some((_, index) => tree.has(parts.slice(0, index + 1).join('/')));
}

function checkFree(tree: Tree, path: string): void {
  if (tree.has(path) || ancestorFile(tree, path)) throw refused('A file with this name already exists');
  if (isDirectory(tree, path)) throw refused('A directory with this name already exists');
}

function existing(tree: Tree, path: string) {
  const entry = tree.get(path);
  if (!entry) throw refused("A file with this name doesn't exist");
  return entry;
}

/** `last_commit_id`, when given, must be the last commit up to `parent` that changed the file. */
async function checkLastCommit(repository: string, parent: string | undefined, path: string, lastCommitId: string | undefined): Promise<void> {
  if (lastCommitId === undefined || !parent) return;
  const last = await gitText(repository, ['log', '-1', '--format=%H', parent, '--', path], { env: literalPaths });
  if (!last.startsWith(lastCommitId.toLowerCase()) || lastCommitId.length < 7) {
    throw refused('You are attempting to update a file that has changed since you started editing it.');
  }
}

const isRegular = (mode: string) => mode === regularMode || mode === executableMode;

/**
 * The mode of a file given new content: `execute_filemode` when given, else the file's own; a symbolic link stays
 * one (its content is its target), a submodule replaced by content becomes a regular file.
 */
function modeFor(executable: boolean | undefined, current?: string): string {
  if (executable !== undefined) return executable ? executableMode : regularMode;
  return current && (isRegular(current) || current === symbolicLinkMode) ? current : regularMode;
}

/** Applies the actions in order to `tree` (changed in place), writing the new contents as blobs. */
export async function applyActions(repository: string, parent: string | undefined, tree: Tree, actions: CommitAction[], contents: (Buffer | undefined)[]): Promise<void> {
  for (const [index, action] of actions.entries()) {
    const path = action.file_path;
    checkCommitPath(path);
    const content = contents[index];
    const blob = async () => writeBlob(repository, content ?? Buffer.alloc(0));
    switch (action.action) {
      case 'create':
        checkFree(tree, path);
        tree.set(path, { mode: modeFor(action.execute_filemode), oid: await blob() });
        break;
      case 'update': {
        const entry = existing(tree, path);
        await checkLastCommit(repository, parent, path, action.last_commit_id);
        tree.set(path, { mode: modeFor(action.execute_filemode, entry.mode), oid: await blob() });
        break;
      }
      case 'delete':
        existing(tree, path);
        await checkLastCommit(repository, parent, path, action.last_commit_id);
        tree.delete(path);
        break;
      case 'move': {
        if (action.previous_path === undefined) {
          throw refused(`You must supply the original file path when moving file \`${path}\`.`);
        }
        checkCommitPath(action.previous_path);
        const entry = existing(tree, action.previous_path);
        await checkLastCommit(repository, parent, action.previous_path, action.last_commit_id);
        tree.delete(action.previous_path);
        checkFree(tree, path);
        tree.set(path, content ? { mode: modeFor(undefined, entry.mode), oid: await blob() } : entry);
        break;
      }
      case 'chmod': {
        const entry = existing(tree, path);
        await checkLastCommit(repository, parent, path, action.last_commit_id);
        // Only regular files have an executable bit.
        if (isRegular(entry.mode)) tree.set(path, { mode: modeFor(action.execute_filemode ?? false), oid: entry.oid });
        break;
      }
    }
  }
}
