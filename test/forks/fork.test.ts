import { expect, test } from 'vitest';
import { runJobsUntilIdle, startJobRunner } from '../../server/jobs/runner.js';
import { createProject } from '../projects/support.js';
import { adminToken, describeApi } from '../support/context.js';
import { awaitImport, fork, simpleFormOf, withJobRunner } from './support.js';

describeApi('POST /projects/:id/fork', (api) => {
  test('answers 201 at once with a scheduled copy; the background job takes it to finished', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await createProject(api, alice.token, {
      name: 'Diaspora Client', description: 'A client for the API', visibility: 'public', tag_list: ['ruby', 'api'],
      wiki_enabled: false, only_allow_merge_if_pipeline_succeeds: true, ci_config_path: 'ci/pipeline.yml',
    });

    // The server's job runner is running: the answer still tells the state the fork was created in.
    const runner = startJobRunner(api.services);
    const created = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, json: { namespace: 'bob' } })
      .finally(() => runner.stop());
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toBe('application/json');
    const forked = created.body;
    expect(forked).toMatchObject({
      name: 'Diaspora Client',
      path: 'diaspora-client',
      path_with_namespace: 'bob/diaspora-client',
      name_with_namespace: 'bob / Diaspora Client',
      namespace: { name: 'bob', path: 'bob', kind: 'user', full_path: 'bob' },
      owner: { id: bob.id, username: 'bob' },
      creator_id: bob.id,
      description: 'A client for the API',
      visibility: 'public',
      tag_list: ['ruby', 'api'],
      default_branch: 'master',
      wiki_enabled: false,
      issues_enabled: true,
      only_allow_merge_if_pipeline_succeeds: true,
      ci_config_path: 'ci/pipeline.yml',
      archived: false,
      import_status: 'scheduled',
      import_error: null,
      forks_count: 0,
      permissions: { project_access: { access_level: 50, notification_level: 3 }, group_access: null },
    });
    expect(forked.id).not.toBe(source.id);
    expect(forked.runners_token).not.toBe(source.runners_token);
    const sourceNow = (await api.request('GET', `/projects/${source.id}`, { token: alice.token })).body;
    expect(sourceNow.forks_count).toBe(1);
    expect(sourceNow).not.toHaveProperty('forked_from_project');
    expect(forked.forked_from_project).toEqual(simpleFormOf(sourceNow));

    const finished = await withJobRunner(api, () => awaitImport(api, bob.token, forked.id));
    expect(finished).toMatchObject({ import_status: 'finished', import_error: null, forked_from_project: { id: source.id } });
    // Anyone who can see both sees the relation.
    const anonymous = await api.request('GET', `/projects/${forked.id}`);
    expect(anonymous.body).toMatchObject({ import_status: 'finished', forked_from_project: { id: source.id, forks_count: 1 } });
  });

  test('the namespace by numeric id, form-encoded; the source by path; a fork of a fork', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const carol = await api.createUser('carol');
    const source = await createProject(api, alice.token, { name: 'tool', visibility: 'internal' });
    const bobNamespace = (await api.request('GET', `/projects/${(await createProject(api, bob.token, { name: 'own' })).id}`, { token: bob.token })).body.namespace.id;

    const byId = await api.request('POST', '/projects/alice%2Ftool/fork', { token: bob.token, form: { namespace: String(bobNamespace) } });
    expect(byId.status, byId.text).toBe(201);
    expect(byId.body).toMatchObject({ path_with_namespace: 'bob/tool', visibility: 'internal', forked_from_project: { id: source.id } });

    const ofFork = await fork(api, carol.token, byId.body.id, 'CAROL');
    expect(ofFork).toMatchObject({ path_with_namespace: 'carol/tool', forked_from_project: { id: byId.body.id, path_with_namespace: 'bob/tool' } });
    await runJobsUntilIdle(api.services);
    const counts = await Promise.all([source.id, byId.body.id, ofFork.id].map(async (id) =>
      (await api.request('GET', `/projects/${id}`, { token: adminToken })).body.forks_count));
    expect(counts).toEqual([1, 1, 0]);
  });

  test('without a namespace the fork goes to the caller\'s own; namespace_id, namespace_path, path and name as real clients send them', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await createProject(api, alice.token, { name: 'tool', visibility: 'internal' });
    const bobNamespace = (await api.request('GET', '/namespaces', { token: bob.token })).body.find((namespace: any) => namespace.kind === 'user').id;

    const bare = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token });
    expect(bare.status, bare.text).toBe(201);
    expect(bare.body).toMatchObject({ path_with_namespace: 'bob/tool', name: 'tool', namespace: { id: bobNamespace } });
    const named = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, json: { path: 'tool-2', name: 'Tool 2' } });
    expect(named.status, named.text).toBe(201);
    expect(named.body).toMatchObject({ path_with_namespace: 'bob/tool-2', name: 'Tool 2' });
    const byId = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, form: { namespace_id: String(bobNamespace), path: 'by-id', name: 'By id' } });
    expect(byId.status, byId.text).toBe(201);
    expect(byId.body).toMatchObject({ path_with_namespace: 'bob/by-id', name: 'By id', forked_from_project: { id: source.id } });
    // namespace_id wins over namespace_path, which wins over namespace.
    const byPath = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, json: { namespace_path: 'bob', namespace: 'nowhere', path: 'by-path', name: 'By path' } });
    expect(byPath.body).toMatchObject({ path_with_namespace: 'bob/by-path' });
    const unknownId = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, json: { namespace_id: 999999, namespace_path: 'bob', path: 'never' } });
    expect(unknownId.status).toBe(404);
    expect(unknownId.body).toEqual({ message: '404 Target Namespace Not Found' });
    const taken = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, json: { path: 'by-id', name: 'By id' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: { name: ['has already been taken'], path: ['has already been taken'] } });
    expect(await api.db.selectFrom('projects').select('id').where('path', '=', 'never').execute()).toHaveLength(0);
  });

  test('401 for anonymous callers and invalid tokens', async () => {
    const alice = await api.createUser('alice');
    const source = await createProject(api, alice.token, { name: 'tool', visibility: 'public' });
    // Prism answers an anonymous call of a secured operation itself: this one goes to the server directly.
    const anonymous = await api.request('POST', `/projects/${source.id}/fork`, { direct: true, json: { namespace: 'alice' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    const badToken = await api.request('POST', `/projects/${source.id}/fork`, { token: 'nope', json: { namespace: 'alice' } });
    expect(badToken.status).toBe(401);
    expect(badToken.body).toEqual({ message: '401 Unauthorized' });
  });

  test('404 for a project the caller cannot see, and for a namespace that does not exist or is not theirs', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const secret = await createProject(api, alice.token, { name: 'secret', visibility: 'private' });
    const open = await createProject(api, alice.token, { name: 'open', visibility: 'public' });
    for (const id of [secret.id, 'alice%2Fsecret', 999999]) {
      const response = await api.request('POST', `/projects/${id}/fork`, { token: bob.token, json: { namespace: 'bob' } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
    for (const namespace of ['alice', 'nobody', 999999, '99999999999']) {
      const response = await api.request('POST', `/projects/${open.id}/fork`, { token: bob.token, json: { namespace } });
      expect(response.status, String(namespace)).toBe(404);
      expect(response.body).toEqual({ message: '404 Target Namespace Not Found' });
    }
    expect(await api.db.selectFrom('projects').select('id').execute()).toHaveLength(2);
  });

  test('409 when the name or path is taken in the namespace', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await createProject(api, alice.token, { name: 'Tool', visibility: 'public' });
    const intoOwn = await api.request('POST', `/projects/${source.id}/fork`, { token: alice.token, json: { namespace: 'alice' } });
    expect(intoOwn.status).toBe(409);
    expect(intoOwn.body).toEqual({ message: { name: ['has already been taken'], path: ['has already been taken'] } });

    await createProject(api, bob.token, { name: 'Other name', path: 'TOOL' });
    const pathOnly = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, json: { namespace: 'bob' } });
    expect(pathOnly.status).toBe(409);
    expect(pathOnly.body).toEqual({ message: { path: ['has already been taken'] } });

    await fork(api, adminToken, source.id, 'root');
    const again = await api.request('POST', `/projects/${source.id}/fork`, { token: adminToken, json: { namespace: 'root' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: { name: ['has already been taken'], path: ['has already been taken'] } });
  });

  test('409 with the limit when the caller owns as many projects as allowed', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await createProject(api, alice.token, { name: 'tool', visibility: 'public' });
    await api.db.updateTable('users').set({ projects_limit: 0 }).where('id', '=', bob.id).execute();
    const response = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, json: { namespace: 'bob' } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: { limit_reached: ['Your project limit is 0 projects! Please contact your administrator to increase it'] } });
  });

  test('into a group: maintainers and owners may, others get 404; the fork is no more open than the group', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const carol = await api.createUser('carol');
    const source = await createProject(api, alice.token, { name: 'tool', visibility: 'public' });
    const group = await api.request('POST', '/groups', { token: bob.token, json: { name: 'Team', path: 'team', visibility: 'internal' } });
    expect(group.status, group.text).toBe(201);

    const developer = await api.createUser('developer');
    const maintainer = await api.createUser('maintainer');
    for (const [user, level] of [[developer, 30], [maintainer, 40]] as const) {
      const added = await api.request('POST', `/groups/${group.body.id}/members`, { token: bob.token, json: { user_id: user.id, access_level: level } });
      expect(added.status, added.text).toBe(201);
    }

    for (const token of [carol.token, developer.token]) {
      const refused = await api.request('POST', `/projects/${source.id}/fork`, { token, json: { namespace: 'team' } });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: '404 Target Namespace Not Found' });
    }

    const forked = await fork(api, maintainer.token, source.id, group.body.id);
    expect(forked).toMatchObject({ path_with_namespace: 'team/tool', namespace: { kind: 'group' }, visibility: 'internal', owner: null, creator_id: maintainer.id });
    const byOwner = await api.request('POST', `/projects/${source.id}/fork`, { token: bob.token, json: { namespace: 'team' } });
    expect(byOwner.status).toBe(409);
  });

  test('a level restricted by the administrator is lowered to the most open one allowed', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await createProject(api, alice.token, { name: 'tool', visibility: 'public' });
    const settings = await api.request('PUT', '/application/settings', { token: adminToken, json: { restricted_visibility_levels: ['public'] } });
    expect(settings.status).toBe(200);
    expect((await fork(api, bob.token, source.id, 'bob')).visibility).toBe('internal');
    // Administrators are not restricted.
    expect((await fork(api, adminToken, source.id, 'root')).visibility).toBe('public');
  });

  test('failed, with import_error, when the source is deleted before the job runs', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await createProject(api, alice.token, { name: 'tool', visibility: 'public' });
    const forked = await fork(api, bob.token, source.id, 'bob');
    const deleted = await api.request('DELETE', `/projects/${source.id}`, { token: alice.token });
    expect(deleted.status, deleted.text).toBe(204);

    const failed = await withJobRunner(api, () => awaitImport(api, bob.token, forked.id));
    expect(failed).toMatchObject({ import_status: 'failed', import_error: 'The source project was deleted before the fork was complete' });
    expect(failed).not.toHaveProperty('forked_from_project');
  });
});
