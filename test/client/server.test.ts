// The client against the reference server, through the Prism proxy that checks every response against the spec.
import { expect, test } from 'vitest';
import { ApiRequestError, createClient, nextLink, paginate, unwrap, type ClientOptions } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';
import { recordingFetch } from './recording-fetch.js';

describeApi('typed client', (api) => {
  const client = (options: Omit<ClientOptions, 'baseUrl'> = {}) => {
    const fetch = recordingFetch();
    return Object.assign(createClient({ baseUrl: api.url, fetch, ...options }), { requests: fetch.requests, responses: fetch.responses });
  };

  test('creates a project, then gets it by id and by its full path', async () => {
    const root = client({ token: adminToken });
    const created = unwrap(await root.POST('/projects', { body: { name: 'My Project', visibility: 'internal' } }));
    expect(created).toMatchObject({ name: 'My Project', path: 'my-project', path_with_namespace: 'root/my-project', visibility: 'internal' });

    const byId = unwrap(await root.GET('/projects/{id}', { params: { path: { id: created.id } } }));
    expect(byId).toEqual(created);
    // A raw path: openapi-fetch percent-encodes it once, as the server expects.
    const byPath = unwrap(await root.GET('/projects/{id}', { params: { path: { id: 'root/my-project' } } }));
    expect(byPath.id).toBe(created.id);
    expect(root.requests.at(-1)!.url).toBe(`${api.url}/projects/root%2Fmy-project`);
  });

  test('lists with search, order_by, sort and simple', async () => {
    const root = client({ token: adminToken });
    for (const name of ['beta tool', 'alpha tool', 'Gamma', 'delta tool']) unwrap(await root.POST('/projects', { body: { name } }));

    const list = await root.GET('/projects', { params: { query: { search: 'TOOL', order_by: 'name', sort: 'asc' } } });
    expect(unwrap(list).map((project) => project.name)).toEqual(['alpha tool', 'beta tool', 'delta tool']);
    expect(list.response.headers.get('X-Total')).toBe('3');
    const descending = unwrap(await root.GET('/projects', { params: { query: { search: 'tool', order_by: 'path', sort: 'desc' } } }));
    expect(descending.map((project) => project.path)).toEqual(['delta-tool', 'beta-tool', 'alpha-tool']);

    const simple = unwrap(await root.GET('/projects', { params: { query: { simple: true, search: 'gamma' } } }));
    expect(simple).toHaveLength(1);
    expect(simple[0]).toMatchObject({ name: 'Gamma', path_with_namespace: 'root/gamma' });
    expect(simple[0]).not.toHaveProperty('visibility');
    expect(simple[0]).not.toHaveProperty('permissions');
  });

  test('paginate follows the Link headers with the same credentials: 25 projects, 10 a page, each once and in order', async () => {
    const alice = await api.createUser('alice');
    const owner = client({ token: alice.token });
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) ids.push(unwrap(await owner.POST('/projects', { body: { name: `project ${i}` } })).id);

    // The projects are private: a follow-up without alice's token would see none of them.
    const reader = client({ token: alice.token });
    const seen: number[] = [];
    for await (const project of paginate(reader, '/projects', { params: { query: { per_page: 10, order_by: 'id', sort: 'asc' } } })) {
      seen.push(project.id);
    }
    expect(seen).toEqual(ids);
    expect(reader.requests).toHaveLength(3);
    expect(reader.requests.map((request) => new URL(request.url).searchParams.get('page'))).toEqual([null, '2', '3']);
    // Each follow-up is the previous page's next link, verbatim. (Prism drops the Host header when it forwards, so the
    // server's links name the server itself: follow-up pages bypass the proxy.)
    const links = reader.responses.map((response) => nextLink(response.headers.get('Link'), response.url));
    expect(reader.requests.slice(1).map((request) => request.url)).toEqual(links.slice(0, 2));
    expect(links[2]).toBeUndefined();
    for (const request of reader.requests) expect(request.headers.get('PRIVATE-TOKEN')).toBe(alice.token);

    // Sudo is kept on follow-ups too: root as alice sees alice's 25 projects (and root's none).
    const sudo = client({ token: adminToken, sudo: 'alice' });
    const asAlice: number[] = [];
    for await (const project of paginate(sudo, '/projects', { params: { query: { per_page: 10, order_by: 'id', sort: 'asc' } } })) {
      asAlice.push(project.id);
    }
    expect(asAlice).toEqual(ids);
    for (const request of sudo.requests) expect(request.headers.get('Sudo')).toBe('alice');
  });

  test('GET /user with a personal access token, an OAuth token and sudo', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password-1' });
    const byToken = unwrap(await client({ token: alice.token }).GET('/user'));
    expect(byToken).toMatchObject({ id: alice.id, username: 'alice', is_admin: false });

    const grant = await fetch(`${api.rootUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'alice', password: 'alice-password-1' }),
    });
    expect(grant.status).toBe(200);
    const { access_token: oauthToken } = (await grant.json()) as { access_token: string };
    const oauth = client({ oauthToken });
    expect(unwrap(await oauth.GET('/user'))).toMatchObject({ id: alice.id, username: 'alice' });
    expect(oauth.requests[0]!.headers.get('Authorization')).toBe(`Bearer ${oauthToken}`);

    expect(unwrap(await client({ token: adminToken }).GET('/user'))).toMatchObject({ username: 'root', is_admin: true });
    expect(unwrap(await client({ token: adminToken, sudo: 'alice' }).GET('/user'))).toMatchObject({ id: alice.id, username: 'alice' });
    expect(unwrap(await client({ token: adminToken, sudo: String(alice.id) }).GET('/user'))).toMatchObject({ username: 'alice' });
  });

  test('errors surface the status and the spec-typed body', async () => {
    const root = client({ token: adminToken });
    const missing = await root.GET('/projects/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ message: '404 Project Not Found' });
    expect(() => unwrap(missing)).toThrow(ApiRequestError);
    expect(() => unwrap(missing)).toThrow(expect.objectContaining({ status: 404, body: { message: '404 Project Not Found' } }));
    const byPath = await root.GET('/projects/{id}', { params: { path: { id: 'root/nothing-here' } } });
    expect(byPath.response.status).toBe(404);
    expect(byPath.error).toEqual({ message: '404 Project Not Found' });

    const unauthorized = await client({ token: 'not-a-token' }).GET('/user');
    expect(unauthorized.response.status).toBe(401);
    expect(unauthorized.error).toEqual({ message: '401 Unauthorized' });

    const alice = await api.createUser('alice');
    const notAdmin = await client({ token: alice.token, sudo: 'root' }).GET('/user');
    expect(notAdmin.response.status).toBe(403);
    expect(notAdmin.error).toEqual({ message: '403 Forbidden - Must be admin to use sudo' });

    const taken = await root.POST('/projects', { body: { name: 'Twice' } });
    expect(taken.response.status).toBe(201);
    const again = await root.POST('/projects', { body: { name: 'Twice' } });
    expect(again.response.status).toBe(409);
    expect(again.error).toEqual({ message: { name: ['has already been taken'], path: ['has already been taken'] } });

    const invalid = await root.GET('/projects', { params: { query: { per_page: 'many' as never } } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toEqual({ error: 'per_page is invalid' });
  });
});
