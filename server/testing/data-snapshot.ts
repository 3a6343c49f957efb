// A copy of the data directory's files (repositories, uploads) taken at the start, put back on reset. The embedded
// database's files are left alone: the database snapshot restores their content.
//
// A reset only renames: a spare copy of the snapshot, made ahead of time in the data directory, takes the place of
// the live files, which are removed afterwards while the next spare is made, so that neither copying nor removing
// counts in the reset's own time.
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { cloneTree } from './clone-tree.js';

export interface DataSnapshot {
  restore(): Promise<void>;
  discard(): Promise<void>;
}

/** Inside the data directory, so that renames between it and the live files never cross file systems. */
const snapshotDirectoryName = '.test-mode-snapshot';

const isLiveData = (name: string): boolean => !name.startsWith('service.sqlite3') && name !== snapshotDirectoryName;

export async function takeDataSnapshot(dataDir: string): Promise<DataSnapshot> {
  const directory = join(dataDir, snapshotDirectoryName);
  const pristine = join(directory, 'pristine');
  await rm(directory, { recursive: true, force: true });
  await mkdir(pristine, { recursive: true });
  const saved = (await readdir(dataDir)).filter(isLiveData);
  await Promise.all(saved.map((name) => cp(join(dataDir, name), join(pristine, name), { recursive: true })));

  let generation = 0;
  const prepareSpare = async (): Promise<string> => {
    const spare = join(directory, `spare-${(generation += 1)}`);
    await mkdir(spare);
    await Promise.all(saved.map((name) => cloneTree(join(pristine, name), join(spare, name))));
    return spare;
  };
  /** The spare for the next reset, and the removal of the files the last reset replaced: under way in the background. */
  let spareReady: Promise<string> = prepareSpare();
  let removed: Promise<unknown> = Promise.resolve();

  return {
    async restore() {
      const spare = await spareReady;
      const trash = join(directory, `trash-${generation}`);
      await mkdir(trash);
      const present = (await readdir(dataDir)).filter(isLiveData);
      await Promise.all(present.map((name) => rename(join(dataDir, name), join(trash, name))));
      await Promise.all(saved.map((name) => rename(join(spare, name), join(dataDir, name))));
      spareReady = prepareSpare();
      removed = Promise.all([removed, rm(trash, { recursive: true, force: true }), rm(spare, { recursive: true, force: true })]);
    },
    async discard() {
      await Promise.all([spareReady, removed]).catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
