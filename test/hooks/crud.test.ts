// Managing project hooks through the API (via the Prism proxy): fields, defaults, the token, access and errors.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { allowLocalHooks, createProject } from './support.js';

describeApi('project hooks API', (api) => {
  const allFalse = {
    push_events: false,
    issues_events: false,
    merge_requests_events: false,
    tag_push_events: false,
    note_events: false,
    job_events: false,
    pipeline_events: false,
    wiki_page_events: false,
    confidential_issues_events: false,
    confidential_note_events: false,
    releases_events: false,
    push_events_branch_filter: null,
  };

  test('create, list, show, edit and delete a hook; the token is accepted but never returned', async () => {
    const project = await createProject(api, 'hooked');
    const created = await api.request('POST', `/projects/${project.id}/hooks`, {
      token: adminToken,
      json: { url: 'https://example.com/hook', token: 'secret-token', merge_requests_events: true, wiki_events: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: 'https://example.com/hook',
      project_id: project.id,
      ...allFalse,
      push_events: true,
      merge_requests_events: true,
      wiki_page_events: true,
      enable_ssl_verification: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(created.text).not.toContain('secret-token');
    const stored = await api.db.selectFrom('project_hooks').select('token').where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(stored.token).toBe('secret-token');

    const second = await api.request('POST', `/projects/${project.id}/hooks`, {
      token: adminToken,
      form: { url: 'http://example.org/other', push_events: 'false', tag_push_events: 'true', enable_ssl_verification: 'false' },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ ...allFalse, tag_push_events: true, enable_ssl_verification: false });

    const list = await api.request('GET', `/projects/${project.id}/hooks`, { token: adminToken, query: { per_page: '1' } });
    expect(list.status).toBe(200);
    expect(list.body.map((hook: { id: number }) => hook.id)).toEqual([created.body.id]);
    expect(list.headers.get('x-total')).toBe('2');
    expect(list.headers.get('x-next-page')).toBe('2');

    const shown = await api.request('GET', `/projects/${project.id}/hooks/${created.body.id}`, { token: adminToken });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(created.body);
    // `:id` may be the URL-encoded full path as well.
    const byPath = await api.request('GET', `/projects/${encodeURIComponent(project.path_with_namespace)}/hooks/${created.body.id}`, { token: adminToken });
    expect(byPath.status).toBe(200);
    expect(byPath.body).toEqual(created.body);

    const edited = await api.request('PUT', `/projects/${project.id}/hooks/${created.body.id}`, {
      token: adminToken,
      json: { url: 'https://example.com/changed', push_events: false, issues_events: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...created.body, url: 'https://example.com/changed', push_events: false, issues_events: true });
    const kept = await api.db.selectFrom('project_hooks').select('token').where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(kept.token).toBe('secret-token');

    const cleared = await api.request('PUT', `/projects/${project.id}/hooks/${created.body.id}`, { token: adminToken, json: { url: 'https://example.com/changed', token: '' } });
    expect(cleared.body).toEqual(edited.body);
    const withoutToken = await api.db.selectFrom('project_hooks').select('token').where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(withoutToken.token).toBeNull();

    const removed = await api.request('DELETE', `/projects/${project.id}/hooks/${created.body.id}`, { token: adminToken });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(edited.body);
    const again = await api.request('DELETE', `/projects/${project.id}/hooks/${created.body.id}`, { token: adminToken });
    expect(again.status).toBe(204);
    expect(again.text).toBe('');
    const gone = await api.request('GET', `/projects/${project.id}/hooks/${created.body.id}`, { token: adminToken });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: '404 Not found' });
  });

  test('maintainers manage hooks; developers get 403, strangers 404, anonymous callers 401', async () => {
    const owner = await api.createUser('owner');
    const maintainer = await api.createUser('maintainer');
    const developer = await api.createUser('developer');
    const stranger = await api.createUser('stranger');
    const project = await createProject(api, 'guarded', { token: owner.token });
    const at = new Date().toISOString();
    await api.db.insertInto('project_members').values([
      { project_id: project.id, user_id: maintainer.id, access_level: 40, created_at: at, expires_at: null },
      { project_id: project.id, user_id: developer.id, access_level: 30, created_at: at, expires_at: null },
    ]).execute();

    const byMaintainer = await api.request('POST', `/projects/${project.id}/hooks`, { token: maintainer.token, json: { url: 'https://example.com/m' } });
    expect(byMaintainer.status).toBe(201);
    const hookPath = `/projects/${project.id}/hooks/${byMaintainer.body.id}`;
    expect((await api.request('GET', `/projects/${project.id}/hooks`, { token: owner.token })).status).toBe(200);

    for (const [method, path] of [['GET', `/projects/${project.id}/hooks`], ['GET', hookPath], ['DELETE', hookPath]] as const) {
      const forbidden = await api.request(method, path, { token: developer.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ message: '403 Forbidden' });
      const hidden = await api.request(method, path, { token: stranger.token });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ message: '404 Project Not Found' });
      // Prism answers unauthenticated calls to secured operations itself: straight to the server.
      const anonymous = await api.request(method, path, { direct: true });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    }
    const developerAdd = await api.request('POST', `/projects/${project.id}/hooks`, { token: developer.token, json: { url: 'https://example.com/d' } });
    expect(developerAdd.status).toBe(403);
    const developerEdit = await api.request('PUT', hookPath, { token: developer.token, json: { url: 'https://example.com/d' } });
    expect(developerEdit.status).toBe(403);
    expect((await api.request('GET', hookPath, { token: maintainer.token })).body.url).toBe('https://example.com/m');
  });

  test('bad input: missing url 400, unusable or local url 422, unknown hook 404; nothing changes', async () => {
    const project = await createProject(api, 'strict');
    const missing = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, json: { push_events: true } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'url is missing', message: 'url is missing' });

    for (const url of ['not a url', 'ftp://example.com/hook', 'javascript:alert(1)', 'http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://10.1.2.3/hook', 'http://[::1]/hook']) {
      const refused = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, json: { url } });
      expect(refused.status, url).toBe(422);
      expect(refused.body).toEqual({ message: 'Invalid url given' });
    }
    expect(await api.db.selectFrom('project_hooks').selectAll().execute()).toEqual([]);

    const hook = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, json: { url: 'https://example.com/hook' } });
    const local = await api.request('PUT', `/projects/${project.id}/hooks/${hook.body.id}`, { token: adminToken, json: { url: 'http://127.0.0.1/hook' } });
    expect(local.status).toBe(422);
    expect(local.body).toEqual({ message: 'Invalid url given' });
    const noUrl = await api.request('PUT', `/projects/${project.id}/hooks/${hook.body.id}`, { token: adminToken, json: { push_events: false } });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body).toEqual({ error: 'url is missing', message: 'url is missing' });
    expect((await api.request('GET', `/projects/${project.id}/hooks/${hook.body.id}`, { token: adminToken })).body).toEqual(hook.body);

    const unknown = await api.request('PUT', `/projects/${project.id}/hooks/999999`, { token: adminToken, json: { url: 'https://example.com/x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Not found' });
    const otherProject = await createProject(api, 'other');
    const elsewhere = await api.request('GET', `/projects/${otherProject.id}/hooks/${hook.body.id}`, { token: adminToken });
    expect(elsewhere.status).toBe(404);
    const noProject = await api.request('GET', '/projects/999999/hooks', { token: adminToken });
    expect(noProject.status).toBe(404);
    expect(noProject.body).toEqual({ message: '404 Project Not Found' });
  });

  test('local URLs are accepted once the administrator allows them', async () => {
    const project = await createProject(api, 'local');
    await allowLocalHooks(api, true);
    const created = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, json: { url: 'http://127.0.0.1:9/hook' } });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe('http://127.0.0.1:9/hook');
  });
});
