import { expect, test } from 'vitest';
import { createProject } from '../projects/support.js';
import { adminToken, describeApi } from '../support/context.js';

describeApi('fork relation (administrators)', (api) => {
  async function twoProjects() {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await createProject(api, alice.token, { name: 'upstream', visibility: 'public' });
    const copy = await createProject(api, bob.token, { name: 'copy', visibility: 'public' });
    return { alice, bob, source, copy };
  }
  const get = async (id: number, token?: string) => (await api.request('GET', `/projects/${id}`, { token })).body;

  test('POST /projects/:id/fork/:forked_from_id records the relation: 201 with the project, then 409', async () => {
    const { source, copy } = await twoProjects();
    const created = await api.request('POST', `/projects/${copy.id}/fork/${source.id}`, { token: adminToken });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: copy.id, path_with_namespace: 'bob/copy', import_status: 'none', forked_from_project: { id: source.id, path_with_namespace: 'alice/upstream', forks_count: 1 } });
    expect((await get(source.id)).forks_count).toBe(1);
    expect((await get(copy.id)).forked_from_project.id).toBe(source.id);

    const again = await api.request('POST', `/projects/${copy.id}/fork/${source.id}`, { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Project already forked' });
  });

  test('by path; 404 for an unknown project or source; 400 for the project itself', async () => {
    const { source, copy } = await twoProjects();
    for (const path of [`/projects/999999/fork/${source.id}`, `/projects/${copy.id}/fork/999999`, `/projects/${copy.id}/fork/alice%2Fnope`]) {
      const response = await api.request('POST', path, { token: adminToken });
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
    const itself = await api.request('POST', `/projects/${copy.id}/fork/bob%2Fcopy`, { token: adminToken });
    expect(itself.status).toBe(400);
    expect(itself.body).toEqual({ message: '400 Bad request - A project cannot be a fork of itself' });
    const byPath = await api.request('POST', '/projects/bob%2Fcopy/fork/alice%2Fupstream', { token: adminToken });
    expect(byPath.status).toBe(201);
    expect(byPath.body.forked_from_project.id).toBe(source.id);
  });

  test('403 for non-administrators, even the owners; 401 for anonymous callers; nothing changes', async () => {
    const { alice, bob, source, copy } = await twoProjects();
    for (const token of [alice.token, bob.token]) {
      const create = await api.request('POST', `/projects/${copy.id}/fork/${source.id}`, { token });
      expect(create.status).toBe(403);
      expect(create.body).toEqual({ message: '403 Forbidden' });
    }
    // Prism answers an anonymous call of a secured operation itself: these go to the server directly.
    const anonymousCreate = await api.request('POST', `/projects/${copy.id}/fork/${source.id}`, { direct: true });
    expect(anonymousCreate.status).toBe(401);
    expect(anonymousCreate.body).toEqual({ message: '401 Unauthorized' });
    expect(await get(copy.id)).not.toHaveProperty('forked_from_project');

    await api.request('POST', `/projects/${copy.id}/fork/${source.id}`, { token: adminToken });
    for (const token of [alice.token, bob.token]) {
      const remove = await api.request('DELETE', `/projects/${copy.id}/fork`, { token });
      expect(remove.status).toBe(403);
      expect(remove.body).toEqual({ message: '403 Forbidden' });
    }
    const anonymousDelete = await api.request('DELETE', `/projects/${copy.id}/fork`, { direct: true });
    expect(anonymousDelete.status).toBe(401);
    expect(anonymousDelete.body).toEqual({ message: '401 Unauthorized' });
    expect((await get(copy.id)).forked_from_project.id).toBe(source.id);
  });

  test('DELETE /projects/:id/fork: 204 when removed, 304 when the project is not a fork, 404 when unknown', async () => {
    const { source, copy } = await twoProjects();
    await api.request('POST', `/projects/${copy.id}/fork/${source.id}`, { token: adminToken });
    const removed = await api.request('DELETE', `/projects/${copy.id}/fork`, { token: adminToken });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect(await get(copy.id)).not.toHaveProperty('forked_from_project');
    expect((await get(source.id)).forks_count).toBe(0);

    for (const id of [copy.id, source.id]) {
      const notAFork = await api.request('DELETE', `/projects/${id}/fork`, { token: adminToken });
      expect(notAFork.status).toBe(304);
      expect(notAFork.text).toBe('');
    }
    const unknown = await api.request('DELETE', '/projects/999999/fork', { token: adminToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Project Not Found' });

    // The relation may be recorded again once removed.
    expect((await api.request('POST', `/projects/${copy.id}/fork/${source.id}`, { token: adminToken })).status).toBe(201);
  });

  test('forked_from_project only for callers who can see the source', async () => {
    const { alice, bob, source, copy } = await twoProjects();
    const hidden = await createProject(api, alice.token, { name: 'hidden', visibility: 'private' });
    await api.request('POST', `/projects/${copy.id}/fork/${hidden.id}`, { token: adminToken });
    expect(await get(copy.id, bob.token)).not.toHaveProperty('forked_from_project');
    expect(await get(copy.id)).not.toHaveProperty('forked_from_project');
    expect((await get(copy.id, alice.token)).forked_from_project).toMatchObject({ id: hidden.id, path_with_namespace: 'alice/hidden' });
    expect((await get(copy.id, adminToken)).forked_from_project.id).toBe(hidden.id);
    // forks_count counts every fork, seen or not.
    expect((await get(source.id, bob.token)).forks_count).toBe(0);
    expect((await get(hidden.id, alice.token)).forks_count).toBe(1);
  });
});
