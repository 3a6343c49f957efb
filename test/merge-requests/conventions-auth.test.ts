// The authentication rows for every merge request operation: "every merge request call must be
// authenticated" (401 when credentials are omitted or invalid, public projects included; the one exception is the
// global list with scope=all), and the three sudo refusals. Nothing changes on any refusal.
import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { createMergeRequest, projectWithBranches } from './support.js';

interface Operation {
  method: string;
  path: string;
  json?: object;
}

/** Every merge request operation, on request !1 of the project (diff version `versionId`). */
function operations(projectId: number, versionId: number): Operation[] {
  const one = `/projects/${projectId}/merge_requests/1`;
  return [
    { method: 'GET', path: '/merge_requests' },
    { method: 'GET', path: `/projects/${projectId}/merge_requests` },
    { method: 'POST', path: `/projects/${projectId}/merge_requests`, json: { source_branch: 'feature', target_branch: 'master', title: 'Again' } },
    { method: 'GET', path: one },
    { method: 'PUT', path: one, json: { title: 'Changed' } },
    { method: 'DELETE', path: one },
    { method: 'GET', path: `${one}/commits` },
    { method: 'GET', path: `${one}/changes` },
    { method: 'PUT', path: `${one}/merge` },
    { method: 'PUT', path: `${one}/cancel_merge_when_pipeline_succeeds` },
    { method: 'POST', path: `${one}/cancel_merge_when_pipeline_succeeds` },
    { method: 'GET', path: `${one}/closes_issues` },
    { method: 'POST', path: `${one}/subscribe` },
    { method: 'POST', path: `${one}/unsubscribe` },
    { method: 'POST', path: `${one}/todo` },
    { method: 'GET', path: `${one}/versions` },
    { method: 'GET', path: `${one}/versions/${versionId}` },
    { method: 'POST', path: `${one}/time_estimate`, json: { duration: '1h' } },
    { method: 'POST', path: `${one}/reset_time_estimate` },
    { method: 'POST', path: `${one}/add_spent_time`, json: { duration: '1h' } },
    { method: 'POST', path: `${one}/reset_spent_time` },
    { method: 'GET', path: `${one}/time_stats` },
  ];
}

/** A public project with one open request; returns what `operations` needs. */
async function publicRequest(api: ApiContext) {
  const alice = await api.createUser('alice');
  const project = await projectWithBranches(api, alice.token, 'everyone', { visibility: 'public' });
  const created = await createMergeRequest(api, alice.token, project.id);
  const versions = await api.request('GET', `/projects/${project.id}/merge_requests/1/versions`, { token: alice.token, direct: true });
  return { alice, project, created, list: operations(project.id, versions.body[0].id) };
}

/** The request is as it was created: open, same title, no time, the caller's todos and subscriptions untouched. */
async function expectUnchanged(api: ApiContext, projectId: number, created: { id: number; title: string }) {
  const current = await api.request('GET', `/projects/${projectId}/merge_requests/1`, { token: adminToken, direct: true });
  expect(current.status).toBe(200);
  expect(current.body).toMatchObject({ id: created.id, title: created.title, state: 'opened', time_stats: { time_estimate: 0, total_time_spent: 0 } });
  expect(await api.db.selectFrom('merge_requests').select('id').execute()).toEqual([{ id: created.id }]);
  expect(await api.db.selectFrom('todos').selectAll().execute()).toEqual([]);
  expect(await api.db.selectFrom('merge_request_subscriptions').selectAll().execute()).toEqual([]);
}

describeApi('merge request authentication and sudo', (api) => {
  test('no credentials: 401 for every operation, public project included; the global list with scope=all is the exception', async () => {
    const { project, created, list } = await publicRequest(api);
    for (const { method, path, json } of list) {
      // Direct: Prism answers unauthenticated calls of secured operations itself.
      const response = await api.request(method, path, { json, direct: true });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body, `${method} ${path}`).toEqual({ message: '401 Unauthorized' });
    }
    const everyone = await api.request('GET', '/merge_requests', { query: { scope: 'all' } });
    expect(everyone.status).toBe(200);
    expect(everyone.body.map((request: { id: number }) => request.id)).toEqual([created.id]);
    await expectUnchanged(api, project.id, created);
  });

  test('invalid credentials: 401 for every operation, the global list with scope=all included', async () => {
    const { project, created, list } = await publicRequest(api);
    for (const { method, path, json } of [...list, { method: 'GET', path: '/merge_requests?scope=all' }]) {
      const response = await api.request(method, path, { json, token: 'not-a-token' });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body, `${method} ${path}`).toEqual({ message: '401 Unauthorized' });
    }
    await expectUnchanged(api, project.id, created);
  });

  test('sudo by a non-administrator: 403 naming the admin requirement', async () => {
    const { alice, project, created, list } = await publicRequest(api);
    for (const { method, path, json } of list) {
      const response = await api.request(method, path, { json, token: alice.token, headers: { Sudo: 'root' } });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body, `${method} ${path}`).toEqual({ message: '403 Forbidden - Must be admin to use sudo' });
    }
    await expectUnchanged(api, project.id, created);
  });

  test('sudo with an administrator token lacking the sudo scope: 403 insufficient_scope', async () => {
    const { project, created, list } = await publicRequest(api);
    const admin = await api.createUser('second-admin', { admin: true, scopes: ['api'] });
    for (const { method, path, json } of list) {
      const response = await api.request(method, path, { json, token: admin.token, query: { sudo: 'alice' } });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body, `${method} ${path}`).toEqual({
        error: 'insufficient_scope',
        error_description: 'The request requires higher privileges than provided by the access token.',
        scope: 'sudo',
      });
    }
    await expectUnchanged(api, project.id, created);
  });

  test('sudo as a user who does not exist: 404 naming the id or username', async () => {
    const { project, created, list } = await publicRequest(api);
    for (const [index, { method, path, json }] of list.entries()) {
      const identifier = index % 2 === 0 ? 'nobody' : '424242';
      const response = await api.request(method, path, { json, token: adminToken, headers: { Sudo: identifier } });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body, `${method} ${path}`).toEqual({ message: `404 User with ID or username '${identifier}' Not Found` });
    }
    await expectUnchanged(api, project.id, created);
  });
});
