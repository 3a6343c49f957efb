import { expect, test } from 'vitest';
import { now } from '../../server/database/schema.js';
import { adminToken, describeApi } from '../support/context.js';
import { createProject } from './support.js';

const notFound = { message: '404 Project Not Found' };

describeApi('GET /projects/:id', (api) => {
  test('by numeric id and by URL-encoded path, the path case-insensitively', async () => {
    const created = await createProject(api, adminToken, { name: 'My Project' });
    const byId = await api.request('GET', `/projects/${created.id}`, { token: adminToken });
    expect(byId.status).toBe(200);
    expect(byId.headers.get('content-type')).toBe('application/json');
    expect(byId.body).toEqual(created);
    for (const path of ['root%2Fmy-project', 'ROOT%2FMy-Project', encodeURIComponent('root/MY-PROJECT')]) {
      const byPath = await api.request('GET', `/projects/${path}`, { token: adminToken });
      expect(byPath.status, path).toBe(200);
      expect(byPath.body).toEqual(created);
    }
  });

  test('unknown ids and paths are 404 Project Not Found', async () => {
    await createProject(api, adminToken, { name: 'Exists', visibility: 'public' });
    for (const id of ['999999', 'root%2Fnope', 'nobody%2Fexists', 'exists', '0']) {
      for (const token of [adminToken, undefined]) {
        const response = await api.request('GET', `/projects/${id}`, { token });
        expect(response.status, id).toBe(404);
        expect(response.body).toEqual(notFound);
      }
    }
  });

  test('private: 404 for anonymous callers and non-members, 200 for the owner and administrators', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await createProject(api, alice.token, { name: 'Secret', visibility: 'private' });
    for (const id of [project.id, 'alice%2Fsecret']) {
      for (const token of [undefined, bob.token]) {
        const response = await api.request('GET', `/projects/${id}`, { token });
        expect(response.status).toBe(404);
        expect(response.body).toEqual(notFound);
      }
      for (const token of [alice.token, adminToken]) {
        const response = await api.request('GET', `/projects/${id}`, { token });
        expect(response.status).toBe(200);
        expect(response.body.id).toBe(project.id);
      }
    }
  });

  test('internal: 404 for anonymous callers, 200 for any signed-in user', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await createProject(api, alice.token, { name: 'Inside', visibility: 'internal' });
    const anonymous = await api.request('GET', `/projects/${project.id}`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual(notFound);
    for (const token of [bob.token, alice.token, adminToken]) {
      const response = await api.request('GET', `/projects/${project.id}`, { token });
      expect(response.status).toBe(200);
      expect(response.body.visibility).toBe('internal');
    }
  });

  test('public: 200 for anonymous callers; an invalid token is still 401', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Open', visibility: 'public' });
    const anonymous = await api.request('GET', `/projects/${project.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ id: project.id, visibility: 'public', permissions: { project_access: null, group_access: null } });
    const badToken = await api.request('GET', `/projects/${project.id}`, { token: 'no-such-token' });
    expect(badToken.status).toBe(401);
    expect(badToken.body).toEqual({ message: '401 Unauthorized' });
  });

  test('runners_token and import_url only for maintainers, owners and administrators; project_access null for non-members', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const maintainer = await api.createUser('maintainer');
    const developer = await api.createUser('developer');
    const project = await createProject(api, alice.token, { name: 'Tokens', visibility: 'public' });
    // There is no members API yet: memberships are written straight into the database.
    await api.db.insertInto('project_members').values([
      { project_id: project.id, user_id: maintainer.id, access_level: 40, created_at: now(), expires_at: null },
      { project_id: project.id, user_id: developer.id, access_level: 30, created_at: now(), expires_at: null },
    ]).execute();

    const as = async (token: string | undefined) => {
      const response = await api.request('GET', `/projects/${project.id}`, { token });
      expect(response.status).toBe(200);
      return response.body;
    };
    const owner = await as(alice.token);
    expect(owner.runners_token).toBe(project.runners_token);
    expect(owner.permissions.project_access).toEqual({ access_level: 50, notification_level: 3 });

    const admin = await as(adminToken);
    expect(admin.runners_token).toBe(project.runners_token);
    expect(admin.permissions.project_access).toBeNull();

    const asMaintainer = await as(maintainer.token);
    expect(asMaintainer.runners_token).toBe(project.runners_token);
    expect(asMaintainer).toHaveProperty('import_url', null);
    expect(asMaintainer.permissions.project_access).toEqual({ access_level: 40, notification_level: 3 });

    const asDeveloper = await as(developer.token);
    expect(asDeveloper).not.toHaveProperty('runners_token');
    expect(asDeveloper).not.toHaveProperty('import_url');
    expect(asDeveloper.permissions.project_access).toEqual({ access_level: 30, notification_level: 3 });

    for (const token of [bob.token, undefined]) {
      const outsider = await as(token);
      expect(outsider).not.toHaveProperty('runners_token');
      expect(outsider).not.toHaveProperty('import_url');
      expect(outsider.permissions).toEqual({ project_access: null, group_access: null });
    }
  });

  test('a project read again shows at once what changed, and what each caller and each query asks for', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Tool', visibility: 'public' });
    const read = async (token: string | undefined, query: Record<string, string> = {}) => {
      const response = await api.request('GET', `/projects/${project.id}`, { token, headers: { 'Cache-Control': 'no-cache' }, query });
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      return response.body;
    };
    expect(await read(adminToken)).not.toHaveProperty('statistics');
    // The same row, asked for with its statistics, and read by the owner, another user and an anonymous caller.
    expect(await read(adminToken, { statistics: 'true' })).toHaveProperty('statistics.commit_count');
    expect(await read(adminToken)).not.toHaveProperty('statistics');
    expect((await read(alice.token)).permissions.project_access).toMatchObject({ access_level: 50 });
    const bob = await api.createUser('bob');
    expect((await read(bob.token)).permissions.project_access).toBeNull();
    expect(await read(undefined)).not.toHaveProperty('runners_token');
    expect((await api.request('PUT', `/projects/${project.id}`, { token: alice.token, json: { name: 'Tool, renamed' } })).status).toBe(200);
    expect(await read(bob.token)).toMatchObject({ name: 'Tool, renamed' });
  });

  test('open_issues_count counts open issues; confidential ones only for reporters and up and administrators', async () => {
    const alice = await api.createUser('alice');
    const reporter = await api.createUser('reporter');
    const guest = await api.createUser('guest');
    const project = await createProject(api, alice.token, { name: 'Tracked', visibility: 'public' });
    await api.db.insertInto('project_members').values([
      { project_id: project.id, user_id: reporter.id, access_level: 20, created_at: now(), expires_at: null },
      { project_id: project.id, user_id: guest.id, access_level: 10, created_at: now(), expires_at: null },
    ]).execute();
    const openIssue = async (json: Record<string, unknown>) => {
      const response = await api.request('POST', `/projects/${project.id}/issues`, { token: alice.token, json });
      expect(response.status, response.text).toBe(201);
      return response.body.iid as number;
    };
    await openIssue({ title: 'Open' });
    await openIssue({ title: 'Secret', confidential: true });
    const closed = await openIssue({ title: 'Closed' });
    const close = await api.request('PUT', `/projects/${project.id}/issues/${closed}`, { token: alice.token, json: { state_event: 'close' } });
    expect(close.status).toBe(200);

    const countFor = async (token: string | undefined) => {
      const one = await api.request('GET', `/projects/${project.id}`, { token });
      const listed = await api.request('GET', '/projects', { token, query: { search: 'Tracked' } });
      expect(listed.body[0].open_issues_count).toBe(one.body.open_issues_count);
      return one.body.open_issues_count;
    };
    for (const token of [alice.token, reporter.token, adminToken]) expect(await countFor(token)).toBe(2);
    for (const token of [guest.token, undefined]) expect(await countFor(token)).toBe(1);
  });

  test('open_issues_count follows every change of an issue: closing, reopening, confidentiality, its author removed', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const project = await createProject(api, adminToken, { name: 'Counted', visibility: 'public' });
    const open = async (token: string, json: Record<string, unknown>) => {
      const response = await api.request('POST', `/projects/${project.id}/issues`, { token, json });
      expect(response.status, response.text).toBe(201);
      return response.body.iid as number;
    };
    const change = async (iid: number, json: Record<string, unknown>) => {
      const response = await api.request('PUT', `/projects/${project.id}/issues/${iid}`, { token: adminToken, json });
      expect(response.status, response.text).toBe(200);
    };
    const counts = async () => Promise.all([adminToken, alice.token].map(async (token) =>
      (await api.request('GET', `/projects/${project.id}`, { token })).body.open_issues_count as number));

    const first = await open(adminToken, { title: 'First' });
    const second = await open(adminToken, { title: 'Second' });
    await open(bob.token, { title: 'By Bob' });
    expect(await counts()).toEqual([3, 3]);
    await change(first, { state_event: 'close' });
    expect(await counts()).toEqual([2, 2]);
    await change(second, { confidential: true });
    expect(await counts()).toEqual([2, 1]);
    await change(first, { state_event: 'reopen', confidential: true });
    expect(await counts()).toEqual([3, 1]);
    await change(second, { state_event: 'close' });
    expect(await counts()).toEqual([2, 1]);
    expect((await api.request('DELETE', `/users/${bob.id}?hard_delete=true`, { token: adminToken })).status).toBe(204);
    expect(await counts()).toEqual([1, 0]);
  });
});
