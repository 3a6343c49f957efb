// Input no operation can take is refused with a documented 4xx and a JSON body, and changes nothing: bodies that
// are not what their headers claim, parameters nested without end, numbers past any column, NUL bytes, and values
// too long for a title, for git or for an HTTP header.
import { deflateSync, gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';

async function rawRequest(api: ApiContext, method: string, path: string, headers: Record<string, string>, body?: string | Buffer) {
  const response = await fetch(`${api.directUrl}${path}`, { method, headers: { 'PRIVATE-TOKEN': adminToken, ...headers }, body });
  const text = await response.text();
  expect(response.headers.get('content-type'), text).toBe('application/json');
  return { status: response.status, body: JSON.parse(text) as unknown };
}

async function createProject(api: ApiContext): Promise<number> {
  const created = await api.request('POST', '/projects', { token: adminToken, json: { name: 'target', initialize_with_readme: true } });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

async function issueCount(api: ApiContext, project: number): Promise<number> {
  const list = await api.request('GET', `/projects/${project}/issues`, { token: adminToken });
  return list.body.length;
}

describeApi('hostile input', (api) => {
  test('a body that is not validly compressed is 400; an unknown Content-Encoding 415; a compressed body is read', async () => {
    const project = await createProject(api);
    const json = { 'Content-Type': 'application/json' };
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const refused = await rawRequest(api, 'POST', `/projects/${project}/issues`, { ...json, 'Content-Encoding': encoding }, '{"title":"x"}');
      expect(refused, encoding).toEqual({ status: 400, body: { message: '400 Bad request - Malformed body' } });
    }
    const unknown = await rawRequest(api, 'POST', `/projects/${project}/issues`, { ...json, 'Content-Encoding': 'zstd-of-sorts' }, '{"title":"x"}');
    expect(unknown).toEqual({ status: 415, body: { message: '415 Unsupported Media Type' } });
    expect(await issueCount(api, project)).toBe(0);

    const gzip = await rawRequest(api, 'POST', `/projects/${project}/issues`, { ...json, 'Content-Encoding': 'gzip' }, gzipSync('{"title":"zipped"}'));
    expect(gzip.status).toBe(201);
    const deflate = await rawRequest(api, 'POST', `/projects/${project}/issues`, { ...json, 'Content-Encoding': 'deflate' }, deflateSync('{"title":"deflated"}'));
    expect(deflate.status).toBe(201);
  });

  test('a body sent with DELETE is not read', async () => {
    const project = await createProject(api);
    const response = await fetch(`${api.directUrl}/projects/${project}/hooks`, {
      method: 'POST', headers: { 'PRIVATE-TOKEN': adminToken, 'Content-Type': 'application/json' }, body: '{"url":"https://example.com/hook"}',
    });
    const hook = (await response.json()) as { id: number };
    const deleted = await fetch(`${api.directUrl}/projects/${project}/hooks/${hook.id}`, {
      method: 'DELETE', headers: { 'PRIVATE-TOKEN': adminToken, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: 'not gzip',
    });
    expect(deleted.status).toBe(200);
  });

  test('parameters nested deeper than 32 levels are 400, in a form and in JSON', async () => {
    const project = await createProject(api);
    const form = await rawRequest(api, 'POST', `/projects/${project}/issues`, { 'Content-Type': 'application/x-www-form-urlencoded' }, `title${'[a]'.repeat(50)}=x`);
    expect(form).toEqual({ status: 400, body: { message: '400 Bad request - Parameters nested too deeply' } });
    const deepJson = `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const json = await rawRequest(api, 'POST', `/projects/${project}/issues`, { 'Content-Type': 'application/json' }, deepJson);
    expect(json).toEqual({ status: 400, body: { message: '400 Bad request - Parameters nested too deeply' } });
    expect(await issueCount(api, project)).toBe(0);
  });

  test('integers outside 32 bits, infinite or not integers are 400 "<name> is invalid" wherever they are sent', async () => {
    const project = await createProject(api);
    for (const page of ['1e400', '-1e400', 'Infinity', '2147483648', '1.5']) {
      const response = await api.request('GET', '/projects', { token: adminToken, query: { page } });
      expect(response.status, page).toBe(400);
      expect(response.body, page).toEqual({ error: 'page is invalid' });
    }
    const path = await api.request('GET', `/projects/${project}/hooks/1e400`, { token: adminToken });
    expect(path.status).toBe(400);
    expect(path.body).toEqual({ error: 'hook_id is invalid' });
    const form = await api.request('POST', `/projects/${project}/issues`, { token: adminToken, form: { title: 'x', milestone_id: '1e400' } });
    expect(form.status).toBe(400);
    expect(form.body).toEqual({ error: 'milestone_id is invalid' });
    expect(await issueCount(api, project)).toBe(0);
  });

  test('a NUL byte in the path, query or body is 400 before anything reads it', async () => {
    const project = await createProject(api);
    const refusal = { message: '400 Bad request - Null byte in parameters' };
    const inPath = await api.request('GET', `/projects/${project}/repository/branches/a%00b`, { token: adminToken });
    expect([inPath.status, inPath.body]).toEqual([400, refusal]);
    const inQuery = await api.request('GET', '/projects', { token: adminToken, query: { search: 'a\0b' } });
    expect([inQuery.status, inQuery.body]).toEqual([400, refusal]);
    const inBody = await api.request('POST', `/projects/${project}/issues`, { token: adminToken, json: { title: 'a\0b' } });
    expect([inBody.status, inBody.body]).toEqual([400, refusal]);
    const inKey = await api.request('POST', `/projects/${project}/issues`, { token: adminToken, json: { title: 'a', ['x\0']: 1 } });
    expect([inKey.status, inKey.body]).toEqual([400, refusal]);
    expect(await issueCount(api, project)).toBe(0);
  });

  test('values past the documented lengths are 400, before git or the database sees them', async () => {
    const project = await createProject(api);
    const hugeBranch = await api.request('POST', `/projects/${project}/repository/branches`, { token: adminToken, json: { branch: 'a'.repeat(1_500_000), ref: 'master' } });
    expect(hugeBranch.status).toBe(400);
    expect(hugeBranch.body).toEqual({ error: 'branch is invalid' });
    const hugeRef = await api.request('GET', `/projects/${project}/repository/commits/${'a'.repeat(2000)}`, { token: adminToken });
    expect(hugeRef.status).toBe(400);
    const controlInBranch = await api.request('GET', `/projects/${project}/repository/branches/a%01b`, { token: adminToken });
    expect(controlInBranch.status).toBe(400);
    expect(controlInBranch.body).toEqual({ error: 'branch is invalid' });
    const branches = await api.request('GET', `/projects/${project}/repository/branches`, { token: adminToken });
    expect(branches.body.map((branch: { name: string }) => branch.name)).toEqual(['master']);

    const longTitle = await api.request('POST', `/projects/${project}/issues`, { token: adminToken, json: { title: 'a'.repeat(256) } });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body).toEqual({ error: 'title is invalid' });
    const longDescription = await api.request('POST', `/projects/${project}/issues`, { token: adminToken, json: { title: 'a', description: 'd'.repeat(1_048_577) } });
    expect(longDescription.status).toBe(400);
    expect(longDescription.body).toEqual({ error: 'description is invalid' });
    expect(await issueCount(api, project)).toBe(0);
    const longest = await api.request('POST', `/projects/${project}/issues`, { token: adminToken, json: { title: 'a'.repeat(255), description: 'd'.repeat(1_048_576) } });
    expect(longest.status).toBe(201);
  });

  test('a hook token or URL with a control character is refused at once (it could never be sent)', async () => {
    const project = await createProject(api);
    const token = await api.request('POST', `/projects/${project}/hooks`, { token: adminToken, json: { url: 'https://example.com/hook', token: 'a\r\nX-Injected: 1' } });
    expect(token.status).toBe(400);
    expect(token.body).toEqual({ error: 'token is invalid' });
    const url = await api.request('POST', `/projects/${project}/hooks`, { token: adminToken, json: { url: 'https://example.com/\nhook' } });
    expect(url.status).toBe(400);
    expect(url.body).toEqual({ error: 'url is invalid' });
    const hooks = await api.request('GET', `/projects/${project}/hooks`, { token: adminToken });
    expect(hooks.body).toEqual([]);
  });

  test('page links carry only the list\'s own parameters; parameters too long for them are refused first', async () => {
    const list = await api.request('GET', '/projects', { query: { per_page: 1, search: 'x', junk: 'y'.repeat(3000), private_token: adminToken } });
    expect(list.status).toBe(200);
    expect(list.headers.get('link')).toBe(`<${api.directUrl.replace('/api/v4', '')}/api/v4/projects?per_page=1&search=x&page=1>; rel="first", <${api.directUrl.replace('/api/v4', '')}/api/v4/projects?per_page=1&search=x&page=1>; rel="last"`);
    const long = await api.request('GET', '/projects', { token: adminToken, query: { search: 'x'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: 'query string is longer than 2000 characters' });
  });
});
