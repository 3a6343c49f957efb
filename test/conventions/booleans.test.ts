// Boolean parameters in every spelling the real service accepts (Grape): python-gitlab sends `owned=True`.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';

describeApi('boolean parameters', (api) => {
  test('True/False, TRUE, t/f, 1/0, yes/no, on/off in queries and forms; other words are 400', async () => {
    const alice = await api.createUser('alice');
    const own = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Mine', visibility: 'public' } });
    expect(own.status).toBe(201);
    const other = await api.request('POST', '/projects', { token: adminToken, json: { name: 'Theirs', visibility: 'public' } });
    expect(other.status).toBe(201);
    const names = async (query: Record<string, string>) => {
      const response = await api.request('GET', '/projects', { token: alice.token, query });
      expect(response.status, response.text).toBe(200);
      return response.body.map((project: { name: string }) => project.name).sort();
    };
    for (const yes of ['True', 'TRUE', 'true', 't', '1', 'yes', 'on']) expect(await names({ owned: yes }), yes).toEqual(['Mine']);
    for (const no of ['False', 'FALSE', 'false', 'f', '0', 'no', 'off']) expect(await names({ owned: no }), no).toEqual(['Mine', 'Theirs']);
    const simple = await api.request('GET', `/projects/${own.body.id}`, { token: alice.token, query: { statistics: 'True' } });
    expect(simple.body.statistics).toMatchObject({ commit_count: 0 });

    const edited = await api.request('PUT', `/projects/${own.body.id}`, { token: alice.token, form: { issues_enabled: 'False', wiki_enabled: 'No' } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ issues_enabled: false, wiki_enabled: false });

    const bad = await api.request('GET', '/projects', { token: alice.token, query: { owned: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'owned is invalid' });
    // Strings that happen to be boolean words stay as given where the parameter is not boolean.
    const titled = await api.request('PUT', `/projects/${own.body.id}`, { token: alice.token, form: { description: 'True' } });
    expect(titled.body.description).toBe('True');
  });
});
