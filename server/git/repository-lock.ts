// Pushes and repacks of one repository take turns within this process. A push's objects move out of git's
// quarantine into fan-out directories that a concurrent repack's `prune-packed` removes once they are empty, and the
// push then fails with "unable to migrate objects to permanent storage". Pushes share the lock; a repack holds it
// alone. Requests are granted in arrival order, so neither side waits forever.
interface Waiter {
  exclusive: boolean;
  grant: () => void;
}

interface LockState {
  shared: number;
  exclusive: boolean;
  queue: Waiter[];
}

const locks = new Map<string, LockState>();

function grantWaiting(path: string, state: LockState): void {
  while (state.queue.length > 0 && !state.exclusive) {
    const next = state.queue[0]!;
    if (next.exclusive && state.shared > 0) break;
    state.queue.shift();
    if (next.exclusive) state.exclusive = true;
    else state.shared += 1;
    next.grant();
  }
  if (!state.exclusive && state.shared === 0 && state.queue.length === 0) locks.delete(path);
}

async function holding<T>(repository: string, exclusive: boolean, work: () => Promise<T>): Promise<T> {
  const state = locks.get(repository) ?? { shared: 0, exclusive: false, queue: [] };
  locks.set(repository, state);
  await new Promise<void>((grant) => {
    state.queue.push({ exclusive, grant });
    grantWaiting(repository, state);
  });
  try {
    return await work();
  } finally {
    if (exclusive) state.exclusive = false;
    else state.shared -= 1;
    grantWaiting(repository, state);
  }
}

/** Runs a push into `repository` (its directory) while no repack of it runs. */
export const duringPush = <T>(repository: string, work: () => Promise<T>): Promise<T> => holding(repository, false, work);

/** Runs a repack of `repository` while no push into it runs. */
export const duringRepack = <T>(repository: string, work: () => Promise<T>): Promise<T> => holding(repository, true, work);
