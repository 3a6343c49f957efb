import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createProject } from './support.js';

describeApi('POST /projects', (api) => {
  test('with a name only: the path is derived (lowercased, dashes)', async () => {
    const project = await createProject(api, adminToken, { name: 'My Cool Project' });
    expect(project).toMatchObject({
      name: 'My Cool Project',
      path: 'my-cool-project',
      name_with_namespace: 'root / My Cool Project',
      path_with_namespace: 'root/my-cool-project',
      web_url: `${api.rootUrl}/root/my-cool-project`,
      http_url_to_repo: `${api.rootUrl}/root/my-cool-project.git`,
      ssh_url_to_repo: 'git@127.0.0.1:root/my-cool-project.git',
    });
    expect(project._links.self).toBe(`${api.rootUrl}/api/v4/projects/${project.id}`);
    // Like the real service's `parameterize`: accents dropped, every other run of characters but letters, digits,
    // `_` and `-` becomes one dash, no dash at either end.
    const odd = await createProject(api, adminToken, { name: 'Über  --  Project!! 2' });
    expect(odd).toMatchObject({ name: 'Über  --  Project!! 2', path: 'uber-project-2' });
    const dotted = await createProject(api, adminToken, { name: 'Release.Notes v1.0' });
    expect(dotted.path).toBe('release-notes-v1-0');
  });

  test('with a path only: the name equals the path', async () => {
    const project = await createProject(api, adminToken, { path: 'just-a-path' });
    expect(project).toMatchObject({ name: 'just-a-path', path: 'just-a-path', path_with_namespace: 'root/just-a-path' });
  });

  test('with both a name and a path: both are kept', async () => {
    const project = await createProject(api, adminToken, { name: 'Shown Name', path: 'other-path' });
    expect(project).toMatchObject({ name: 'Shown Name', path: 'other-path', path_with_namespace: 'root/other-path' });
  });

  test('every create parameter is stored and returned (on create and on read)', async () => {
    const settings = {
      description: 'A described project',
      issues_enabled: false,
      merge_requests_enabled: false,
      jobs_enabled: false,
      wiki_enabled: false,
      snippets_enabled: false,
      container_registry_enabled: false,
      shared_runners_enabled: false,
      resolve_outdated_diff_discussions: true,
      visibility: 'public',
      public_jobs: false,
      only_allow_merge_if_pipeline_succeeds: true,
      only_allow_merge_if_all_discussions_are_resolved: true,
      lfs_enabled: false,
      request_access_enabled: false,
      tag_list: ['one', 'two'],
      ci_config_path: 'ci/pipeline.yml',
      default_branch: 'main',
    };
    const created = await createProject(api, adminToken, { name: 'Everything', ...settings, printing_merge_request_link_enabled: false });
    const expected = { ...settings, printing_merge_requests_link_enabled: false };
    expect(created).toMatchObject(expected);
    expect(created).not.toHaveProperty('printing_merge_request_link_enabled');
    const read = await api.request('GET', `/projects/${created.id}`, { token: adminToken });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject(expected);
  });

  test('defaults: private, master, import_status none, the caller as owner with access level 50', async () => {
    const alice = await api.createUser('alice');
    const response = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Defaults' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    const project = response.body;
    expect(project).toMatchObject({
      description: null,
      visibility: 'private',
      default_branch: 'master',
      import_status: 'none',
      import_error: null,
      archived: false,
      creator_id: alice.id,
      owner: { id: alice.id, username: 'alice', name: 'alice' },
      namespace: { name: 'alice', path: 'alice', kind: 'user', full_path: 'alice' },
      permissions: { project_access: { access_level: 50, notification_level: 3 }, group_access: null },
      tag_list: [],
      ci_config_path: null,
      issues_enabled: true,
      merge_requests_enabled: true,
      jobs_enabled: true,
      wiki_enabled: true,
      snippets_enabled: true,
      container_registry_enabled: true,
      shared_runners_enabled: true,
      resolve_outdated_diff_discussions: false,
      public_jobs: true,
      only_allow_merge_if_pipeline_succeeds: false,
      only_allow_merge_if_all_discussions_are_resolved: false,
      printing_merge_requests_link_enabled: true,
      request_access_enabled: true,
      lfs_enabled: true,
      open_issues_count: 0,
      star_count: 0,
      forks_count: 0,
      shared_with_groups: [],
      avatar_url: null,
    });
    expect(project.runners_token).toEqual(expect.any(String));
    expect(project.runners_token.length).toBeGreaterThan(10);
    expect(project.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(project.last_activity_at).toBe(project.created_at);
  });

  test('a form-encoded body works, booleans included', async () => {
    const response = await api.request('POST', '/projects', {
      token: adminToken,
      form: { name: 'Form Project', visibility: 'internal', issues_enabled: 'false', description: 'from a form' },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ name: 'Form Project', path: 'form-project', visibility: 'internal', issues_enabled: false, description: 'from a form' });
  });

  test('parameters in the query string work (POST /projects?name=x)', async () => {
    const response = await api.request('POST', '/projects', { token: adminToken, query: { name: 'Query Project', wiki_enabled: 'false' } });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ name: 'Query Project', path: 'query-project', wiki_enabled: false });
    // A body value wins over a query value of the same name.
    const both = await api.request('POST', '/projects', { token: adminToken, query: { description: 'query' }, json: { name: 'Both', description: 'body' } });
    expect(both.status, both.text).toBe(201);
    expect(both.body.description).toBe('body');
  });

  test('tag_list as name[] in a form body and in the query string, one or several values', async () => {
    const form = await api.request('POST', '/projects', { token: adminToken, form: { name: 'Form Tags', 'tag_list[]': 'solo' } });
    expect(form.status, form.text).toBe(201);
    expect(form.body.tag_list).toEqual(['solo']);
    const several = await api.request('POST', '/projects', { token: adminToken, query: { name: 'Query Tags', 'tag_list[]': ['a', 'b'] } });
    expect(several.status, several.text).toBe(201);
    expect(several.body.tag_list).toEqual(['a', 'b']);
    const single = await api.request('POST', '/projects', { token: adminToken, query: { name: 'Query Tag', 'tag_list[]': ['only'] } });
    expect(single.status, single.text).toBe(201);
    expect(single.body.tag_list).toEqual(['only']);
  });

  test('neither a name nor a path is 400', async () => {
    for (const json of [{}, { description: 'nameless' }]) {
      const response = await api.request('POST', '/projects', { token: adminToken, json });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'name, path are missing, at least one parameter must be provided', message: 'name, path are missing, at least one parameter must be provided' });
    }
    const count = await api.db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  test('invalid values are 400 with the parameter named', async () => {
    const visibility = await api.request('POST', '/projects', { token: adminToken, json: { name: 'x', visibility: 'secret' } });
    expect(visibility.status).toBe(400);
    expect(visibility.body).toEqual({ error: 'visibility does not have a valid value' });
    const flag = await api.request('POST', '/projects', { token: adminToken, json: { name: 'x', issues_enabled: 'maybe' } });
    expect(flag.status).toBe(400);
    expect(flag.body).toEqual({ error: 'issues_enabled is invalid' });
  });

  test('an invalid path is refused by the model: 400 with the real service\'s message, nothing created', async () => {
    for (const path of ['has space', '-starts-with-dash', 'ends.git', 'ends.atom', 'sl/ash']) {
      const response = await api.request('POST', '/projects', { token: adminToken, json: { path } });
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: { path: ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"] } });
    }
    const dotted = await api.request('POST', '/projects', { token: adminToken, json: { path: '.dotted_path-1' } });
    expect(dotted.status, dotted.text).toBe(201);
    expect(await api.db.selectFrom('projects').select('path').execute()).toEqual([{ path: '.dotted_path-1' }]);
  });

  test('a name that derives no usable path is 400 with a validation message', async () => {
    const response = await api.request('POST', '/projects', { token: adminToken, json: { name: '!!!' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { path: ["can't be blank"] } });
  });

  test('a name or path already taken in the namespace is 409 naming the attributes', async () => {
    await createProject(api, adminToken, { name: 'Taken', path: 'taken' });
    const sameName = await api.request('POST', '/projects', { token: adminToken, json: { name: 'Taken', path: 'elsewhere' } });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: { name: ['has already been taken'] } });
    const samePath = await api.request('POST', '/projects', { token: adminToken, json: { name: 'Other', path: 'taken' } });
    expect(samePath.status).toBe(409);
    expect(samePath.body).toEqual({ message: { path: ['has already been taken'] } });
    // Case does not make a name or path different; a name alone derives the same path.
    const both = await api.request('POST', '/projects', { token: adminToken, json: { name: 'TAKEN' } });
    expect(both.status).toBe(409);
    expect(both.body).toEqual({ message: { name: ['has already been taken'], path: ['has already been taken'] } });
    // The same name in another namespace is fine.
    const alice = await api.createUser('alice');
    await createProject(api, alice.token, { name: 'Taken' });
  });

  test('anonymous callers get 401 and nothing is created', async () => {
    // Prism answers a request without credentials to a secured operation itself, so this goes to the server directly.
    const response = await api.request('POST', '/projects', { json: { name: 'Anonymous' }, direct: true });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: '401 Unauthorized' });
    const bad = await api.request('POST', '/projects', { token: 'no-such-token', json: { name: 'Anonymous' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: '401 Unauthorized' });
    const count = await api.db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  test('namespace_id: own namespace works, another user\'s is 403, an unknown one 404; admins may use any', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const namespaceOf = async (username: string) =>
      (await api.db.selectFrom('namespaces').select('id').where('path', '=', username).executeTakeFirstOrThrow()).id;
    const aliceNamespace = await namespaceOf('alice');

    const own = await createProject(api, alice.token, { name: 'Own', namespace_id: aliceNamespace });
    expect(own.namespace).toMatchObject({ id: aliceNamespace, path: 'alice' });

    const foreign = await api.request('POST', '/projects', { token: bob.token, json: { name: 'Intruder', namespace_id: aliceNamespace } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: '403 Forbidden' });

    const unknown = await api.request('POST', '/projects', { token: bob.token, json: { name: 'Nowhere', namespace_id: 999_999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Namespace Not Found' });

    const byAdmin = await createProject(api, adminToken, { name: 'Placed', namespace_id: aliceNamespace });
    expect(byAdmin).toMatchObject({ path_with_namespace: 'alice/placed', owner: { id: alice.id } });
  });

  test('a default_branch git does not accept as a branch name is 400; nothing is created', async () => {
    for (const default_branch of ['a..b', 'HEAD', '-x', 'has space']) {
      const response = await api.request('POST', '/projects', { token: adminToken, json: { name: 'Odd Branch', default_branch } });
      expect(response.status, default_branch).toBe(400);
      expect(response.body).toEqual({ message: { default_branch: ['is invalid'] } });
    }
    expect(await api.db.selectFrom('projects').select('id').where('name', '=', 'Odd Branch').execute()).toEqual([]);
  });
});
