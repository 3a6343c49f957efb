// A copy of the data directory's files (repositories, uploads) taken at the start, put back on reset. The embedded
// database's files are left alone: the database snapshot restores their content.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DataSnapshot {
  restore(): Promise<void>;
  discard(): Promise<void>;
}

const isDatabaseFile = (name: string): boolean => name.startsWith('service.sqlite3');

export async function takeDataSnapshot(dataDir: string): Promise<DataSnapshot> {
  const copy = await mkdtemp(join(tmpdir(), 'rhs-reset-'));
  const saved = (await readdir(dataDir)).filter((name) => !isDatabaseFile(name));
  await Promise.all(saved.map((name) => cp(join(dataDir, name), join(copy, name), { recursive: true })));
  return {
    async restore() {
      const present = (await readdir(dataDir)).filter((name) => !isDatabaseFile(name));
      await Promise.all(present.map((name) => rm(join(dataDir, name), { recursive: true, force: true })));
      await Promise.all(saved.map((name) => cp(join(copy, name), join(dataDir, name), { recursive: true })));
    },
    discard: () => rm(copy, { recursive: true, force: true }),
  };
}
