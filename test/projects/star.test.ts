import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { createClient } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';
import { projectWithCast } from './actions-support.js';
import { createProject } from './support.js';

describeApi('POST /projects/:id/star and /unstar', (api) => {
  test('star raises star_count (201), starring again is 304 with no body; unstar lowers it, again 304', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await createProject(api, alice.token, { name: 'Shiny', visibility: 'public' });
    expect(project.star_count).toBe(0);

    const first = await api.request('POST', `/projects/${project.id}/star`, { token: alice.token });
    expect(first.status).toBe(201);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.body).toMatchObject({ id: project.id, star_count: 1 });
    const again = await api.request('POST', `/projects/${project.id}/star`, { token: alice.token });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const second = await api.request('POST', '/projects/alice%2Fshiny/star', { token: bob.token });
    expect(second.status).toBe(201);
    expect(second.body.star_count).toBe(2);
    // star_count in every representation: one project, lists, the simple form.
    expect((await api.request('GET', `/projects/${project.id}`)).body.star_count).toBe(2);
    expect((await api.request('GET', '/projects')).body[0].star_count).toBe(2);
    expect((await api.request('GET', '/projects', { query: { simple: 'true' } })).body[0].star_count).toBe(2);

    const unstarred = await api.request('POST', `/projects/${project.id}/unstar`, { token: alice.token });
    expect(unstarred.status).toBe(201);
    expect(unstarred.body.star_count).toBe(1);
    const unstarAgain = await api.request('POST', `/projects/${project.id}/unstar`, { token: alice.token });
    expect(unstarAgain.status).toBe(304);
    expect(unstarAgain.text).toBe('');
    expect((await api.request('GET', `/projects/${project.id}`)).body.star_count).toBe(1);
  });

  test('any signed-in reader may star: guests, non-members of public and internal projects; not anonymous callers', async () => {
    const { guest, outsider, project } = await projectWithCast(api, 'internal');
    for (const user of [guest, outsider]) {
      const response = await api.request('POST', `/projects/${project.id}/star`, { token: user.token });
      expect(response.status, user.username).toBe(201);
    }
    expect((await api.request('GET', `/projects/${project.id}`, { token: guest.token })).body.star_count).toBe(2);
    for (const action of ['star', 'unstar']) {
      // Prism answers unauthenticated calls to secured operations itself: these go to the server.
      const anonymous = await api.request('POST', `/projects/${project.id}/${action}`, { direct: true });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    }
  });

  test('a private project is 404 for non-members; unknown projects are 404', async () => {
    const { guest, outsider, project } = await projectWithCast(api, 'private');
    for (const action of ['star', 'unstar']) {
      const stranger = await api.request('POST', `/projects/${project.id}/${action}`, { token: outsider.token });
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ message: '404 Project Not Found' });
      const unknown = await api.request('POST', `/projects/999999/${action}`, { token: adminToken });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: '404 Project Not Found' });
    }
    expect((await api.request('POST', `/projects/${project.id}/star`, { token: guest.token })).status).toBe(201);
  });

  test('the typed client and @gitbeaker/rest star and unstar', async () => {
    const project = await createProject(api, adminToken, { name: 'Client Star' });
    const client = createClient({ baseUrl: api.url, token: adminToken });
    const starred = await client.POST('/projects/{id}/star', { params: { path: { id: project.id } } });
    expect(starred.response.status).toBe(201);
    expect(starred.data?.star_count).toBe(1);
    const repeated = await client.POST('/projects/{id}/star', { params: { path: { id: project.id } } });
    expect(repeated.response.status).toBe(304);

    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    expect((await gitlab.Projects.unstar(project.id)).star_count).toBe(0);
    expect((await gitlab.Projects.star(project.id)).star_count).toBe(1);
  });
});
