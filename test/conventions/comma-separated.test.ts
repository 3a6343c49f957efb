// Array parameters the real service coerces from one comma-separated string (command-line clients send lists so).
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';

describeApi('comma-separated arrays', (api) => {
  test('settings arrays split from JSON, form and query strings; others stay arrays only', async () => {
    const json = await api.request('PUT', '/application/settings', {
      token: adminToken,
      json: { import_sources: 'git,github', restricted_visibility_levels: 'internal, public', domain_whitelist: 'example.com,example.org' },
    });
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({
      import_sources: ['git', 'github'],
      restricted_visibility_levels: ['internal', 'public'],
      domain_whitelist: ['example.com', 'example.org'],
    });

    const form = await api.request('PUT', '/application/settings', { token: adminToken, form: { domain_blacklist: 'spam.example,junk.example' } });
    expect(form.status, form.text).toBe(200);
    expect(form.body.domain_blacklist).toEqual(['spam.example', 'junk.example']);

    const query = await api.request('PUT', '/application/settings', { token: adminToken, query: { import_sources: 'gitlab_project' } });
    expect(query.body.import_sources).toEqual(['gitlab_project']);

    // An element holding commas is split too, and an empty string is an empty list.
    const elements = await api.request('PUT', '/application/settings', { token: adminToken, json: { domain_whitelist: ['a.example,b.example', 'c.example'], restricted_visibility_levels: '' } });
    expect(elements.body).toMatchObject({ domain_whitelist: ['a.example', 'b.example', 'c.example'], restricted_visibility_levels: [] });

    // A value that is not allowed is still refused after splitting.
    const refused = await api.request('PUT', '/application/settings', { token: adminToken, json: { import_sources: 'git,nowhere' } });
    expect(refused.status).toBe(400);
  });

  test('tag_list, assignee and reviewer ids, token scopes and list iids split; the pieces are typed as the array says', async () => {
    const alice = await api.createUser('alice');
    const project = await api.request('POST', '/projects', { token: adminToken, json: { name: 'tools', tag_list: 'cli,python', initialize_with_readme: true } });
    expect(project.status, project.text).toBe(201);
    expect(project.body.tag_list).toEqual(['cli', 'python']);
    const formProject = await api.request('POST', '/projects', { token: adminToken, form: { name: 'more', tag_list: 'a,b' } });
    expect(formProject.body.tag_list).toEqual(['a', 'b']);

    const member = await api.request('POST', `/projects/${project.body.id}/members`, { token: adminToken, json: { user_id: alice.id, access_level: 30 } });
    expect(member.status, member.text).toBe(201);
    const issue = await api.request('POST', `/projects/${project.body.id}/issues`, { token: adminToken, json: { title: 'One', assignee_ids: `${alice.id},1` } });
    expect(issue.status, issue.text).toBe(201);
    expect(issue.body.assignees.map((user: { id: number }) => user.id)).toEqual([alice.id]);
    await api.request('POST', `/projects/${project.body.id}/issues`, { token: adminToken, json: { title: 'Two' } });
    await api.request('POST', `/projects/${project.body.id}/issues`, { token: adminToken, json: { title: 'Three' } });

    const listed = await api.request('GET', `/projects/${project.body.id}/issues`, { token: adminToken, query: { iids: '1,3' } });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.map((entry: { iid: number }) => entry.iid).sort()).toEqual([1, 3]);
    const bracketed = await api.request('GET', `/projects/${project.body.id}/issues`, { token: adminToken, query: { 'iids[]': '2,3' } });
    expect(bracketed.body.map((entry: { iid: number }) => entry.iid).sort()).toEqual([2, 3]);
    const invalid = await api.request('GET', `/projects/${project.body.id}/issues`, { token: adminToken, query: { iids: '1,x' } });
    expect(invalid.status).toBe(400);

    const token = await api.request('POST', `/users/${alice.id}/personal_access_tokens`, { token: adminToken, json: { name: 'cli', scopes: 'api,read_user' } });
    expect(token.status, token.text).toBe(201);
    expect(token.body.scopes).toEqual(['api', 'read_user']);

    // `repository_storages` is a plain array in the real service: a comma string stays one (unknown) name.
    const storages = await api.request('PUT', '/application/settings', { token: adminToken, json: { repository_storages: 'default,other' } });
    expect(storages.status).toBe(400);
  });
});
