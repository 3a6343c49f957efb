// The typed client managing project hooks through the Prism proxy: every call type-checked against the spec.
import { expect, test } from 'vitest';
import { ApiRequestError, createClient, unwrap } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';
import { createProject } from './support.js';

describeApi('typed client: project hooks', (api) => {
  test('create, list, read, edit and delete; refusals arrive as ApiRequestError with the body', async () => {
    const client = createClient({ baseUrl: api.url, token: adminToken });
    const project = await createProject(api, 'client-hooks');
    const path = { id: project.id };

    const created = unwrap(await client.POST('/projects/{id}/hooks', {
      params: { path },
      body: { url: 'https://example.com/typed', push_events: false, issues_events: true, wiki_events: true, token: 'typed-secret' },
    }));
    expect(created).toMatchObject({ url: 'https://example.com/typed', push_events: false, issues_events: true, wiki_page_events: true });
    expect(created).not.toHaveProperty('token');

    const listed = unwrap(await client.GET('/projects/{id}/hooks', { params: { path } }));
    expect(listed.map((hook) => hook.id)).toEqual([created.id]);
    const read = unwrap(await client.GET('/projects/{id}/hooks/{hook_id}', { params: { path: { ...path, hook_id: created.id } } }));
    expect(read).toEqual(created);

    const edited = unwrap(await client.PUT('/projects/{id}/hooks/{hook_id}', {
      params: { path: { ...path, hook_id: created.id } },
      body: { url: 'https://example.com/typed-2', merge_requests_events: true },
    }));
    expect(edited).toMatchObject({ id: created.id, url: 'https://example.com/typed-2', merge_requests_events: true, issues_events: true });

    const removed = await client.DELETE('/projects/{id}/hooks/{hook_id}', { params: { path: { ...path, hook_id: created.id } } });
    expect(removed.response.status).toBe(200);
    expect(unwrap(await client.GET('/projects/{id}/hooks', { params: { path } }))).toEqual([]);

    const missing = await client.GET('/projects/{id}/hooks/{hook_id}', { params: { path: { ...path, hook_id: created.id } } });
    expect(() => unwrap(missing)).toThrow(ApiRequestError);
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ message: '404 Not found' });
  });
});
