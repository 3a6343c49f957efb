// Push and tag push deliveries: one per moved ref, for each hook that wants that kind of event.
import type { Database } from '../database/schema.js';
import type { RefUpdate } from '../git/ref-updates.js';
import { enqueueDeliveries } from './enqueue-deliveries.js';

export async function enqueueRefChangeDeliveries(db: Database, projectId: number, userId: number | null, updates: RefUpdate[]): Promise<void> {
  for (const { ref, before, after } of updates) {
    const kind = ref.startsWith('refs/tags/') ? 'tag_push' : ref.startsWith('refs/heads/') ? 'push' : undefined;
    if (!kind) continue;
    const column = kind === 'push' ? 'push_events' : 'tag_push_events';
    const branch = kind === 'push' ? ref.slice('refs/heads/'.length) : undefined;
    await enqueueDeliveries(db, projectId, column, async () => ({ kind, projectId, userId, ref, before, after }), { pushedBranch: branch });
  }
}
