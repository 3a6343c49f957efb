import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, upload } from './actions-support.js';
import { createProject, ids } from './support.js';

describeApi('GET /projects filters', (api) => {
  const list = async (query: Record<string, string>, token?: string) => {
    const response = await api.request('GET', '/projects', { token, query: { order_by: 'id', sort: 'asc', ...query } });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  test('archived=true only archived projects, archived=false only the others', async () => {
    const kept = await createProject(api, adminToken, { name: 'Kept' });
    const shelved = await createProject(api, adminToken, { name: 'Shelved' });
    await api.request('POST', `/projects/${shelved.id}/archive`, { token: adminToken });
    expect(ids(await list({}, adminToken))).toEqual([kept.id, shelved.id]);
    expect(ids(await list({ archived: 'true' }, adminToken))).toEqual([shelved.id]);
    expect(ids(await list({ archived: 'false' }, adminToken))).toEqual([kept.id]);
    const bad = await api.request('GET', '/projects', { token: adminToken, query: { archived: 'perhaps' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'archived is invalid' });
  });

  test('membership counts membership through the project\'s group and through a share', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const team = await api.request('POST', '/groups', { token: alice.token, json: { name: 'team', path: 'team', visibility: 'private' } });
    expect(team.status).toBe(201);
    const inGroup = await createProject(api, alice.token, { name: 'Grouped', namespace_id: team.body.id, visibility: 'private' });
    const crew = await api.request('POST', '/groups', { token: bob.token, json: { name: 'crew', path: 'crew', visibility: 'internal' } });
    const shared = await createProject(api, alice.token, { name: 'Lent', visibility: 'private' });
    const share = await api.request('POST', `/projects/${shared.id}/share`, { token: alice.token, json: { group_id: crew.body.id, group_access: 30 } });
    expect(share.status).toBe(201);
    await createProject(api, adminToken, { name: 'Elsewhere', visibility: 'internal' });

    expect(ids(await list({ membership: 'true' }, alice.token))).toEqual([inGroup.id, shared.id]);
    expect(ids(await list({ membership: 'true' }, bob.token))).toEqual([shared.id]);
  });

  test('owned, membership and starred are relative to the caller; ignored when false or anonymous', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const alices = await createProject(api, alice.token, { name: 'Alices', visibility: 'public' });
    const bobs = await createProject(api, bob.token, { name: 'Bobs', visibility: 'public' });
    const shared = await createProject(api, bob.token, { name: 'Shared', visibility: 'private' });
    const rootPublic = await createProject(api, adminToken, { name: 'Root Public', visibility: 'public' });
    await addMember(api, shared.id, alice.id, 30);
    await api.request('POST', `/projects/${rootPublic.id}/star`, { token: alice.token });
    await api.request('POST', `/projects/${bobs.id}/star`, { token: alice.token });

    expect(ids(await list({}, alice.token))).toEqual([alices.id, bobs.id, shared.id, rootPublic.id]);
    expect(ids(await list({ owned: 'true' }, alice.token))).toEqual([alices.id]);
    expect(ids(await list({ membership: 'true' }, alice.token))).toEqual([alices.id, shared.id]);
    expect(ids(await list({ starred: 'true' }, alice.token))).toEqual([bobs.id, rootPublic.id]);
    expect(ids(await list({ starred: 'true', owned: 'true' }, alice.token))).toEqual([]);
    expect(ids(await list({ owned: 'true' }, bob.token))).toEqual([bobs.id, shared.id]);
    expect(ids(await list({ owned: 'false', membership: 'false', starred: 'false' }, alice.token))).toEqual([alices.id, bobs.id, shared.id, rootPublic.id]);
    // The administrator owns only their own namespace's projects, though they may read all.
    expect(ids(await list({ owned: 'true' }, adminToken))).toEqual([rootPublic.id]);
    expect(ids(await list({ owned: 'true', membership: 'true', starred: 'true' }))).toEqual([alices.id, bobs.id, rootPublic.id]);
  });

  test('with_issues_enabled and with_merge_requests_enabled; false does not filter', async () => {
    const both = await createProject(api, adminToken, { name: 'Both' });
    const noIssues = await createProject(api, adminToken, { name: 'No Issues', issues_enabled: false });
    const noMerges = await createProject(api, adminToken, { name: 'No Merges', merge_requests_enabled: false });
    expect(ids(await list({ with_issues_enabled: 'true' }, adminToken))).toEqual([both.id, noMerges.id]);
    expect(ids(await list({ with_merge_requests_enabled: 'true' }, adminToken))).toEqual([both.id, noIssues.id]);
    expect(ids(await list({ with_issues_enabled: 'true', with_merge_requests_enabled: 'true' }, adminToken))).toEqual([both.id]);
    expect(ids(await list({ with_issues_enabled: 'false' }, adminToken))).toEqual([both.id, noIssues.id, noMerges.id]);
  });

  test('filters combine with search, visibility, simple and pagination', async () => {
    const alice = await api.createUser('alice');
    const matching = await createProject(api, alice.token, { name: 'Widget One', visibility: 'public' });
    await createProject(api, alice.token, { name: 'Widget Two', visibility: 'private' });
    await createProject(api, alice.token, { name: 'Gadget', visibility: 'public' });
    const archivedWidget = await createProject(api, alice.token, { name: 'Widget Three', visibility: 'public' });
    await api.request('POST', `/projects/${archivedWidget.id}/archive`, { token: alice.token });
    const response = await api.request('GET', '/projects', {
      token: alice.token,
      query: { owned: 'true', search: 'widget', visibility: 'public', archived: 'false', simple: 'true', per_page: 1 },
    });
    expect(ids(response.body)).toEqual([matching.id]);
    expect(response.headers.get('x-total')).toBe('1');
    expect(response.body[0]).not.toHaveProperty('statistics');
  });

  test('statistics=true: for reporters and up and administrators; never without asking, never in the simple form', async () => {
    const owner = await api.createUser('owner');
    const reporter = await api.createUser('reporter');
    const guest = await api.createUser('guest');
    const project = await createProject(api, owner.token, { name: 'Counted', visibility: 'internal' });
    await addMember(api, project.id, reporter.id, 20);
    await addMember(api, project.id, guest.id, 10);
    await upload(api, owner.token, project.id, { content: '12345' });
    // An empty repository still takes some bytes (its configuration and hooks); the upload adds its 5.
    const expectStatistics = (statistics: Record<string, number>) => {
      expect(statistics).toMatchObject({ commit_count: 0, lfs_objects_size: 0, job_artifacts_size: 0 });
      expect(statistics.repository_size).toBeGreaterThan(0);
      expect(statistics.storage_size).toBe(statistics.repository_size! + 5);
    };

    for (const token of [owner.token, reporter.token, adminToken]) {
      const [listed] = await list({ statistics: 'true' }, token);
      expectStatistics(listed.statistics);
      const one = await api.request('GET', `/projects/${project.id}`, { token, query: { statistics: 'true' } });
      expectStatistics(one.body.statistics);
      expect((await list({}, token))[0]).not.toHaveProperty('statistics');
      expect((await api.request('GET', `/projects/${project.id}`, { token })).body).not.toHaveProperty('statistics');
      expect((await list({ statistics: 'true', simple: 'true' }, token))[0]).not.toHaveProperty('statistics');
    }
    const outsider = await api.createUser('outsider');
    for (const token of [guest.token, outsider.token]) {
      const [listed] = await list({ statistics: 'true' }, token);
      expect(listed).not.toHaveProperty('statistics');
      const one = await api.request('GET', `/projects/${project.id}`, { token, query: { statistics: 'true' } });
      expect(one.body).not.toHaveProperty('statistics');
    }
    const fresh = await createProject(api, owner.token, { name: 'Fresh' });
    const freshStatistics = (await api.request('GET', `/projects/${fresh.id}`, { token: owner.token, query: { statistics: 'true' } })).body.statistics;
    expect(freshStatistics).toMatchObject({ commit_count: 0, lfs_objects_size: 0, job_artifacts_size: 0 });
    expect(freshStatistics.storage_size).toBe(freshStatistics.repository_size);
  });
});
