import { expect, test } from 'vitest';
import { awaitImport, withJobRunner } from '../forks/support.js';
import { setSetting } from '../projects/actions-support.js';
import { adminToken, describeApi } from '../support/context.js';
import { runGit, scratchDirectory, withCredentials } from '../support/git-client.js';
import { allowLocalRequests, clonedRefs, sourceProject } from './support.js';

describeApi('POST /projects with import_url', (api) => {
  test('imports every branch and tag in the background; the copy clones with the stock client', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await sourceProject(api, alice.token, 'Origin', 'public');
    await allowLocalRequests(api);

    const created = await api.request('POST', '/projects', { token: bob.token, json: { name: 'Copy', visibility: 'public', import_url: source.project.http_url_to_repo } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Copy', path_with_namespace: 'bob/copy', import_status: 'scheduled', import_error: null,
      import_url: source.project.http_url_to_repo, default_branch: 'master',
    });

    const imported = await withJobRunner(api, () => awaitImport(api, bob.token, created.body.id));
    // The source's HEAD names the default branch when none was asked for.
    expect(imported).toMatchObject({ import_status: 'finished', import_error: null, default_branch: 'main' });
    expect(await clonedRefs(withCredentials(imported.http_url_to_repo, bob.token))).toEqual(source.refs);
    const work = scratchDirectory();
    const clone = await runGit(['clone', '-q', withCredentials(imported.http_url_to_repo, bob.token), work]);
    expect(clone.code, clone.stderr).toBe(0);
    expect((await runGit(['rev-parse', 'HEAD'], work)).stdout.trim()).toBe(source.refs.main);
    expect((await runGit(['log', '--format=%s', 'HEAD'], work)).stdout).toBe('Second commit\nFirst commit\n');

    // Every imported ref is recorded as a ref change by the project's creator.
    const events = await api.db.selectFrom('ref_events').select(['ref', 'before', 'after', 'user_id']).where('project_id', '=', created.body.id).orderBy('ref').execute();
    expect(events).toEqual([
      { ref: 'refs/heads/feature', before: '0'.repeat(40), after: source.refs.feature, user_id: bob.id },
      { ref: 'refs/heads/main', before: '0'.repeat(40), after: source.refs.main, user_id: bob.id },
      { ref: 'refs/tags/v1.0', before: '0'.repeat(40), after: source.refs['v1.0'], user_id: bob.id },
    ]);
    // The import_url is shown to the owner, not to readers who are not maintainers.
    const anonymous = await api.request('GET', `/projects/${created.body.id}`);
    expect(anonymous.body).not.toHaveProperty('import_url');
    expect(anonymous.body.import_status).toBe('finished');
  });

  test('a default_branch given is kept; the import is created for another user by an administrator', async () => {
    const alice = await api.createUser('alice');
    const source = await sourceProject(api, alice.token, 'Origin', 'public');
    await allowLocalRequests(api);
    const bob = await api.createUser('bob');
    const created = await api.request('POST', `/projects/user/${bob.id}`, {
      token: adminToken,
      json: { name: 'Feature Copy', default_branch: 'feature', import_url: source.project.http_url_to_repo },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ owner: { id: bob.id }, import_status: 'scheduled', default_branch: 'feature' });
    const imported = await withJobRunner(api, () => awaitImport(api, bob.token, created.body.id));
    expect(imported).toMatchObject({ import_status: 'finished', default_branch: 'feature' });
    const work = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(imported.http_url_to_repo, bob.token), work])).code).toBe(0);
    expect((await runGit(['rev-parse', 'HEAD'], work)).stdout.trim()).toBe(source.refs.feature);
  });

  test('local addresses are refused unless the setting allows them; nothing is created', async () => {
    const alice = await api.createUser('alice');
    const source = await sourceProject(api, alice.token, 'Origin', 'public');
    const loopback = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Copy', import_url: source.project.http_url_to_repo } });
    expect(loopback.status).toBe(400);
    expect(loopback.body).toEqual({ message: { import_url: ['is blocked: Requests to loopback addresses are not allowed'] } });
    const privateNetwork = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Copy', import_url: 'http://10.1.2.3/group/project.git' } });
    expect(privateNetwork.status).toBe(400);
    expect(privateNetwork.body).toEqual({ message: { import_url: ['is blocked: Requests to the local network are not allowed'] } });
    const linkLocal = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Copy', import_url: 'http://169.254.169.254/latest.git' } });
    expect(linkLocal.body).toEqual({ message: { import_url: ['is blocked: Requests to the link local network are not allowed'] } });
    const localhost = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Copy', import_url: 'https://user:secret@localhost/x.git' } });
    expect(localhost.body).toEqual({ message: { import_url: ['is blocked: Requests to loopback addresses are not allowed'] } });
    const scheme = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Copy', import_url: 'file:///etc/passwd' } });
    expect(scheme.status).toBe(400);
    expect(scheme.body).toEqual({ message: { import_url: ['is blocked: Only allowed schemes are http, https, git'] } });
    const malformed = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Copy', import_url: 'not a url' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'import_url is invalid' });

    const projects = await api.request('GET', '/projects', { token: alice.token });
    expect(projects.body.map((project: { name: string }) => project.name)).toEqual(['Origin']);
    expect(await api.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });

  test('the job checks the address again: a URL allowed at create time but refused by then fails the import', async () => {
    const alice = await api.createUser('alice');
    const source = await sourceProject(api, alice.token, 'Origin', 'public');
    await allowLocalRequests(api);
    const created = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Copy', import_url: source.project.http_url_to_repo } });
    expect(created.status).toBe(201);
    await setSetting(api, { allow_local_requests_from_hooks_and_services: false });
    const failed = await withJobRunner(api, () => awaitImport(api, alice.token, created.body.id));
    expect(failed).toMatchObject({ import_status: 'failed', import_error: 'Import url is blocked: Requests to loopback addresses are not allowed' });
    expect(await clonedRefs(withCredentials(failed.http_url_to_repo, alice.token))).toEqual({});
  });

  test('a private source with credentials in the URL: imported, and the credentials are shown nowhere', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await sourceProject(api, alice.token, 'Secret Origin', 'private');
    await allowLocalRequests(api);
    const importUrl = withCredentials(source.project.http_url_to_repo, alice.token, 'alice');

    const created = await api.request('POST', '/projects', { token: bob.token, json: { name: 'Secret Copy', visibility: 'private', import_url: importUrl } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.import_url).toBe(source.project.http_url_to_repo);
    expect(created.text).not.toContain(alice.token);
    const imported = await withJobRunner(api, () => awaitImport(api, bob.token, created.body.id));
    expect(imported).toMatchObject({ import_status: 'finished', import_url: source.project.http_url_to_repo, default_branch: 'main' });
    expect(await clonedRefs(withCredentials(imported.http_url_to_repo, bob.token))).toEqual(source.refs);

    for (const [path, query] of [[`/projects/${created.body.id}`, {}], ['/projects', {}], ['/projects', { simple: 'true' }], ['/users/bob/projects', {}]] as const) {
      const response = await api.request('GET', path, { token: bob.token, query });
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(alice.token);
      expect(response.text).not.toContain('alice@');
    }
    // The URL with its credentials is forgotten once the import is over; jobs never held it.
    expect(await api.db.selectFrom('project_import_sources').selectAll().execute()).toEqual([]);
    expect(JSON.stringify(await api.db.selectFrom('jobs').selectAll().execute())).not.toContain(alice.token);
    expect(JSON.stringify(await api.db.selectFrom('projects').selectAll().execute())).not.toContain(alice.token);
  });

  test('a wrong token or a URL that cannot be cloned: failed with import_error, credentials left out', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const source = await sourceProject(api, alice.token, 'Secret Origin', 'private');
    await allowLocalRequests(api);
    const wrongToken = 'glpat-wrong-token-0123456789';
    const refused = await api.request('POST', '/projects', {
      token: bob.token, json: { name: 'Refused', import_url: withCredentials(source.project.http_url_to_repo, wrongToken, 'alice') },
    });
    expect(refused.status).toBe(201);
    const missing = await api.request('POST', '/projects', { token: bob.token, json: { name: 'Missing', import_url: `${api.rootUrl}/nobody/nothing.git` } });
    expect(missing.status).toBe(201);

    const [failedAuth, failedMissing] = await withJobRunner(api, () => Promise.all([
      awaitImport(api, bob.token, refused.body.id),
      awaitImport(api, bob.token, missing.body.id),
    ]));
    expect(failedAuth.import_status).toBe('failed');
    expect(failedAuth.import_error).toMatch(new RegExp(`^Error importing repository ${source.project.http_url_to_repo.replace(/[.]/g, '\\.')}: `));
    expect(failedAuth.import_error).not.toContain(wrongToken);
    expect(failedMissing.import_status).toBe('failed');
    expect(failedMissing.import_error).toContain(`Error importing repository ${api.rootUrl}/nobody/nothing.git`);
    const listed = await api.request('GET', '/projects', { token: bob.token });
    expect(listed.text).not.toContain(wrongToken);
    const jobs = await api.db.selectFrom('jobs').selectAll().execute();
    expect(jobs.map((job) => job.state)).toEqual(['failed', 'failed']);
    expect(JSON.stringify(jobs)).not.toContain(wrongToken);
    expect(await api.db.selectFrom('project_import_sources').selectAll().execute()).toEqual([]);
  });

  test('edit: import_url is checked and stored without credentials', async () => {
    const alice = await api.createUser('alice');
    const project = (await api.request('POST', '/projects', { token: alice.token, json: { name: 'Plain' } })).body;
    const refused = await api.request('PUT', `/projects/${project.id}`, { token: alice.token, json: { import_url: 'http://192.168.1.1/repo.git' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: { import_url: ['is blocked: Requests to the local network are not allowed'] } });
    await allowLocalRequests(api);
    const edited = await api.request('PUT', `/projects/${project.id}`, { token: alice.token, json: { import_url: 'http://me:hunter2@192.168.1.1/repo.git' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ import_url: 'http://192.168.1.1/repo.git', import_status: 'none' });
    expect(edited.text).not.toContain('hunter2');
  });
});
