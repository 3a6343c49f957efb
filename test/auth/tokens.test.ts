import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { forbiddenBody, isoDate, oauthToken, scopeDescription, sessionCookieFor, unauthorizedBody } from './helpers.js';

describeApi('personal access tokens', (api) => {
  test('the PRIVATE-TOKEN header and the private_token query parameter authenticate GET /user', async () => {
    const alice = await api.createUser('alice');
    const byHeader = await api.request('GET', '/user', { headers: { 'PRIVATE-TOKEN': alice.token } });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toMatchObject({ id: alice.id, username: 'alice', email: 'alice@example.com', is_admin: false });
    const byQuery = await api.request('GET', '/user', { query: { private_token: alice.token } });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toMatchObject({ id: alice.id, username: 'alice' });
  });

  test('an invalid token is 401 everywhere, also where anonymous callers are allowed', async () => {
    for (const [method, path] of [['GET', '/user'], ['GET', '/version'], ['GET', '/projects'], ['GET', '/users'], ['GET', '/users/1']]) {
      const byHeader = await api.request(method!, path!, { token: 'no-such-token' });
      expect([path, byHeader.status, byHeader.body]).toEqual([path, 401, unauthorizedBody]);
      const byQuery = await api.request(method!, path!, { query: { private_token: 'no-such-token' } });
      expect([path, byQuery.status, byQuery.body]).toEqual([path, 401, unauthorizedBody]);
    }
    const post = await api.request('POST', '/projects', { token: 'no-such-token', json: { name: 'p' } });
    expect(post.status).toBe(401);
    expect(post.body).toEqual(unauthorizedBody);
  });

  test('no credentials is 401 where a signed-in caller is needed', async () => {
    // Prism answers a request without any credentials for a secured operation with its own 401, so these go to
    // the server directly.
    for (const path of ['/user', '/version']) {
      const response = await api.request('GET', path, { direct: true });
      expect([path, response.status, response.body]).toEqual([path, 401, unauthorizedBody]);
      expect(response.headers.get('content-type')).toBe('application/json');
    }
    const post = await api.request('POST', '/projects', { json: { name: 'p' }, direct: true });
    expect(post.status).toBe(401);
    expect(post.body).toEqual(unauthorizedBody);
  });

  test('an expired token is 401; one expiring later works until then', async () => {
    const alice = await api.createUser('alice');
    const created = await api.request('POST', `/users/${alice.id}/personal_access_tokens`, {
      token: adminToken,
      json: { name: 'short-lived', scopes: ['api'], expires_at: isoDate(2) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ expires_at: isoDate(2), active: true, revoked: false, impersonation: false });
    expect((await api.request('GET', '/user', { token: created.body.token })).status).toBe(200);
    // The API takes only dates; move the expiry into the past directly.
    await api.db.updateTable('access_tokens').set({ expires_at: `${isoDate(-1)}T00:00:00.000Z` }).where('id', '=', created.body.id).execute();
    const expired = await api.request('GET', '/user', { token: created.body.token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(unauthorizedBody);
    expect((await api.request('GET', '/projects', { token: created.body.token })).status).toBe(401);
  });

  test('a revoked token is 401', async () => {
    const alice = await api.createUser('alice');
    await api.db.updateTable('access_tokens').set({ revoked: 1 }).where('user_id', '=', alice.id).execute();
    const response = await api.request('GET', '/user', { token: alice.token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorizedBody);
  });

  test('the token of a blocked user is 401', async () => {
    const alice = await api.createUser('alice');
    await api.db.updateTable('users').set({ state: 'blocked' }).where('id', '=', alice.id).execute();
    const response = await api.request('GET', '/user', { token: alice.token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorizedBody);
  });

  test('administrators create personal access tokens for a user; others may not', async () => {
    const alice = await api.createUser('alice');
    const created = await api.request('POST', `/users/${alice.id}/personal_access_tokens`, {
      token: adminToken,
      json: { name: 'ci', scopes: ['read_api', 'read_user'] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'ci', scopes: ['read_api', 'read_user'], user_id: alice.id, active: true, revoked: false,
      expires_at: null, impersonation: false,
    });
    expect(typeof created.body.token).toBe('string');
    const me = await api.request('GET', '/user', { token: created.body.token });
    expect(me.body.username).toBe('alice');
    const byUser = await api.request('POST', `/users/${alice.id}/personal_access_tokens`, { token: alice.token, json: { name: 'x', scopes: ['api'] } });
    expect(byUser.status).toBe(403);
    expect(byUser.body).toEqual(forbiddenBody);
  });
});

describeApi('impersonation tokens', (api) => {
  test('an administrator creates one; it is shown once and authenticates as the user', async () => {
    const alice = await api.createUser('alice');
    const created = await api.request('POST', `/users/${alice.id}/impersonation_tokens`, {
      token: adminToken,
      json: { name: 'support', scopes: ['api'] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'support', scopes: ['api'], user_id: alice.id, impersonation: true, active: true, revoked: false, expires_at: null,
    });
    expect(created.body.token).toEqual(expect.any(String));
    expect(created.body.token).not.toBe(alice.token);
    const me = await api.request('GET', '/user', { token: created.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: alice.id, username: 'alice', is_admin: false });
    const byQuery = await api.request('GET', '/user', { query: { private_token: created.body.token } });
    expect(byQuery.body.username).toBe('alice');
  });

  test('a form-encoded body with scopes[] works too', async () => {
    const alice = await api.createUser('alice');
    const created = await api.request('POST', `/users/${alice.id}/impersonation_tokens`, {
      token: adminToken,
      form: { name: 'support', 'scopes[]': 'read_user', expires_at: isoDate(30) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ scopes: ['read_user'], expires_at: isoDate(30), impersonation: true });
  });

  test('non-administrators get 403, anonymous callers 401', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const byUser = await api.request('POST', `/users/${alice.id}/impersonation_tokens`, { token: bob.token, json: { name: 'x', scopes: ['api'] } });
    expect(byUser.status).toBe(403);
    expect(byUser.body).toEqual(forbiddenBody);
    const forSelf = await api.request('POST', `/users/${bob.id}/impersonation_tokens`, { token: bob.token, json: { name: 'x', scopes: ['api'] } });
    expect(forSelf.status).toBe(403);
    // Prism answers a secured operation without credentials itself: straight to the server.
    const anonymous = await api.request('POST', `/users/${alice.id}/impersonation_tokens`, { json: { name: 'x', scopes: ['api'] }, direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(unauthorizedBody);
  });

  test('an unknown user is 404 User Not Found', async () => {
    for (const id of ['999999', '99999999999']) {
      const response = await api.request('POST', `/users/${id}/impersonation_tokens`, { token: adminToken, json: { name: 'x', scopes: ['api'] } });
      expect([id, response.status, response.body]).toEqual([id, 404, { message: '404 User Not Found' }]);
    }
  });

  test('a missing name or scope and an unknown scope are 400 parameter errors', async () => {
    const alice = await api.createUser('alice');
    const path = `/users/${alice.id}/impersonation_tokens`;
    const noName = await api.request('POST', path, { token: adminToken, json: { scopes: ['api'] } });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ error: 'name is missing', message: 'name is missing' });
    const noScopes = await api.request('POST', path, { token: adminToken, json: { name: 'x' } });
    expect(noScopes.status).toBe(400);
    expect(noScopes.body).toEqual({ error: 'scopes is missing', message: 'scopes is missing' });
    const badScope = await api.request('POST', path, { token: adminToken, json: { name: 'x', scopes: ['everything'] } });
    expect(badScope.status).toBe(400);
    expect(badScope.body).toEqual({ error: 'scopes does not have a valid value' });
    const badDate = await api.request('POST', path, { token: adminToken, json: { name: 'x', scopes: ['api'], expires_at: 'soon' } });
    expect(badDate.status).toBe(400);
    expect(badDate.body).toEqual({ error: 'expires_at is invalid' });
  });

  test('tokens, refresh tokens and session cookies are stored only as hashes', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password' });
    const impersonation = await api.request('POST', `/users/${alice.id}/impersonation_tokens`, { token: adminToken, json: { name: 'x', scopes: ['api'] } });
    const oauth = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password' });
    const cookie = await sessionCookieFor(api, 'alice', 'alice-password');
    const secrets = [
      adminToken, alice.token, impersonation.body.token as string,
      oauth.body.access_token as string, oauth.body.refresh_token as string, cookie.split('=')[1]!,
    ];
    const stored = JSON.stringify([
      await api.db.selectFrom('access_tokens').selectAll().execute(),
      await api.db.selectFrom('web_sessions').selectAll().execute(),
    ]);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(stored).not.toContain(secret);
    }
  });
});

describeApi('token scopes', (api) => {
  const insufficient = (scope: string) => ({ error: 'insufficient_scope', error_description: scopeDescription, scope });

  test('read_user reads the current user and the users, and nothing else', async () => {
    const alice = await api.createUser('alice', { scopes: ['read_user'] });
    expect((await api.request('GET', '/user', { token: alice.token })).status).toBe(200);
    expect((await api.request('GET', '/users', { token: alice.token })).status).toBe(200);
    expect((await api.request('GET', `/users/${alice.id}`, { token: alice.token })).status).toBe(200);
    const list = await api.request('GET', '/projects', { token: alice.token });
    expect(list.status).toBe(403);
    expect(list.body).toEqual(insufficient('api read_api'));
    const create = await api.request('POST', '/projects', { token: alice.token, json: { name: 'p' } });
    expect(create.status).toBe(403);
    expect(create.body).toEqual(insufficient('api'));
  });

  test('read_api reads but does not write', async () => {
    const alice = await api.createUser('alice', { scopes: ['read_api'] });
    expect((await api.request('GET', '/user', { token: alice.token })).status).toBe(200);
    expect((await api.request('GET', '/projects', { token: alice.token })).status).toBe(200);
    expect((await api.request('GET', '/version', { token: alice.token })).status).toBe(200);
    const create = await api.request('POST', '/projects', { token: alice.token, json: { name: 'p' } });
    expect(create.status).toBe(403);
    expect(create.body).toEqual(insufficient('api'));
  });

  test('scopes are checked before parameters, and only on routes that exist', async () => {
    const alice = await api.createUser('alice', { scopes: ['read_api'] });
    const malformed = await api.request('POST', '/projects', { token: alice.token, json: { visibility: 'nowhere' } });
    expect(malformed.status).toBe(403);
    expect(malformed.body).toEqual(insufficient('api'));
    const edit = await api.request('PUT', '/projects/1', { token: alice.token, json: {} });
    expect(edit.status).toBe(403);
    const unknown = await api.request('POST', '/no/such/route', { token: alice.token, direct: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: '404 Not Found' });
    expect(await api.db.selectFrom('projects').select('id').execute()).toEqual([]);
  });

  test('a token without any API scope is 403 even on GET /user', async () => {
    const alice = await api.createUser('alice', { scopes: ['read_repository'] });
    const response = await api.request('GET', '/user', { token: alice.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(insufficient('api read_api read_user'));
  });

  test('scopes apply to OAuth tokens too; a session cookie has every scope', async () => {
    await api.createUser('alice', { password: 'alice-password' });
    const oauth = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password', scope: 'read_user' });
    expect(oauth.body.scope).toBe('read_user');
    const bearer = { Authorization: `Bearer ${oauth.body.access_token as string}` };
    expect((await api.request('GET', '/user', { headers: bearer })).status).toBe(200);
    const list = await api.request('GET', '/projects', { headers: bearer });
    expect(list.status).toBe(403);
    expect(list.body).toEqual(insufficient('api read_api'));
    const cookie = await sessionCookieFor(api, 'alice', 'alice-password');
    expect((await api.request('GET', '/projects', { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
