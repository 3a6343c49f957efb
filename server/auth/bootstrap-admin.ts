// The first administrator, `root`, exists from the first start so the server is usable at once.
import type { Database } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { createUser } from '../users/create.js';
import { findUserByUsername } from '../users/queries.js';
import { findActiveAccessToken, issueAccessToken } from './access-tokens.js';
import { newSecret } from './secrets.js';

export interface AdminCredentials {
  /** Printed only when this start created them. */
  password?: string;
  token?: string;
}

/**
 * Creates `root` when missing (with a generated password and token, returned to be printed once), and makes sure
 * `adminToken`, when given, is one of root's tokens with the `api` and `sudo` scopes. Several processes may run
 * this at once: the unique indexes decide, and the loser finds the winner's rows.
 */
export async function bootstrapAdmin(db: Database, adminToken: string | undefined): Promise<AdminCredentials> {
  const created: AdminCredentials = {};
  let root = await findUserByUsername(db, 'root');
  if (!root) {
    created.password = newSecret('');
    if (!adminToken) created.token = newSecret('rhspat-');
    root = await createUser(db, {
      username: 'root', name: 'Administrator', email: 'admin@example.com', password: created.password,
      isAdmin: true, projectsLimit: 100_000, canCreateGroup: true, external: false, bio: '',
    }).catch(async (error: unknown) => {
      const winner = await findUserByUsername(db, 'root');
      if (!winner) throw error;
      delete created.password;
      delete created.token;
      return winner;
    });
  }
  const token = adminToken ?? created.token;
  if (token && !(await findActiveAccessToken(db, token))) {
    await issueAccessToken(db, { userId: root.id, name: 'admin', kind: 'personal', scopes: ['api', 'sudo'], expiresAt: null, secret: token })
      .catch((error: unknown) => { if (!isUniqueViolation(error)) throw error; });
  }
  return created;
}
