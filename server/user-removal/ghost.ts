// The Ghost User: who a deleted user's issues, merge requests and projects belong to afterwards, as in the real
// service. Made on the first deletion that needs it, under the first free name of `ghost`, `ghost1`, `ghost2`, …
import type { Database, UserRow } from '../database/schema.js';
import { ApiError } from '../http/api-error.js';
import { createUser } from '../users/create.js';

export async function ghostUser(db: Database): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    const existing = await db.selectFrom('users').selectAll().where('user_type', '=', 'ghost').orderBy('id').executeTakeFirst();
    if (existing) return existing;
    const username = attempt === 0 ? 'ghost' : `ghost${attempt}`;
    try {
      const ghost = await createUser(db, {
        username,
        name: 'Ghost User',
        email: `${username}@ghost.invalid`,
        password: null,
        isAdmin: false,
        projectsLimit: 0,
        canCreateGroup: false,
        external: false,
        bio: 'This is a "Ghost User", created to hold all issues authored by users that have since been deleted. This user cannot be removed.',
      });
      await db.updateTable('users').set({ user_type: 'ghost', state: 'blocked' }).where('id', '=', ghost.id).execute();
      return { ...ghost, user_type: 'ghost', state: 'blocked' };
    } catch (error) {
      // The name is someone's: try the next one (a concurrent deletion that made the ghost is found on the next turn).
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
    }
  }
}
