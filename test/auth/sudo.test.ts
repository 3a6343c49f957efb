// Every row of the sudo table of the authentication conventions, plus the session-cookie row of the real service.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { oauthAccessToken, scopeDescription, sessionCookieFor, unauthorizedBody } from './helpers.js';

const mustBeAdmin = { message: '403 Forbidden - Must be admin to use sudo' };
const mustUseToken = { message: '403 Forbidden - Must be authenticated using an OAuth or Personal Access Token to use sudo' };
const sudoScopeMissing = { error: 'insufficient_scope', error_description: scopeDescription, scope: 'sudo' };

describeApi('sudo', (api) => {
  test('an administrator\'s token with the sudo scope acts as the user named by the Sudo header or sudo query', async () => {
    const alice = await api.createUser('alice');
    const byHeader = await api.request('GET', '/user', { token: adminToken, headers: { Sudo: 'alice' } });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toMatchObject({ id: alice.id, username: 'alice', email: 'alice@example.com', is_admin: false });
    const byHeaderId = await api.request('GET', '/user', { token: adminToken, headers: { Sudo: String(alice.id) } });
    expect(byHeaderId.body.username).toBe('alice');
    const byQueryId = await api.request('GET', '/user', { token: adminToken, query: { sudo: alice.id } });
    expect(byQueryId.status).toBe(200);
    expect(byQueryId.body.username).toBe('alice');
    const byQueryName = await api.request('GET', '/user', { token: adminToken, query: { sudo: 'ALICE' } });
    expect(byQueryName.body.username).toBe('alice');
  });

  test('under sudo the request is the user\'s: what they create is theirs, what they may not do stays forbidden', async () => {
    const alice = await api.createUser('alice');
    const created = await api.request('POST', '/projects', { token: adminToken, headers: { Sudo: 'alice' }, json: { name: 'by-sudo' } });
    expect(created.status).toBe(201);
    expect(created.body.namespace).toMatchObject({ path: 'alice' });
    const asAlice = await api.request('POST', '/users', {
      token: adminToken,
      headers: { Sudo: String(alice.id) },
      json: { username: 'carol', name: 'Carol', email: 'carol@example.com', password: 'carol-password' },
    });
    expect(asAlice.status).toBe(403);
    expect(asAlice.body).toEqual({ message: '403 Forbidden' });
  });

  test('sudo in a JSON or form body acts as that user too, with the same errors', async () => {
    const alice = await api.createUser('alice');
    const json = await api.request('POST', '/projects', { token: adminToken, json: { sudo: 'alice', name: 'from-json' } });
    expect(json.status, json.text).toBe(201);
    expect(json.body.path_with_namespace).toBe('alice/from-json');
    const form = await api.request('POST', '/projects', { token: adminToken, form: { sudo: String(alice.id), name: 'from-form' } });
    expect(form.status, form.text).toBe(201);
    expect(form.body.path_with_namespace).toBe('alice/from-form');
    const byNumber = await api.request('PUT', `/projects/${json.body.id}`, { token: adminToken, json: { sudo: alice.id, description: 'mine' } });
    expect(byNumber.status, byNumber.text).toBe(200);
    const unknown = await api.request('POST', '/projects', { token: adminToken, json: { sudo: 'nobody', name: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "404 User with ID or username 'nobody' Not Found" });
    const bob = await api.createUser('bob', { scopes: ['api', 'sudo'] });
    const notAdmin = await api.request('POST', '/projects', { token: bob.token, json: { sudo: 'alice', name: 'x' } });
    expect(notAdmin.body).toEqual(mustBeAdmin);
    const projects = await api.request('GET', '/projects', { token: adminToken, query: { search: 'x', owned: 'true' } });
    expect(projects.body).toEqual([]);
  });

  test('sudo by a non-administrator is 403 "Must be admin to use sudo", whatever the token\'s scopes', async () => {
    await api.createUser('alice');
    const bob = await api.createUser('bob', { scopes: ['api', 'sudo'] });
    const withScope = await api.request('GET', '/user', { token: bob.token, headers: { Sudo: 'alice' } });
    expect(withScope.status).toBe(403);
    expect(withScope.body).toEqual(mustBeAdmin);
    const carol = await api.createUser('carol', { scopes: ['api'] });
    const withoutScope = await api.request('GET', '/user', { token: carol.token, query: { sudo: 'alice' } });
    expect(withoutScope.status).toBe(403);
    expect(withoutScope.body).toEqual(mustBeAdmin);
    // Checked before the user is looked up: non-administrators cannot probe for usernames.
    const unknown = await api.request('GET', '/user', { token: bob.token, headers: { Sudo: 'nobody' } });
    expect(unknown.body).toEqual(mustBeAdmin);
  });

  test('sudo with an administrator\'s token that lacks the sudo scope is 403 insufficient_scope naming sudo', async () => {
    await api.createUser('alice');
    const boss = await api.createUser('boss', { admin: true, scopes: ['api'] });
    const response = await api.request('GET', '/user', { token: boss.token, headers: { Sudo: 'alice' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(sudoScopeMissing);
    const withoutSudo = await api.request('GET', '/user', { token: boss.token });
    expect(withoutSudo.body.username).toBe('boss');
  });

  test('an unknown sudo user is 404 naming the id or username', async () => {
    const byName = await api.request('GET', '/user', { token: adminToken, headers: { Sudo: 'nobody' } });
    expect(byName.status).toBe(404);
    expect(byName.body).toEqual({ message: "404 User with ID or username 'nobody' Not Found" });
    for (const id of ['999999', '99999999999']) {
      const byId = await api.request('GET', '/user', { token: adminToken, query: { sudo: id } });
      expect([id, byId.status, byId.body]).toEqual([id, 404, { message: `404 User with ID or username '${id}' Not Found` }]);
    }
  });

  test('sudo on an operation open to anonymous callers is still checked', async () => {
    const response = await api.request('GET', '/projects', { token: adminToken, headers: { Sudo: 'nobody' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "404 User with ID or username 'nobody' Not Found" });
  });

  test('sudo with a session cookie is 403 "Must be authenticated using an OAuth or Personal Access Token"', async () => {
    await api.createUser('alice');
    await api.createUser('boss', { admin: true, password: 'boss-password' });
    const cookie = await sessionCookieFor(api, 'boss', 'boss-password');
    const response = await api.request('GET', '/user', { headers: { Cookie: cookie, Sudo: 'alice' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(mustUseToken);
  });

  test('sudo without credentials is 401', async () => {
    await api.createUser('alice');
    // Prism answers a secured operation without credentials itself; the open GET /projects shows the same rule.
    const me = await api.request('GET', '/user', { headers: { Sudo: 'alice' }, direct: true });
    expect(me.status).toBe(401);
    expect(me.body).toEqual(unauthorizedBody);
    const projects = await api.request('GET', '/projects', { query: { sudo: 'alice' } });
    expect(projects.status).toBe(401);
    expect(projects.body).toEqual(unauthorizedBody);
  });

  test('an OAuth token of an administrator with the sudo scope may use sudo; without it, insufficient_scope', async () => {
    const alice = await api.createUser('alice');
    await api.createUser('boss', { admin: true, password: 'boss-password' });
    const withSudo = await oauthAccessToken(api, 'boss', 'boss-password', 'api sudo');
    const me = await api.request('GET', '/user', { headers: { Authorization: `Bearer ${withSudo}`, Sudo: 'alice' } });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(alice.id);
    const byQuery = await api.request('GET', '/user', { query: { access_token: withSudo, sudo: alice.id } });
    expect(byQuery.body.id).toBe(alice.id);
    const apiOnly = await oauthAccessToken(api, 'boss', 'boss-password', 'api');
    const refused = await api.request('GET', '/user', { headers: { Authorization: `Bearer ${apiOnly}`, Sudo: 'alice' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(sudoScopeMissing);
  });
});
