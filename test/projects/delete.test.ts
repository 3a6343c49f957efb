import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { createClient } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';
import { projectWithCast, upload } from './actions-support.js';
import { createProject } from './support.js';

describeApi('DELETE /projects/:id', (api) => {
  const tables = ['project_members', 'project_stars', 'project_custom_attributes', 'project_uploads', 'project_hooks', 'issues'] as const;
  const count = async (table: (typeof tables)[number], projectId: number) => {
    const { total } = await api.db.selectFrom(table).select(({ fn }) => fn.countAll<string | number>().as('total')).where('project_id', '=', projectId).executeTakeFirstOrThrow();
    return Number(total);
  };

  test('the owner deletes a project with everything that belongs to it: 204, nothing left behind', async () => {
    const { owner, outsider, project } = await projectWithCast(api, 'public');
    const other = await createProject(api, owner.token, { name: 'Other', visibility: 'public' });
    await api.request('POST', `/projects/${project.id}/star`, { token: outsider.token });
    await api.request('POST', `/projects/${other.id}/star`, { token: outsider.token });
    await api.request('PUT', `/projects/${project.id}/custom_attributes/team`, { token: adminToken, json: { value: 'red' } });
    const uploaded = await upload(api, owner.token, project.id, { content: 'attached' });
    const kept = await upload(api, owner.token, other.id, { content: 'kept' });
    expect((await api.request('POST', `/projects/${project.id}/hooks`, { token: owner.token, json: { url: 'https://example.com/hook' } })).status).toBe(201);
    expect((await api.request('POST', `/projects/${project.id}/issues`, { token: owner.token, json: { title: 'Filed' } })).status).toBe(201);
    const uploadsDir = join(api.services.config.dataDir, 'uploads');
    expect(await readdir(join(uploadsDir, String(project.id)))).toHaveLength(1);
    for (const table of tables) {
      expect(await count(table, project.id), table).toBeGreaterThan(0);
    }

    const response = await api.request('DELETE', `/projects/${project.id}`, { token: owner.token });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');

    const gone = await api.request('GET', `/projects/${project.id}`, { token: owner.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: '404 Project Not Found' });
    for (const table of tables) {
      expect(await count(table, project.id), table).toBe(0);
    }
    await expect(access(join(uploadsDir, String(project.id)))).rejects.toThrow();
    expect((await fetch(`${project.web_url}${uploaded.body.url}`)).status).toBe(404);

    // The other project keeps what is its own.
    expect(await count('project_stars', other.id)).toBe(1);
    expect((await fetch(`${other.web_url}${kept.body.url}`)).status).toBe(200);
    const starred = await api.request('GET', '/projects', { token: outsider.token, query: { starred: 'true' } });
    expect(starred.body.map((listed: { id: number }) => listed.id)).toEqual([other.id]);
    // The name and path are free again.
    expect((await api.request('POST', '/projects', { token: owner.token, json: { name: 'Cast Project' } })).status).toBe(201);
  });

  test('owner or administrator only: 403 for maintainers and below, 404 when unreadable, 401 anonymous', async () => {
    const { maintainer, developer, guest, outsider, project } = await projectWithCast(api, 'private');
    for (const user of [maintainer, developer, guest]) {
      const response = await api.request('DELETE', `/projects/${project.id}`, { token: user.token });
      expect(response.status, user.username).toBe(403);
      expect(response.body).toEqual({ message: '403 Forbidden' });
    }
    const stranger = await api.request('DELETE', `/projects/${project.id}`, { token: outsider.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: '404 Project Not Found' });
    // Prism answers unauthenticated calls to secured operations itself: this one goes to the server.
    const anonymous = await api.request('DELETE', `/projects/${project.id}`, { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    expect((await api.request('GET', `/projects/${project.id}`, { token: adminToken })).status).toBe(200);

    const byAdmin = await api.request('DELETE', '/projects/owner%2Fcast-project', { token: adminToken });
    expect(byAdmin.status).toBe(204);
    const again = await api.request('DELETE', `/projects/${project.id}`, { token: adminToken });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: '404 Project Not Found' });
  });

  test('a public project: a signed-in non-member gets 403', async () => {
    const { outsider, project } = await projectWithCast(api, 'public');
    const response = await api.request('DELETE', `/projects/${project.id}`, { token: outsider.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: '403 Forbidden' });
  });

  test('the typed client and @gitbeaker/rest delete projects', async () => {
    const first = await createProject(api, adminToken, { name: 'Typed Delete' });
    const second = await createProject(api, adminToken, { name: 'Beaker Delete' });
    const client = createClient({ baseUrl: api.url, token: adminToken });
    const deleted = await client.DELETE('/projects/{id}', { params: { path: { id: first.id } } });
    expect(deleted.response.status).toBe(204);
    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    await gitlab.Projects.remove(second.id);
    expect((await api.request('GET', '/projects', { token: adminToken })).body).toEqual([]);
  });
});
