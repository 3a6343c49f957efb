import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { createClient, unwrap } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';
import { projectWithCast } from './actions-support.js';
import { createProject } from './support.js';

describeApi('POST /projects/:id/archive and /unarchive', (api) => {
  test('the owner archives and unarchives; both are idempotent and answer 201 with the project', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Shelf' });
    const answers: unknown[] = [];
    for (let round = 0; round < 2; round += 1) {
      const archived = await api.request('POST', `/projects/${project.id}/archive`, { token: alice.token });
      expect(archived.status).toBe(201);
      expect(archived.headers.get('content-type')).toBe('application/json');
      expect(archived.body).toMatchObject({ id: project.id, archived: true, permissions: { project_access: { access_level: 50 } } });
      answers.push(archived.body);
    }
    // Archiving an archived project changes nothing, not even updated_at.
    expect(answers[1]).toEqual(answers[0]);
    expect((await api.request('GET', `/projects/${project.id}`, { token: alice.token })).body.archived).toBe(true);
    for (let round = 0; round < 2; round += 1) {
      const unarchived = await api.request('POST', `/projects/alice%2Fshelf/unarchive`, { token: alice.token });
      expect(unarchived.status).toBe(201);
      expect(unarchived.body).toMatchObject({ id: project.id, archived: false });
    }
    expect((await api.request('GET', `/projects/${project.id}`, { token: alice.token })).body.archived).toBe(false);
  });

  test('owner or administrator only: 403 for maintainers and below, 404 when unreadable, 401 anonymous', async () => {
    const { maintainer, developer, guest, outsider, project } = await projectWithCast(api, 'private');
    for (const action of ['archive', 'unarchive']) {
      for (const user of [maintainer, developer, guest]) {
        const response = await api.request('POST', `/projects/${project.id}/${action}`, { token: user.token });
        expect(response.status, `${action} by ${user.username}`).toBe(403);
        expect(response.body).toEqual({ message: '403 Forbidden' });
      }
      const stranger = await api.request('POST', `/projects/${project.id}/${action}`, { token: outsider.token });
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ message: '404 Project Not Found' });
      // Prism answers unauthenticated calls to secured operations itself: this one goes to the server.
      const anonymous = await api.request('POST', `/projects/${project.id}/${action}`, { direct: true });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
      const unknown = await api.request('POST', `/projects/999999/${action}`, { token: adminToken });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: '404 Project Not Found' });
    }
    expect((await api.request('GET', `/projects/${project.id}`, { token: adminToken })).body.archived).toBe(false);
    const byAdmin = await api.request('POST', `/projects/${project.id}/archive`, { token: adminToken });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.archived).toBe(true);
  });

  test('a public project: a signed-in non-member gets 403', async () => {
    const { outsider, project } = await projectWithCast(api, 'public');
    const response = await api.request('POST', `/projects/${project.id}/archive`, { token: outsider.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: '403 Forbidden' });
  });

  test('the typed client and @gitbeaker/rest archive and unarchive', async () => {
    const project = await createProject(api, adminToken, { name: 'Client Archive' });
    const client = createClient({ baseUrl: api.url, token: adminToken });
    expect(unwrap(await client.POST('/projects/{id}/archive', { params: { path: { id: project.id } } })).archived).toBe(true);
    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    expect((await gitlab.Projects.unarchive(project.id)).archived).toBe(false);
    expect((await gitlab.Projects.archive(project.id)).archived).toBe(true);
  });
});
