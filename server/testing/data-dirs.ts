// Data directories the test server makes for itself: all under one folder of the temporary directory, each named
// after the process that owns it, so that a start removes what a killed run left behind (its owner is gone).
import { mkdir, mkdtemp, readdir, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const parent = join(tmpdir(), 'rhs-test-server');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Another user's process: alive, not ours to judge.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function makeDataDir(): Promise<string> {
  await mkdir(parent, { recursive: true });
  for (const name of await readdir(parent)) {
    const owner = Number.parseInt(name, 10);
    if (Number.isInteger(owner) && owner !== process.pid && !alive(owner)) await rm(join(parent, name), { recursive: true, force: true });
  }
  return mkdtemp(join(parent, `${process.pid}-`));
}

/** Removes the directories of processes that are gone, then makes one for this process. */
export async function ownDataDir(): Promise<string> {
  // Another server that stops meanwhile removes the common folder once it is empty (removeDataDir): start over then.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await makeDataDir();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 5) throw error;
    }
  }
}

/** Removes a directory made by `ownDataDir`, and the common folder once no other server uses it. */
export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  await rmdir(parent).catch(() => undefined);
}
