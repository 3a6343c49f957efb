import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createProject } from '../projects/support.js';

describeApi(':id is a numeric id or a URL-encoded path', (api) => {
  test('the numeric id and the URL-encoded full path resolve to the same project', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Shared Thing', path: 'shared.thing_1', visibility: 'public' });
    const byId = await api.request('GET', `/projects/${project.id}`, { token: alice.token });
    const byPath = await api.request('GET', `/projects/${encodeURIComponent('alice/shared.thing_1')}`, { token: alice.token });
    const byLowercaseEncoding = await api.request('GET', '/projects/alice%2fshared.thing_1', { token: alice.token });
    for (const response of [byId, byPath, byLowercaseEncoding]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(project);
    }
    // Anonymous callers resolve the path the same way.
    const anonymous = await api.request('GET', '/projects/alice%2Fshared.thing_1');
    expect(anonymous.body.id).toBe(project.id);
  });

  test('a path that resolves to nothing is 404 Project Not Found, nested or not', async () => {
    await createProject(api, adminToken, { name: 'Real' });
    for (const id of ['root%2Freal%2Fdeeper', 'group%2Fsubgroup%2Fproject', 'root%2F', '%2Freal', 'real', 'root%2Freal.git']) {
      const response = await api.request('GET', `/projects/${id}`, { token: adminToken });
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
  });

  test('an id that looks numeric but has more is a path, not an id', async () => {
    const project = await createProject(api, adminToken, { name: 'Numbers' });
    for (const id of [`${project.id}abc`, `${project.id}%20`, `+${project.id}`]) {
      const response = await api.request('GET', `/projects/${id}`, { token: adminToken });
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
  });
});
