// The whole state right after the start (database rows, repositories, uploads, queued jobs), and the reset that
// brings it back. Resets run one at a time; the job runner is stopped during one (its job in hand finishes first)
// so that no job works on state that is being replaced.
import type { Database } from '../database/schema.js';
import { takeDatabaseSnapshot } from './database-snapshot.js';
import { takeDataSnapshot } from './data-snapshot.js';

export interface PausableJobs {
  pause(): Promise<void>;
  resume(): void;
}

export interface StateSnapshot {
  reset(): Promise<void>;
  discard(): Promise<void>;
}

export async function takeStateSnapshot(db: Database, dataDir: string, jobs: PausableJobs): Promise<StateSnapshot> {
  const database = await takeDatabaseSnapshot(db);
  const data = await takeDataSnapshot(dataDir);
  let last: Promise<void> = Promise.resolve();
  return {
    reset() {
      const next = last.catch(() => undefined).then(async () => {
        await jobs.pause();
        try {
          await Promise.all([database.restore(), data.restore()]);
        } finally {
          jobs.resume();
        }
      });
      last = next;
      return next;
    },
    async discard() {
      await last.catch(() => undefined);
      await Promise.all([database.discard(), data.discard()]);
    },
  };
}
