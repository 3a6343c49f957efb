// The first administrator (server/auth/bootstrap-admin.ts), run against the test's own fresh database, which the
// app of the test context serves; the context already ran it once with `adminToken`.
import { expect, test } from 'vitest';
import { bootstrapAdmin } from '../../server/auth/bootstrap-admin.js';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { sessionCookieFor } from './helpers.js';

async function rootRows(api: ApiContext) {
  const users = await api.db.selectFrom('users').select(['id', 'is_admin']).where('username', '=', 'root').execute();
  const tokens = await api.db.selectFrom('access_tokens').select(['id', 'scopes']).where('user_id', 'in', users.map((user) => user.id).concat(-1)).execute();
  return { users, tokens };
}

/** Removes root (and, by cascade, its namespace and tokens), as on a database that was never bootstrapped. */
async function withoutRoot(api: ApiContext): Promise<void> {
  await api.db.deleteFrom('users').where('username', '=', 'root').execute();
}

describeApi('bootstrapping the administrator', (api) => {
  test('running it again with the same ADMIN_TOKEN changes nothing, and the token keeps working', async () => {
    const before = await rootRows(api);
    expect(before.users).toHaveLength(1);
    expect(before.tokens).toHaveLength(1);
    expect(await bootstrapAdmin(api.db, adminToken)).toEqual({});
    expect(await rootRows(api)).toEqual(before);
    const me = await api.request('GET', '/user', { token: adminToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'root', is_admin: true });
  });

  test('the given token has the api and sudo scopes; a new ADMIN_TOKEN is added to root', async () => {
    const alice = await api.createUser('alice');
    expect(await bootstrapAdmin(api.db, 'another-admin-token')).toEqual({});
    const sudo = await api.request('GET', '/user', { token: 'another-admin-token', headers: { Sudo: 'alice' } });
    expect(sudo.status).toBe(200);
    expect(sudo.body.id).toBe(alice.id);
    const { users, tokens } = await rootRows(api);
    expect(users).toHaveLength(1);
    expect(tokens.map((token) => JSON.parse(token.scopes))).toEqual([['api', 'sudo'], ['api', 'sudo']]);
  });

  test('an ADMIN_TOKEN whose row was revoked or expired works again after the next start', async () => {
    await api.db.updateTable('access_tokens').set({ revoked: 1, expires_at: '2000-01-01T00:00:00.000Z', scopes: '["api"]' }).execute();
    expect((await api.request('GET', '/user', { token: adminToken })).status).toBe(401);
    await bootstrapAdmin(api.db, adminToken);
    const me = await api.request('GET', '/user', { token: adminToken, headers: { Sudo: 'root' } });
    expect(me.status).toBe(200);
    expect((await rootRows(api)).tokens).toHaveLength(1);
  });

  test('on a database without root and without ADMIN_TOKEN it creates root once, with a password and a token that work', async () => {
    await withoutRoot(api);
    const credentials = await bootstrapAdmin(api.db, undefined);
    expect(credentials).toEqual({ password: expect.any(String), token: expect.any(String) });
    expect(await bootstrapAdmin(api.db, undefined)).toEqual({});
    const { users, tokens } = await rootRows(api);
    expect(users).toHaveLength(1);
    expect(tokens).toHaveLength(1);

    const me = await api.request('GET', '/user', { token: credentials.token! });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'root', is_admin: true });
    const cookie = await sessionCookieFor(api, 'root', credentials.password!);
    const bySession = await api.request('GET', '/user', { headers: { Cookie: cookie } });
    expect(bySession.body.username).toBe('root');
    const namespace = await api.db.selectFrom('namespaces').select('full_path').where('owner_id', '=', users[0]!.id).execute();
    expect(namespace).toEqual([{ full_path: 'root' }]);
  });

  test('on a database without root and with ADMIN_TOKEN it prints only the password; concurrent starts make one root', async () => {
    await withoutRoot(api);
    const results = await Promise.all([bootstrapAdmin(api.db, 'fresh-token'), bootstrapAdmin(api.db, 'fresh-token')]);
    expect(results.filter((result) => result.password !== undefined)).toHaveLength(1);
    for (const result of results) expect(result.token).toBeUndefined();
    const { users, tokens } = await rootRows(api);
    expect(users).toHaveLength(1);
    expect(tokens).toHaveLength(1);
    const me = await api.request('GET', '/user', { token: 'fresh-token' });
    expect(me.body).toMatchObject({ username: 'root', is_admin: true });
    expect((await api.request('GET', '/user', { token: adminToken })).status).toBe(401);
  });
});
