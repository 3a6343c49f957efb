import { expect, test } from 'vitest';
import { createClient, unwrap } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';
import { ids, createProject } from './support.js';

describeApi('project custom attributes', (api) => {
  const attribute = (projectId: number | string, key: string) => `/projects/${projectId}/custom_attributes/${encodeURIComponent(key)}`;

  test('an administrator sets, reads, lists, changes and deletes them', async () => {
    const project = await createProject(api, adminToken, { name: 'Tagged' });
    const empty = await api.request('GET', `/projects/${project.id}/custom_attributes`, { token: adminToken });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);

    const set = await api.request('PUT', attribute(project.id, 'tier'), { token: adminToken, json: { value: 'gold' } });
    expect(set.status).toBe(200);
    expect(set.headers.get('content-type')).toBe('application/json');
    expect(set.body).toEqual({ key: 'tier', value: 'gold' });
    const byForm = await api.request('PUT', attribute('root%2Ftagged', 'team'), { token: adminToken, form: { value: 'red' } });
    expect(byForm.body).toEqual({ key: 'team', value: 'red' });
    const byQuery = await api.request('PUT', attribute(project.id, 'a key/with:odd chars'), { token: adminToken, query: { value: 'x&y=z' } });
    expect(byQuery.status, byQuery.text).toBe(200);
    expect(byQuery.body).toEqual({ key: 'a key/with:odd chars', value: 'x&y=z' });

    const list = await api.request('GET', `/projects/${project.id}/custom_attributes`, { token: adminToken });
    expect(list.body).toEqual([{ key: 'a key/with:odd chars', value: 'x&y=z' }, { key: 'team', value: 'red' }, { key: 'tier', value: 'gold' }]);
    const one = await api.request('GET', attribute(project.id, 'team'), { token: adminToken });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ key: 'team', value: 'red' });
    // Keys are case-sensitive.
    const otherCase = await api.request('GET', attribute(project.id, 'TEAM'), { token: adminToken });
    expect(otherCase.status).toBe(404);
    expect(otherCase.body).toEqual({ message: '404 Not found' });

    const changed = await api.request('PUT', attribute(project.id, 'team'), { token: adminToken, json: { value: 'blue' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ key: 'team', value: 'blue' });
    expect((await api.request('GET', attribute(project.id, 'team'), { token: adminToken })).body.value).toBe('blue');

    const deleted = await api.request('DELETE', attribute(project.id, 'team'), { token: adminToken });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const again = await api.request('DELETE', attribute(project.id, 'team'), { token: adminToken });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: '404 Not found' });
    const gone = await api.request('GET', attribute(project.id, 'team'), { token: adminToken });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: '404 Not found' });
  });

  test('value is required; an unknown project is 404 Project Not Found', async () => {
    const project = await createProject(api, adminToken, { name: 'Valued' });
    const missing = await api.request('PUT', attribute(project.id, 'team'), { token: adminToken, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'value is missing', message: 'value is missing' });
    const notString = await api.request('PUT', attribute(project.id, 'team'), { token: adminToken, json: { value: { a: 1 } } });
    expect(notString.status).toBe(400);
    expect(notString.body).toEqual({ error: 'value is invalid' });
    expect((await api.request('GET', `/projects/${project.id}/custom_attributes`, { token: adminToken })).body).toEqual([]);

    for (const [method, path, json] of [
      ['GET', '/projects/999999/custom_attributes', undefined],
      ['GET', attribute(999999, 'team'), undefined],
      ['PUT', attribute('root%2Fnothing', 'team'), { value: 'red' }],
      ['DELETE', attribute(999999, 'team'), undefined],
    ] as const) {
      const response = await api.request(method, path, { token: adminToken, json });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
  });

  test('administrators only: 403 for everyone else, the project owner included; 401 anonymous', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Hers', visibility: 'public' });
    await api.request('PUT', attribute(project.id, 'team'), { token: adminToken, json: { value: 'red' } });
    const calls = [
      ['GET', `/projects/${project.id}/custom_attributes`, undefined],
      ['GET', attribute(project.id, 'team'), undefined],
      ['PUT', attribute(project.id, 'team'), { value: 'blue' }],
      ['DELETE', attribute(project.id, 'team'), undefined],
      // Even for a project that does not exist: nothing is revealed.
      ['GET', '/projects/999999/custom_attributes', undefined],
    ] as const;
    for (const [method, path, json] of calls) {
      const byOwner = await api.request(method, path, { token: alice.token, json });
      expect(byOwner.status, `${method} ${path}`).toBe(403);
      expect(byOwner.body).toEqual({ message: '403 Forbidden' });
      // Prism answers unauthenticated calls to secured operations itself: these go to the server.
      const anonymous = await api.request(method, path, { direct: true, json });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    }
    expect((await api.request('GET', attribute(project.id, 'team'), { token: adminToken })).body.value).toBe('red');
  });

  test('GET /projects?custom_attributes[key]=value: administrators get the projects having all of them', async () => {
    const alice = await api.createUser('alice');
    const redGold = await createProject(api, adminToken, { name: 'Red Gold', visibility: 'public' });
    const redSilver = await createProject(api, adminToken, { name: 'Red Silver', visibility: 'public' });
    const blueGold = await createProject(api, adminToken, { name: 'Blue Gold', visibility: 'public' });
    const tricky = await createProject(api, adminToken, { name: 'Tricky', visibility: 'public' });
    for (const [project, team, tier] of [[redGold, 'red', 'gold'], [redSilver, 'red', 'silver'], [blueGold, 'blue', 'gold']] as const) {
      await api.request('PUT', attribute(project.id, 'team'), { token: adminToken, json: { value: team } });
      await api.request('PUT', attribute(project.id, 'tier'), { token: adminToken, json: { value: tier } });
    }
    await api.request('PUT', attribute(tricky.id, 'team'), { token: adminToken, json: { value: 'a&b=c%20d' } });

    const list = async (query: Record<string, string>, token = adminToken) => {
      const response = await api.request('GET', '/projects', { token, query: { order_by: 'id', sort: 'asc', ...query } });
      expect(response.status, response.text).toBe(200);
      return ids(response.body);
    };
    expect(await list({ 'custom_attributes[team]': 'red' })).toEqual([redGold.id, redSilver.id]);
    expect(await list({ 'custom_attributes[team]': 'red', 'custom_attributes[tier]': 'gold' })).toEqual([redGold.id]);
    expect(await list({ 'custom_attributes[tier]': 'gold' })).toEqual([redGold.id, blueGold.id]);
    expect(await list({ 'custom_attributes[team]': 'green' })).toEqual([]);
    expect(await list({ 'custom_attributes[nothing]': 'red' })).toEqual([]);
    // Values are compared exactly as sent, whatever characters they hold.
    expect(await list({ 'custom_attributes[team]': 'a&b=c%20d' })).toEqual([tricky.id]);
    // Not an administrator: the filter is ignored.
    expect(await list({ 'custom_attributes[team]': 'red' }, alice.token)).toEqual([redGold.id, redSilver.id, blueGold.id, tricky.id]);

    // The raw form clients send, unencoded brackets included.
    const raw = await fetch(`${api.url}/projects?custom_attributes[team]=red&custom_attributes[tier]=gold`, { headers: { 'PRIVATE-TOKEN': adminToken } });
    expect(raw.headers.get('sl-violations')).toBeNull();
    expect(ids((await raw.json()) as Array<{ id: number }>)).toEqual([redGold.id]);

    // The typed client sends an object as deepObject pairs.
    const client = createClient({ baseUrl: api.url, token: adminToken });
    const typed = unwrap(await client.GET('/projects', { params: { query: { custom_attributes: { team: 'red', tier: 'silver' } } } }));
    expect(ids(typed)).toEqual([redSilver.id]);
  });
});
