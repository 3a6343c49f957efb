import { expect, test } from 'vitest';
import { now } from '../../server/database/schema.js';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { createProject } from './support.js';

describeApi('POST /projects/:id/housekeeping', (api) => {
  const inProgress = { message: 'Housekeeping task is already in progress' };
  const lastHousekeeping = async (id: number) =>
    (await api.db.selectFrom('projects').select('last_housekeeping_at').where('id', '=', id).executeTakeFirstOrThrow()).last_housekeeping_at;

  test('201 with no body; 409 while the task is queued; runs in the background, then may be started again', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'tool' });
    const started = await api.request('POST', `/projects/${project.id}/housekeeping`, { token: alice.token });
    expect(started.status).toBe(201);
    expect(started.text).toBe('');

    for (const id of [project.id, 'alice%2Ftool']) {
      const again = await api.request('POST', `/projects/${id}/housekeeping`, { token: alice.token });
      expect(again.status).toBe(409);
      expect(again.headers.get('content-type')).toBe('application/json');
      expect(again.body).toEqual(inProgress);
    }
    // Another project's task is independent.
    const other = await createProject(api, alice.token, { name: 'other' });
    expect((await api.request('POST', `/projects/${other.id}/housekeeping`, { token: alice.token })).status).toBe(201);

    expect(await lastHousekeeping(project.id)).toBeNull();
    const before = now();
    expect(await runJobsUntilIdle(api.services)).toBe(2);
    expect((await lastHousekeeping(project.id))! >= before).toBe(true);
    expect((await api.request('POST', `/projects/${project.id}/housekeeping`, { token: alice.token })).status).toBe(201);
  });

  test('409 while the task is running', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'tool' });
    await api.request('POST', `/projects/${project.id}/housekeeping`, { token: alice.token });
    await api.db.updateTable('jobs').set({ state: 'running', locked_by: 'a worker', locked_until: new Date(Date.now() + 60_000).toISOString() }).execute();
    const again = await api.request('POST', `/projects/${project.id}/housekeeping`, { token: alice.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(inProgress);
  });

  test('maintainers, owners and administrators may; 403 for developers and below, 404 if invisible, 401 anonymous', async () => {
    const alice = await api.createUser('alice');
    const [maintainer, developer, reporter, outsider] = await Promise.all(['maintainer', 'developer', 'reporter', 'outsider'].map((name) => api.createUser(name)));
    const open = await createProject(api, alice.token, { name: 'open', visibility: 'public' });
    const secret = await createProject(api, alice.token, { name: 'secret', visibility: 'private' });
    for (const [user, level] of [[maintainer!, 40], [developer!, 30], [reporter!, 20]] as const) {
      const added = await api.request('POST', `/projects/${open.id}/members`, { token: alice.token, json: { user_id: user.id, access_level: level } });
      expect(added.status, added.text).toBe(201);
    }

    for (const user of [developer!, reporter!, outsider!]) {
      const response = await api.request('POST', `/projects/${open.id}/housekeeping`, { token: user.token });
      expect(response.status, user.username).toBe(403);
      expect(response.body).toEqual({ message: '403 Forbidden' });
    }
    for (const id of [secret.id, 999999]) {
      const response = await api.request('POST', `/projects/${id}/housekeeping`, { token: outsider!.token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
    // Prism answers an anonymous call of a secured operation itself: this one goes to the server directly.
    const anonymous = await api.request('POST', `/projects/${open.id}/housekeeping`, { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    expect(await api.db.selectFrom('jobs').select('id').execute()).toEqual([]);

    expect((await api.request('POST', `/projects/${open.id}/housekeeping`, { token: maintainer!.token })).status).toBe(201);
    expect((await api.request('POST', `/projects/${secret.id}/housekeeping`, { token: adminToken })).status).toBe(201);
  });
});
