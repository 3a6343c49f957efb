// A copy of a directory tree in which git's object files are hard links instead of copies: objects are named by
// their content and never written again (git writes a new file and renames it, and housekeeping only unlinks), so
// sharing them with the snapshot is safe, and it makes the copy of a repository several times cheaper. Every other
// file (refs, config, uploads), which may be rewritten in place, is copied.
import { copyFile, link, mkdir, readdir, readlink, symlink } from 'node:fs/promises';
import { join, sep } from 'node:path';

const isGitObject = (path: string): boolean => path.includes(`${sep}objects${sep}`);

export async function cloneTree(source: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  const entries = await readdir(source, { withFileTypes: true });
  await Promise.all(entries.map(async (entry) => {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) return cloneTree(from, to);
    if (entry.isSymbolicLink()) return symlink(await readlink(from), to);
    return isGitObject(from) ? link(from, to) : copyFile(from, to);
  }));
}
