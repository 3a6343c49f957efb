// DELETE /users/:id as the real service answers it: administrators only, 409 for the sole owner of a group unless
// hard_delete, personal projects deleted, contributions moved to the Ghost User (or deleted with hard_delete).
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';

describeApi('deleting users', (api) => {
  const asAdmin = { token: adminToken };

  test('only administrators; unknown users 404; the user, their tokens and their personal projects are gone', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Tool', initialize_with_readme: true } });
    expect(project.status).toBe(201);
    expect((await api.request('DELETE', `/users/${alice.id}`, { token: bob.token })).status).toBe(403);
    expect((await api.request('DELETE', '/users/999999', asAdmin)).body).toEqual({ message: '404 User Not Found' });

    expect((await api.request('DELETE', `/users/${alice.id}`, asAdmin)).status).toBe(204);
    expect((await api.request('GET', `/users/${alice.id}`, asAdmin)).status).toBe(404);
    expect((await api.request('GET', `/projects/${project.body.id}`, asAdmin)).status).toBe(404);
    expect((await api.request('GET', '/user', { token: alice.token })).status).toBe(401);
  });

  test('soft deletion moves issues and merge requests to the Ghost User, who cannot be deleted', async () => {
    const alice = await api.createUser('alice');
    const project = await api.request('POST', '/projects', { token: adminToken, json: { name: 'Shared', initialize_with_readme: true, visibility: 'public' } });
    const issue = await api.request('POST', `/projects/${project.body.id}/issues`, { token: alice.token, json: { title: 'Written by Alice' } });
    expect(issue.status).toBe(201);
    expect((await api.request('DELETE', `/users/${alice.id}`, asAdmin)).status).toBe(204);
    const kept = await api.request('GET', `/projects/${project.body.id}/issues/${issue.body.iid}`, asAdmin);
    expect(kept.body.author).toMatchObject({ username: 'ghost', name: 'Ghost User' });
    expect((await api.request('DELETE', `/users/${kept.body.author.id}`, asAdmin)).body).toEqual({ message: '403 Forbidden' });
  });

  test('the sole owner of a group: 409 without hard_delete; with it, the group and their issues go too', async () => {
    const alice = await api.createUser('alice');
    const group = await api.request('POST', '/groups', { token: alice.token, json: { name: 'Alices', path: 'alices' } });
    expect(group.status).toBe(201);
    const project = await api.request('POST', '/projects', { token: adminToken, json: { name: 'Shared', visibility: 'public' } });
    const issue = await api.request('POST', `/projects/${project.body.id}/issues`, { token: alice.token, json: { title: 'Written by Alice' } });

    const refused = await api.request('DELETE', `/users/${alice.id}`, asAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'User cannot be removed while is the sole-owner of a group' });
    expect((await api.request('GET', `/users/${alice.id}`, asAdmin)).status).toBe(200);

    expect((await api.request('DELETE', `/users/${alice.id}?hard_delete=true`, asAdmin)).status).toBe(204);
    expect((await api.request('GET', '/groups/alices', asAdmin)).status).toBe(404);
    expect((await api.request('GET', `/projects/${project.body.id}/issues/${issue.body.iid}`, asAdmin)).status).toBe(404);
  });
});
