// The client against Prism's mock of the spec: what the client sends by its types is a valid request; what the spec
// forbids is refused. Prism answers an invalid request with the operation's 400 response (its example body) and names
// the violations in the `sl-violations` header.
import { describe, expect, inject, test } from 'vitest';
import { ApiRequestError, createClient, unwrap } from '../../client/index.js';

describe('typed client against the mock', () => {
  const prism = { url: inject('prismMockUrl') };

  const violations = (response: Response) => JSON.parse(response.headers.get('sl-violations') ?? '[]') as { code: string | number; location: string[] }[];

  test('valid requests succeed', async () => {
    const client = createClient({ baseUrl: prism.url, token: 'any-token' });
    const list = await client.GET('/projects', { params: { query: { search: 'x', order_by: 'name', sort: 'asc', simple: true, per_page: 10 } } });
    expect(list.response.status).toBe(200);
    expect(violations(list.response)).toEqual([]);
    expect(unwrap(list).length).toBeGreaterThan(0);

    const created = await client.POST('/projects', { body: { name: 'Diaspora Client', visibility: 'internal' } });
    expect(created.response.status).toBe(201);
    expect(violations(created.response)).toEqual([]);
    expect(unwrap(created).id).toEqual(expect.any(Number));

    const byPath = await client.GET('/projects/{id}', { params: { path: { id: 'diaspora/diaspora-client' } } });
    expect(byPath.response.status).toBe(200);

    const oauth = await createClient({ baseUrl: prism.url, oauthToken: 'any-token', sudo: 'alice' }).GET('/user');
    expect(oauth.response.status).toBe(200);
    expect(violations(oauth.response)).toEqual([]);
  });

  test('requests the spec does not allow are refused', async () => {
    const client = createClient({ baseUrl: prism.url, token: 'any-token' });
    const secret = await client.POST('/projects', { body: { name: 'x', visibility: 'secret' as never } });
    expect(secret.response.status).toBe(400);
    expect(violations(secret.response)).toEqual([expect.objectContaining({ code: 'enum', location: ['request', 'body', 'visibility'] })]);
    expect(() => unwrap(secret)).toThrow(ApiRequestError);

    const nameless = await client.POST('/projects', { body: { description: 'neither name nor path' } as never });
    expect(nameless.response.status).toBe(400);
    expect(violations(nameless.response).map((violation) => violation.code)).toContain('anyOf');

    const ordering = await client.GET('/projects', { params: { query: { order_by: 'stars' as never } } });
    expect(ordering.response.status).toBe(400);
    expect(violations(ordering.response)).toEqual([expect.objectContaining({ code: 'enum', location: ['request', 'query', 'order_by'] })]);

    // Without credentials, an operation that needs them is 401: the client's headers are the spec's security schemes.
    const anonymous = await createClient({ baseUrl: prism.url }).POST('/projects', { body: { name: 'x' } });
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toEqual({ message: '401 Unauthorized' });
  });
});
