// Cross-origin calls from browsers, as the real service allows them: any origin with a token, no credentials;
// `CORS_ORIGINS` narrows the origins. Preflights are answered before authentication and validation.
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import { parseCorsOrigins } from '../../server/http/cors.js';
import { adminToken, describeApi } from '../support/context.js';

const paginationHeaders = 'Link,X-Total,X-Total-Pages,X-Per-Page,X-Page,X-Next-Page,X-Prev-Page';

describeApi('cross-origin requests', (api) => {
  test('a preflight is answered 204 with every method and the headers asked for, without a token', async () => {
    const response = await fetch(`${api.directUrl}/projects/1/merge_requests`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://portal.example.com',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'private-token, sudo, content-type, authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET,HEAD,POST,PUT,PATCH,DELETE');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('private-token, sudo, content-type, authorization');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(response.headers.get('Access-Control-Max-Age')).toBe('7200');
  });

  test('responses, errors included, are readable from any origin, with the pagination headers exposed', async () => {
    // Straight to the server: the Prism proxy of the tests adds CORS headers of its own.
    const origin = { Origin: 'https://portal.example.com' };
    const list = await api.request('GET', '/projects', { token: adminToken, headers: origin, direct: true });
    expect(list.status).toBe(200);
    expect(list.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(list.headers.get('Access-Control-Expose-Headers')).toBe(paginationHeaders);
    expect(list.headers.get('Access-Control-Allow-Credentials')).toBeNull();

    const unauthorized = await api.request('GET', '/user', { headers: origin, direct: true });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('Access-Control-Allow-Origin')).toBe('*');

    const spec = await fetch(`${api.directUrl}/openapi.json`, { headers: origin });
    expect(spec.status).toBe(200);
    expect(spec.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  test('with CORS_ORIGINS, only the listed origins are allowed, and the answer varies by Origin', async () => {
    const app = buildApp({ ...api.services, config: { ...api.services.config, corsOrigins: parseCorsOrigins('https://portal.example.com, http://localhost:8080') } });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`;
      const preflight = (origin: string) => fetch(`${base}/projects`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'private-token' },
      });
      const allowed = await preflight('http://localhost:8080');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8080');
      expect(allowed.headers.get('Vary')).toContain('Origin');
      const refused = await preflight('https://elsewhere.example.com');
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();

      const get = await fetch(`${base}/projects`, { headers: { Origin: 'https://portal.example.com', 'PRIVATE-TOKEN': adminToken } });
      expect(get.status).toBe(200);
      expect(get.headers.get('Access-Control-Allow-Origin')).toBe('https://portal.example.com');
      const other = await fetch(`${base}/projects`, { headers: { Origin: 'https://elsewhere.example.com', 'PRIVATE-TOKEN': adminToken } });
      expect(other.status).toBe(200);
      expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('CORS_ORIGINS', () => {
  test('unset, empty or * is any origin; a list is trimmed; anything but origins stops the start', () => {
    expect(parseCorsOrigins(undefined)).toBe('*');
    expect(parseCorsOrigins('')).toBe('*');
    expect(parseCorsOrigins(' * ')).toBe('*');
    expect(parseCorsOrigins('https://portal.example.com/, http://localhost:8080')).toEqual(['https://portal.example.com', 'http://localhost:8080']);
    expect(() => parseCorsOrigins('portal.example.com')).toThrow('CORS_ORIGINS: "portal.example.com" is not an origin');
    expect(() => parseCorsOrigins('https://portal.example.com/docs')).toThrow('is not an origin');
    expect(() => parseCorsOrigins('*,https://portal.example.com')).toThrow('"*" is not an origin');
  });
});
