// Abuse limits: sign-in, sign-up and POST /oauth/token take at most 10 requests a minute per client address and
// per account; the 11th is 429 `Retry later` with Retry-After, and no password is checked for it.
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import { describeApi } from '../support/context.js';

describeApi('throttling of password and account endpoints', (api) => {
  const post = (path: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(`${api.rootUrl}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body });

  test('the 11th request a minute from one address is 429 with Retry-After, on each endpoint', async () => {
    await api.createUser('alice', { password: 'alice-password-1' });
    const endpoints: Array<[string, (n: number) => URLSearchParams]> = [
      ['/oauth/token', (n) => new URLSearchParams({ grant_type: 'password', username: `nobody${n}`, password: 'wrong' })],
      ['/users/sign_in', (n) => new URLSearchParams({ 'user[login]': `nobody${n}`, 'user[password]': 'wrong' })],
      ['/users/sign_up', (n) => new URLSearchParams({ 'user[username]': `new${n}`, 'user[name]': '', 'user[email]': '', 'user[password]': '' })],
    ];
    for (const [path, body] of endpoints) {
      for (let n = 0; n < 10; n += 1) {
        const response = await post(path, body(n));
        await response.text();
        expect(response.status, `${path} #${n + 1}`).not.toBe(429);
      }
      const refused = await post(path, body(10));
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused.text()).toBe('Retry later\n');
    }
    // Even the right password waits: nothing is checked while throttled.
    const right = await post('/oauth/token', new URLSearchParams({ grant_type: 'password', username: 'alice', password: 'alice-password-1' }));
    expect(right.status).toBe(429);
  });

  test('one account is limited whatever address the attempts come from (addresses from a trusted proxy)', async () => {
    const app = buildApp({ ...api.services, config: { ...api.services.config, trustedProxies: 'loopback' } });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const attempt = async (n: number, username: string) => {
        const response = await fetch(`http://127.0.0.1:${port}/oauth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `203.0.113.${n}` },
          body: new URLSearchParams({ grant_type: 'password', username, password: `guess${n}` }),
        });
        await response.text();
        return response.status;
      };
      for (let n = 0; n < 10; n += 1) expect(await attempt(n, 'Target')).toBe(400);
      expect(await attempt(50, 'target')).toBe(429);
      // Another account from a fresh address is not affected.
      expect(await attempt(51, 'someone-else')).toBe(400);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
