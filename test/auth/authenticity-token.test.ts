// The web forms carry an authenticity_token tied to a cookie of the browser; a POST without it, or with another
// one, is refused with 422 and changes nothing. API requests with a token are not forms and need none.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { formAuthenticity, postWebForm } from './helpers.js';

describeApi('authenticity tokens of the web forms', (api) => {
  const post = (path: string, fields: Record<string, string>, cookie?: string) => fetch(`${api.rootUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const dora = { 'user[name]': 'Dora', 'user[username]': 'dora', 'user[email]': 'dora@example.com', 'user[password]': 'dora-password-1' };

  test('both form pages embed a token and set the HttpOnly cookie it belongs to, kept for the next form', async () => {
    for (const path of ['/users/sign_in', '/users/sign_up']) {
      const page = await fetch(`${api.rootUrl}${path}`);
      const html = await page.text();
      expect(html).toMatch(/<input type="hidden" name="authenticity_token" value="[A-Za-z0-9_-]{43}">/);
      expect(page.headers.getSetCookie().find((line) => line.startsWith('_csrf_token='))).toMatch(/;\s*HttpOnly/i);
    }
    const first = (await formAuthenticity(api, '/users/sign_in'))!;
    const again = await fetch(`${api.rootUrl}/users/sign_up`, { headers: { Cookie: first.cookie } });
    expect(await again.text()).toContain(`value="${first.token}"`);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  test('sign-in without the token, with another one or without the cookie is 422 and starts no session', async () => {
    await api.createUser('alice', { password: 'alice-password' });
    const credentials = { 'user[login]': 'alice', 'user[password]': 'alice-password' };
    const mine = (await formAuthenticity(api, '/users/sign_in'))!;
    const theirs = (await formAuthenticity(api, '/users/sign_in'))!;
    for (const [fields, cookie] of [
      [credentials, mine.cookie],
      [{ ...credentials, authenticity_token: theirs.token }, mine.cookie],
      [{ ...credentials, authenticity_token: mine.token }, undefined],
      [{ ...credentials, authenticity_token: '' }, mine.cookie],
    ] as const) {
      const response = await post('/users/sign_in', fields, cookie);
      expect(response.status).toBe(422);
      expect(await response.text()).toContain('Your form has expired or was sent from another site.');
      expect(response.headers.getSetCookie().some((line) => line.startsWith('_service_session='))).toBe(false);
    }
    const me = await api.request('GET', '/users', { token: adminToken, query: { username: 'alice' } });
    expect(me.body[0].last_sign_in_at).toBeNull();

    const signedIn = await post('/users/sign_in', { ...credentials, authenticity_token: mine.token }, mine.cookie);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.getSetCookie().some((line) => line.startsWith('_service_session='))).toBe(true);
  });

  test('sign-up without a valid token is 422 and creates no user; with it the user is registered', async () => {
    const forged = await post('/users/sign_up', { ...dora, authenticity_token: 'x'.repeat(43) }, '_csrf_token=' + 'y'.repeat(43));
    expect(forged.status).toBe(422);
    expect((await post('/users/sign_up', dora)).status).toBe(422);
    const none = await api.request('GET', '/users', { token: adminToken, query: { username: 'dora' } });
    expect(none.body).toEqual([]);

    expect((await postWebForm(api, '/users/sign_up', dora)).status).toBe(302);
    const created = await api.request('GET', '/users', { token: adminToken, query: { username: 'dora' } });
    expect(created.body).toHaveLength(1);
  });

  test('API writes with a token need no authenticity token', async () => {
    const created = await api.request('POST', '/projects', { token: adminToken, json: { name: 'no-form' } });
    expect(created.status).toBe(201);
  });
});
