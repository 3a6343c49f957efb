// Todos about merge requests.
import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { createMergeRequest, projectWithBranches } from './support.js';

describeApi('merge request todos', (api) => {
  test('201 with the todo, 304 while one is pending; anonymous 401; strangers of a private project 404', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await projectWithBranches(api, alice.token, 'todo-project', { visibility: 'public' });
    const created = await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/1/todo`;

    const todo = await api.request('POST', path, { token: bob.token });
    expect(todo.status, todo.text).toBe(201);
    expect(todo.body).toMatchObject({
      project: { id: project.id, name: 'todo-project', path: 'todo-project', path_with_namespace: 'alice/todo-project', name_with_namespace: 'alice / todo-project' },
      author: { id: bob.id, username: 'bob' },
      action_name: 'marked',
      target_type: 'MergeRequest',
      target: { id: created.id, iid: 1, subscribed: false },
      target_url: created.web_url,
      body: 'Add the feature',
      state: 'pending',
    });
    const again = await api.request('POST', path, { token: bob.token });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await api.request('POST', path, { token: alice.token })).status).toBe(201);

    // Prism answers unauthenticated calls to secured operations itself: straight to the server.
    expect((await api.request('POST', path, { direct: true })).status).toBe(401);
    const hiddenProject = await projectWithBranches(api, alice.token, 'hidden-todo');
    await createMergeRequest(api, alice.token, hiddenProject.id);
    const hidden = await api.request('POST', `/projects/${hiddenProject.id}/merge_requests/1/todo`, { token: bob.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Project Not Found' });
    expect((await api.request('POST', `/projects/${project.id}/merge_requests/9/todo`, { token: bob.token })).body).toEqual({ message: '404 Not found' });
  });
});
