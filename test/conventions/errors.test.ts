import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';

describeApi('error bodies and transport', (api) => {
  test('every JSON response has Content-Type application/json exactly', async () => {
    const ok = await api.request('GET', '/version', { token: adminToken, direct: true });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/json');
    const unauthorized = await api.request('GET', '/version', { direct: true });
    expect(unauthorized.headers.get('content-type')).toBe('application/json');
    const unknown = await api.request('GET', '/no/such/route', { direct: true });
    expect(unknown.headers.get('content-type')).toBe('application/json');
  });

  test('an unknown route is 404 {"error":"404 Not Found"} for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      // Prism answers unknown routes itself, so this goes to the server directly.
      const response = await api.request(method, '/no/such/route', { token: adminToken, direct: true });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: '404 Not Found' });
    }
    const wrongMethod = await api.request('DELETE', '/version', { token: adminToken, direct: true });
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body).toEqual({ error: '404 Not Found' });
  });

  test('a missing required parameter is 400 "<param> is missing"', async () => {
    const response = await api.request('POST', '/users', { token: adminToken, json: { username: 'bob', name: 'Bob', password: 'long-enough-password' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'email is missing', message: 'email is missing' });
    const several = await api.request('POST', '/users', { token: adminToken, json: { name: 'Bob', password: 'long-enough-password' } });
    expect(several.body).toEqual({ error: 'email, username are missing', message: 'email, username are missing' });
  });

  test('one of a set of alternatives missing is 400 "..., at least one parameter must be provided"', async () => {
    const user = await api.request('POST', '/users', { token: adminToken, json: { username: 'bob', name: 'Bob', email: 'bob@example.com' } });
    expect(user.status).toBe(400);
    expect(user.body).toEqual({ error: 'password, reset_password, force_random_password are missing, at least one parameter must be provided', message: 'password, reset_password, force_random_password are missing, at least one parameter must be provided' });
    const response = await api.request('POST', '/projects', { token: adminToken, json: { description: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'name, path are missing, at least one parameter must be provided', message: 'name, path are missing, at least one parameter must be provided' });
  });

  test('"Missing required attribute: status 400, `message` is a text naming the missing attribute" (and `error` for the real service\'s clients)', async () => {
    const response = await api.request('POST', '/groups', { token: adminToken, json: { name: 'Team' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'path is missing', message: 'path is missing' });
    // Only a missing attribute carries `message`: other parameter errors keep the real service's `error` alone.
    const invalid = await api.request('POST', '/groups', { token: adminToken, json: { name: 'Team', path: 'team', visibility: 'secret' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'visibility does not have a valid value' });
    // Missing and invalid together: the one text names both, under both keys.
    const both = await api.request('POST', '/groups', { token: adminToken, json: { name: 'Team', visibility: 'secret' } });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      error: 'path is missing, visibility does not have a valid value',
      message: 'path is missing, visibility does not have a valid value',
    });
  });

  test('a value outside the enumeration is 400 "does not have a valid value"; a wrong type "is invalid"', async () => {
    const enumeration = await api.request('GET', '/projects', { query: { visibility: 'secret' } });
    expect(enumeration.status).toBe(400);
    expect(enumeration.body).toEqual({ error: 'visibility does not have a valid value' });
    const type = await api.request('GET', '/projects', { query: { per_page: 'many' } });
    expect(type.status).toBe(400);
    expect(type.body).toEqual({ error: 'per_page is invalid' });
  });

  test('malformed JSON is 400 with a message', async () => {
    // Prism answers malformed JSON itself, so this goes to the server directly.
    const response = await fetch(`${api.directUrl}/projects`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': adminToken, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: '400 Bad request - Malformed body' });
  });

  test('the spec is served at /api/v4/openapi.json', async () => {
    const response = await api.request('GET', '/openapi.json', { direct: true });
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.headers.get('content-type')).toBe('application/json');
  });
});
