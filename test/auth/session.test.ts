import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { signIn, unauthorizedBody } from './helpers.js';

describeApi('session cookie', (api) => {
  test('GET /users/sign_in is an HTML form', async () => {
    // The web sign-in is outside /api/v4 and not in the spec: straight to the server.
    const response = await fetch(`${api.rootUrl}/users/sign_in`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/users/sign_in"');
    expect(html).toContain('name="user[login]"');
    expect(html).toContain('name="user[password]"');
  });

  test('signing in sets an HttpOnly _service_session cookie that authenticates the API', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password' });
    const response = await signIn(api, 'alice', 'alice-password');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.setCookie).toMatch(/^_service_session=[^;]+;/);
    expect(response.setCookie).toMatch(/;\s*HttpOnly/i);
    expect(response.setCookie).toMatch(/;\s*Path=\//i);

    const me = await api.request('GET', '/user', { headers: { Cookie: response.cookie! } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: alice.id, username: 'alice', email: 'alice@example.com' });
    expect(me.body.last_sign_in_at).toEqual(expect.any(String));
    const write = await api.request('POST', '/projects', { headers: { Cookie: response.cookie! }, json: { name: 'web-made' } });
    expect(write.status).toBe(201);
  });

  test('the e-mail address works as the login too', async () => {
    await api.createUser('alice', { password: 'alice-password' });
    const response = await signIn(api, 'ALICE@example.com', 'alice-password');
    expect(response.status).toBe(302);
    const me = await api.request('GET', '/user', { headers: { Cookie: response.cookie! } });
    expect(me.body.username).toBe('alice');
  });

  test('a wrong password, an unknown login or a blocked user gets the form again with 401 and no cookie', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password' });
    await api.createUser('bob', { password: 'bob-password' });
    for (const [login, password] of [['alice', 'bob-password'], ['nobody', 'alice-password'], ['alice', '']]) {
      const response = await signIn(api, login!, password!);
      expect([login, password, response.status]).toEqual([login, password, 401]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.text).toContain('Invalid login or password.');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    await api.db.updateTable('users').set({ state: 'blocked' }).where('id', '=', alice.id).execute();
    const blocked = await signIn(api, 'alice', 'alice-password');
    expect(blocked.status).toBe(401);
    expect(blocked.cookie).toBeUndefined();
  });

  test('a bogus, expired or blocked user\'s cookie is anonymous: 401 on GET /user, 200 on GET /projects', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password' });
    const cookie = (await signIn(api, 'alice', 'alice-password')).cookie!;
    await api.db.updateTable('web_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const expiredCookie = cookie;
    const blockedCookie = (await signIn(api, 'alice', 'alice-password')).cookie!;
    await api.db.updateTable('users').set({ state: 'blocked' }).where('id', '=', alice.id).execute();
    for (const value of ['_service_session=bogus', expiredCookie, blockedCookie]) {
      const me = await api.request('GET', '/user', { headers: { Cookie: value } });
      expect(me.status).toBe(401);
      expect(me.body).toEqual(unauthorizedBody);
      const projects = await api.request('GET', '/projects', { headers: { Cookie: value } });
      expect(projects.status).toBe(200);
    }
  });
});
