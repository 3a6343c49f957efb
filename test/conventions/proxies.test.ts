// X-Forwarded-Proto and X-Forwarded-Host shape page links only when they come from a proxy named in
// TRUSTED_PROXIES; otherwise the request's own scheme and Host are used.
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import { adminToken, describeApi } from '../support/context.js';

describeApi('trusted proxies', (api) => {
  async function firstLink(trustedProxies: string | undefined): Promise<string | null> {
    const app = buildApp({ ...api.services, config: { ...api.services.config, trustedProxies } });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/v4/projects?per_page=1`, {
        headers: { 'PRIVATE-TOKEN': adminToken, 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'code.example.com' },
      });
      await response.text();
      return /<([^>]+)>; rel="first"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  test('forwarded scheme and host are followed from a trusted proxy only', async () => {
    expect(await firstLink('loopback')).toBe('https://code.example.com/api/v4/projects?per_page=1&page=1');
    expect(await firstLink(undefined)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v4\/projects\?per_page=1&page=1$/);
    expect(await firstLink('10.0.0.0/8')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });
});
