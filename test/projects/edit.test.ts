import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { createClient, unwrap } from '../../client/index.js';
import { gitText } from '../../server/git/git.js';
import { repositoryPath } from '../../server/git/repositories.js';
import { adminToken, describeApi } from '../support/context.js';
import { projectWithCast, setSetting } from './actions-support.js';
import { createProject } from './support.js';

const editable = [
  'ci_config_path', 'container_registry_enabled', 'default_branch', 'description', 'import_url', 'issues_enabled',
  'jobs_enabled', 'lfs_enabled', 'merge_requests_enabled', 'name', 'only_allow_merge_if_all_discussions_are_resolved',
  'only_allow_merge_if_pipeline_succeeds', 'path', 'public_jobs', 'request_access_enabled',
  'resolve_outdated_diff_discussions', 'shared_runners_enabled', 'snippets_enabled', 'tag_list', 'visibility',
  'wiki_enabled',
];
const noneGivenText = `${editable.join(', ')} are missing, at least one parameter must be provided`;
const noneGiven = { error: noneGivenText, message: noneGivenText };
const notFound = { message: '404 Project Not Found' };
const forbidden = { message: '403 Forbidden' };

describeApi('PUT /projects/:id', (api) => {
  test('changes only the attributes given; updated_at and last_activity_at move', async () => {
    const project = await createProject(api, adminToken, { name: 'Partial', description: 'before', tag_list: ['a'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { description: 'after', issues_enabled: false } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const { updated_at: updatedAt, last_activity_at: lastActivityAt, ...rest } = response.body;
    const { updated_at: _updatedAt, last_activity_at: _lastActivityAt, ...before } = project;
    expect(rest).toEqual({ ...before, description: 'after', issues_enabled: false });
    expect(updatedAt > project.updated_at).toBe(true);
    expect(lastActivityAt > project.last_activity_at).toBe(true);

    const reread = await api.request('GET', `/projects/${project.id}`, { token: adminToken });
    expect(reread.body).toEqual(response.body);
  });

  test('every attribute can be changed, as JSON, as a form and in the query string', async () => {
    const project = await createProject(api, adminToken, { name: 'All Of It', visibility: 'private' });
    const json = await api.request('PUT', `/projects/${project.id}`, {
      token: adminToken,
      json: {
        name: 'Renamed', path: 'renamed', description: 'new', default_branch: 'main', visibility: 'internal',
        issues_enabled: false, merge_requests_enabled: false, jobs_enabled: false, wiki_enabled: false,
        snippets_enabled: false, container_registry_enabled: false, shared_runners_enabled: false,
        resolve_outdated_diff_discussions: true, public_jobs: false, only_allow_merge_if_pipeline_succeeds: true,
        only_allow_merge_if_all_discussions_are_resolved: true, lfs_enabled: false, request_access_enabled: false,
        tag_list: ['x', 'y'], ci_config_path: 'ci/config.yml', import_url: 'https://example.com/repo.git',
      },
    });
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({
      name: 'Renamed', path: 'renamed', path_with_namespace: 'root/renamed', name_with_namespace: 'root / Renamed',
      description: 'new', default_branch: 'main', visibility: 'internal', issues_enabled: false,
      merge_requests_enabled: false, jobs_enabled: false, wiki_enabled: false, snippets_enabled: false,
      container_registry_enabled: false, shared_runners_enabled: false, resolve_outdated_diff_discussions: true,
      public_jobs: false, only_allow_merge_if_pipeline_succeeds: true, only_allow_merge_if_all_discussions_are_resolved: true,
      lfs_enabled: false, request_access_enabled: false, tag_list: ['x', 'y'], ci_config_path: 'ci/config.yml',
      web_url: `${api.rootUrl}/root/renamed`,
    });
    // Shown to those who may administer the project, as the real service does (without credentials, none here).
    expect(json.body.import_url).toBe('https://example.com/repo.git');

    const form = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, form: { issues_enabled: 'true', description: 'from a form' } });
    expect(form.status, form.text).toBe(200);
    expect(form.body).toMatchObject({ issues_enabled: true, description: 'from a form', wiki_enabled: false });

    const query = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, query: { wiki_enabled: 'true', 'tag_list[]': ['q'] } });
    expect(query.status, query.text).toBe(200);
    expect(query.body).toMatchObject({ wiki_enabled: true, tag_list: ['q'], issues_enabled: true });
  });

  test('no attribute at all is 400 naming every attribute; invalid values are 400; nothing changes', async () => {
    const project = await createProject(api, adminToken, { name: 'Strict' });
    for (const json of [{}, { unknown_attribute: 1 }]) {
      const response = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(noneGiven);
    }
    const noBody = await api.request('PUT', `/projects/${project.id}`, { token: adminToken });
    expect(noBody.status).toBe(400);
    expect(noBody.body).toEqual(noneGiven);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ visibility: 'secret' }, 'visibility does not have a valid value'],
      [{ issues_enabled: 'maybe' }, 'issues_enabled is invalid'],
      [{ name: '' }, 'name is invalid'],
      [{ description: { nested: true } }, 'description is invalid'],
    ];
    for (const [json, error] of cases) {
      const response = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body).toEqual({ error });
    }
    const path = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { path: '-starts-with-dash', description: 'never' } });
    expect(path.status).toBe(400);
    expect(path.body).toEqual({ message: { path: ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"] } });
    const reread = await api.request('GET', `/projects/${project.id}`, { token: adminToken });
    expect(reread.body).toEqual(project);
  });

  test('who may edit: maintainers and up; 403 below, 404 for non-members of a private project, 401 anonymous', async () => {
    const { owner, maintainer, developer, reporter, guest, outsider, project } = await projectWithCast(api, 'private');
    for (const user of [developer, reporter, guest]) {
      const response = await api.request('PUT', `/projects/${project.id}`, { token: user.token, json: { description: 'no' } });
      expect(response.status, user.username).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
    const stranger = await api.request('PUT', `/projects/${project.id}`, { token: outsider.token, json: { description: 'no' } });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(notFound);
    // Anonymous calls to a secured operation are answered by Prism itself, so this one goes to the server.
    const anonymous = await api.request('PUT', `/projects/${project.id}`, { direct: true, json: { description: 'no' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });

    for (const [user, description] of [[maintainer.token, 'by maintainer'], [owner.token, 'by owner'], [adminToken, 'by admin']] as const) {
      const response = await api.request('PUT', `/projects/${project.id}`, { token: user, json: { description } });
      expect(response.status).toBe(200);
      expect(response.body.description).toBe(description);
    }
    const reread = await api.request('GET', `/projects/${project.id}`, { token: owner.token });
    expect(reread.body.description).toBe('by admin');
  });

  test('a readable public project is 403, not 404, for a signed-in non-member', async () => {
    const { outsider, project } = await projectWithCast(api, 'public');
    const response = await api.request('PUT', `/projects/${project.id}`, { token: outsider.token, json: { description: 'no' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(forbidden);
  });

  test('renaming and changing visibility need the owner: 403 for maintainers, unless the value is unchanged', async () => {
    const { owner, maintainer, project } = await projectWithCast(api, 'private', 'Guarded');
    for (const json of [{ name: 'Other Name' }, { path: 'other-path' }, { visibility: 'internal' }, { description: 'fine', visibility: 'public' }]) {
      const response = await api.request('PUT', `/projects/${project.id}`, { token: maintainer.token, json });
      expect(response.status, JSON.stringify(json)).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
    const unchanged = await api.request('PUT', `/projects/${project.id}`, {
      token: maintainer.token,
      json: { name: 'Guarded', path: 'guarded', visibility: 'private', description: 'kept the rest' },
    });
    expect(unchanged.status, unchanged.text).toBe(200);
    expect(unchanged.body).toMatchObject({ name: 'Guarded', path: 'guarded', visibility: 'private', description: 'kept the rest' });

    const byOwner = await api.request('PUT', `/projects/${project.id}`, { token: owner.token, json: { name: 'Other Name', visibility: 'internal' } });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ name: 'Other Name', visibility: 'internal', path: 'guarded' });
  });

  test('a new path: reachable by id and by the new path, no longer by the old one', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Moving' });
    const response = await api.request('PUT', `/projects/alice%2Fmoving`, { token: alice.token, json: { path: 'moved' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: project.id, path: 'moved', path_with_namespace: 'alice/moved', name: 'Moving' });
    for (const id of [String(project.id), 'alice%2Fmoved', 'ALICE%2FMOVED']) {
      const found = await api.request('GET', `/projects/${id}`, { token: alice.token });
      expect(found.status, id).toBe(200);
      expect(found.body.id).toBe(project.id);
    }
    const old = await api.request('GET', '/projects/alice%2Fmoving', { token: alice.token });
    expect(old.status).toBe(404);
    expect(old.body).toEqual(notFound);
  });

  test('a name or path another project of the namespace uses is 409, case-insensitively; its own are fine', async () => {
    await createProject(api, adminToken, { name: 'Taken Name', path: 'taken-path' });
    const project = await createProject(api, adminToken, { name: 'Mine', path: 'mine' });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ name: 'taken name' }, { name: ['has already been taken'] }],
      [{ path: 'TAKEN-PATH' }, { path: ['has already been taken'] }],
      [{ name: 'Taken Name', path: 'taken-path' }, { name: ['has already been taken'], path: ['has already been taken'] }],
    ];
    for (const [json, message] of cases) {
      const response = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json });
      expect(response.status, JSON.stringify(json)).toBe(409);
      expect(response.body).toEqual({ message });
    }
    const own = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { name: 'MINE', path: 'Mine' } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ name: 'MINE', path: 'Mine' });
    // Another namespace may use the same name.
    const bob = await api.createUser('bob');
    const bobs = await createProject(api, bob.token, { name: 'Bobs' });
    const elsewhere = await api.request('PUT', `/projects/${bobs.id}`, { token: bob.token, json: { name: 'Taken Name', path: 'taken-path' } });
    expect(elsewhere.status).toBe(200);
  });

  test('restricted_visibility_levels apply to non-administrators changing the visibility', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Restricted', visibility: 'private' });
    await setSetting(api, { restricted_visibility_levels: ['public'] });
    const refused = await api.request('PUT', `/projects/${project.id}`, { token: alice.token, json: { visibility: 'public' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: { visibility_level: ['public has been restricted by your administrator'] } });
    expect((await api.request('GET', `/projects/${project.id}`, { token: alice.token })).body.visibility).toBe('private');
    const allowed = await api.request('PUT', `/projects/${project.id}`, { token: alice.token, json: { visibility: 'internal' } });
    expect(allowed.status).toBe(200);
    const byAdmin = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { visibility: 'public' } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.visibility).toBe('public');
  });

  test('a project in a group cannot become more visible than the group', async () => {
    const group = await api.request('POST', '/groups', { direct: true, token: adminToken, json: { name: 'Team', path: 'team', visibility: 'internal' } });
    expect(group.status, group.text).toBe(201);
    const project = await createProject(api, adminToken, { name: 'In Team', namespace_id: group.body.id, visibility: 'private' });
    const refused = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { visibility: 'public' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: { visibility_level: ['public is not allowed in a internal group.'] } });
    const allowed = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { visibility: 'internal' } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.visibility).toBe('internal');
  });

  test('the typed client and @gitbeaker/rest edit a project', async () => {
    const project = await createProject(api, adminToken, { name: 'Client Edited' });
    const client = createClient({ baseUrl: api.url, token: adminToken });
    const edited = unwrap(await client.PUT('/projects/{id}', { params: { path: { id: 'root/client-edited' } }, body: { description: 'typed', wiki_enabled: false } }));
    expect(edited).toMatchObject({ id: project.id, description: 'typed', wiki_enabled: false });

    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    const beaker = await gitlab.Projects.edit(project.id, { description: 'beaker', visibility: 'public' });
    expect(beaker).toMatchObject({ id: project.id, description: 'beaker', visibility: 'public', wiki_enabled: false });
  });

  test('default_branch moves the repository HEAD: an existing branch, or any valid name while the repository is empty', async () => {
    const head = (projectId: number) => gitText(repositoryPath(api.services.config.dataDir, projectId), ['symbolic-ref', 'HEAD']);
    const empty = await createProject(api, adminToken, { name: 'Empty' });
    const renamed = await api.request('PUT', `/projects/${empty.id}`, { token: adminToken, json: { default_branch: 'main' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.default_branch).toBe('main');
    expect(await head(empty.id)).toBe('refs/heads/main');

    const project = await createProject(api, adminToken, { name: 'Branched', initialize_with_readme: true });
    const branch = await api.request('POST', `/projects/${project.id}/repository/branches`, { token: adminToken, json: { branch: 'develop', ref: 'master' } });
    expect(branch.status, branch.text).toBe(201);
    const missing = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { default_branch: 'nope', description: 'not stored' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Could not set the default branch' });
    const invalid = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { default_branch: 'a..b' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: { default_branch: ['is invalid'] } });
    const unchanged = await api.request('GET', `/projects/${project.id}`, { token: adminToken });
    expect(unchanged.body).toMatchObject({ default_branch: 'master', description: null });
    expect(await head(project.id)).toBe('refs/heads/master');

    const moved = await api.request('PUT', `/projects/${project.id}`, { token: adminToken, json: { default_branch: 'develop' } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.default_branch).toBe('develop');
    expect(await head(project.id)).toBe('refs/heads/develop');
  });
});
