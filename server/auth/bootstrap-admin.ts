// The first administrator, `root`, exists from the first start so the server is usable at once.
import type { Database } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { createUser } from '../users/create.js';
import { findUserByUsername } from '../users/queries.js';
import { isActive, issueAccessToken } from './access-tokens.js';
import { hashSecret, newSecret } from './secrets.js';

export interface AdminCredentials {
  /** Printed only when this start created them. */
  password?: string;
  token?: string;
}

/**
 * Creates `root` when missing (with a generated password and token, returned to be printed once), and makes sure
 * `adminToken`, when given, is one of root's working tokens with the `api` and `sudo` scopes. Several processes may
 * run this at once: the unique indexes decide, and the loser finds the winner's rows.
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
  if (token) await ensureAdminToken(db, root.id, token);
  return created;
}

const adminScopes = JSON.stringify(['api', 'sudo']);

/** The token works for root with the `api` and `sudo` scopes, also when a previous start's row was revoked or expired. */
async function ensureAdminToken(db: Database, rootId: number, secret: string): Promise<void> {
  const existing = await db.selectFrom('access_tokens').selectAll().where('token_hash', '=', hashSecret(secret)).executeTakeFirst();
  if (!existing) {
    await issueAccessToken(db, { userId: rootId, name: 'admin', kind: 'personal', scopes: ['api', 'sudo'], expiresAt: null, secret })
      .catch((error: unknown) => { if (!isUniqueViolation(error)) throw error; });
    return;
  }
  if (existing.user_id !== rootId || existing.kind !== 'personal') throw new Error('ADMIN_TOKEN is already the token of someone else');
  if (isActive(existing) && existing.scopes === adminScopes) return;
  await db.updateTable('access_tokens').set({ revoked: 0, expires_at: null, scopes: adminScopes }).where('id', '=', existing.id).execute();
}
