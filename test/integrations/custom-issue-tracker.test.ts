// The custom issue tracker integration, at its current (`integrations`) and its older (`services`) path.
import { expect, test } from 'vitest';
import { addMember } from '../merge-requests/support.js';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';

const settings = {
  new_issue_url: 'https://tracker.example.com/projects/web/issues/new',
  issues_url: 'https://tracker.example.com/issues/:id',
  project_url: 'https://tracker.example.com/projects/web',
};

async function createProject(api: ApiContext, token: string, name: string, visibility = 'private'): Promise<{ id: number; path_with_namespace: string }> {
  const response = await api.request('POST', '/projects', { token, direct: true, json: { name, visibility } });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

describeApi('custom issue tracker integration', (api) => {
  for (const family of ['integrations', 'services']) {
    test(`PUT sets and switches it on, GET reads it, DELETE switches it off (${family} path)`, async () => {
      const alice = await api.createUser('alice');
      const project = await createProject(api, alice.token, 'Tracked');
      const path = `/projects/${project.id}/${family}/custom-issue-tracker`;

      const never = await api.request('GET', path, { token: alice.token });
      expect([never.status, never.body]).toEqual([404, { message: '404 Service Not Found' }]);

      const set = await api.request('PUT', path, { token: alice.token, json: settings });
      expect(set.status, set.text).toBe(200);
      expect(set.body).toEqual({
        id: expect.any(Number),
        title: 'Custom Issue Tracker',
        slug: 'custom-issue-tracker',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: set.body.created_at,
        active: true,
        properties: settings,
      });
      const read = await api.request('GET', path, { token: alice.token });
      expect([read.status, read.body]).toEqual([200, set.body]);

      // Setting it again replaces the addresses of the same integration; the form encoding works as well.
      const replaced = { ...settings, issues_url: 'https://other.example.com/browse/:id' };
      const again = await api.request('PUT', `/projects/${encodeURIComponent(project.path_with_namespace)}/${family}/custom-issue-tracker`, { token: alice.token, form: replaced });
      expect(again.status, again.text).toBe(200);
      expect(again.body).toMatchObject({ id: set.body.id, created_at: set.body.created_at, active: true, properties: replaced });

      const off = await api.request('DELETE', path, { token: alice.token });
      expect([off.status, off.text]).toEqual([204, '']);
      const afterOff = await api.request('GET', path, { token: alice.token });
      expect(afterOff.status).toBe(200);
      expect(afterOff.body).toMatchObject({ id: set.body.id, active: false, properties: {} });
      const offAgain = await api.request('DELETE', path, { token: alice.token });
      expect(offAgain.status).toBe(204);
    });
  }

  test('both paths name the same integration', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, 'Shared');
    const set = await api.request('PUT', `/projects/${project.id}/services/custom-issue-tracker`, { token: alice.token, json: settings });
    expect(set.status, set.text).toBe(200);
    const read = await api.request('GET', `/projects/${project.id}/integrations/custom-issue-tracker`, { token: alice.token });
    expect([read.status, read.body]).toEqual([200, set.body]);
  });

  test('DELETE without a tracker: 204, and still nothing to read', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, 'Plain');
    const path = `/projects/${project.id}/integrations/custom-issue-tracker`;
    const off = await api.request('DELETE', path, { token: alice.token });
    expect(off.status).toBe(204);
    const read = await api.request('GET', path, { token: alice.token });
    expect([read.status, read.body]).toEqual([404, { message: '404 Service Not Found' }]);
  });

  test('bad input: missing or non-web addresses are 400 and change nothing', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, 'Checked');
    const path = `/projects/${project.id}/integrations/custom-issue-tracker`;
    expect((await api.request('PUT', path, { token: alice.token, json: settings })).status).toBe(200);

    const missing = await api.request('PUT', path, { token: alice.token, json: { issues_url: settings.issues_url, project_url: settings.project_url } });
    expect([missing.status, missing.body]).toEqual([400, { error: 'new_issue_url is missing', message: 'new_issue_url is missing' }]);
    for (const wrong of [{ project_url: 'tracker.example.com/web' }, { issues_url: 'ftp://tracker.example.com/:id' }, { new_issue_url: '' }]) {
      const response = await api.request('PUT', path, { token: alice.token, json: { ...settings, ...wrong } });
      expect([response.status, response.body], JSON.stringify(wrong)).toEqual([400, { message: '400 Bad Request' }]);
    }
    const read = await api.request('GET', path, { token: alice.token });
    expect(read.body).toMatchObject({ active: true, properties: settings });
  });

  test('access: maintainers and administrators only; 401 anonymous, 403 below maintainer, 404 invisible project', async () => {
    const alice = await api.createUser('alice');
    const developer = await api.createUser('developer');
    const maintainer = await api.createUser('maintainer');
    const outsider = await api.createUser('outsider');
    const project = await createProject(api, alice.token, 'Guarded');
    const publicProject = await createProject(api, alice.token, 'Open', 'public');
    await addMember(api, project.id, developer.id, 30);
    await addMember(api, project.id, maintainer.id, 40);
    const path = `/projects/${project.id}/integrations/custom-issue-tracker`;

    for (const [method, json] of [['GET', undefined], ['PUT', settings], ['DELETE', undefined]] as const) {
      const asDeveloper = await api.request(method, path, { token: developer.token, json });
      expect([asDeveloper.status, asDeveloper.body], method).toEqual([403, { message: '403 Forbidden' }]);
      const asOutsider = await api.request(method, path, { token: outsider.token, json });
      expect([asOutsider.status, asOutsider.body], method).toEqual([404, { message: '404 Project Not Found' }]);
      const readerOfPublic = await api.request(method, `/projects/${publicProject.id}/integrations/custom-issue-tracker`, { token: outsider.token, json });
      expect([readerOfPublic.status, readerOfPublic.body], method).toEqual([403, { message: '403 Forbidden' }]);
      // Prism answers unauthenticated calls to secured operations itself.
      const anonymous = await api.request(method, `/projects/${publicProject.id}/services/custom-issue-tracker`, { direct: true, json });
      expect([anonymous.status, anonymous.body], method).toEqual([401, { message: '401 Unauthorized' }]);
    }
    const unknown = await api.request('GET', '/projects/999999/integrations/custom-issue-tracker', { token: adminToken });
    expect([unknown.status, unknown.body]).toEqual([404, { message: '404 Project Not Found' }]);

    const byMaintainer = await api.request('PUT', path, { token: maintainer.token, json: settings });
    expect(byMaintainer.status, byMaintainer.text).toBe(200);
    const byAdmin = await api.request('GET', path, { token: adminToken });
    expect([byAdmin.status, byAdmin.body]).toEqual([200, byMaintainer.body]);
  });
});
