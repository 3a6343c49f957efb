// Branches: list (paginated, search), get (names with slashes), create from a branch or a SHA, delete; every
// refusal leaves the repository as it was; changes are recorded as ref events and visible to the git client.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repositoryPath } from '../../server/git/repositories.js';
import { zeroId } from '../../server/git/ref-updates.js';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit } from '../support/git-client.js';
import { parseLink } from '../projects/support.js';
import { clone, commit, createProject, headOf, refEvents } from './support.js';

describeApi('branches', (api) => {
  test('create from a branch and from a SHA; the stock git client sees them; ref events are recorded', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token);
    const first = await headOf(api, project.id, 'master');
    const second = await commit(api, alice.token, project.id, 'master', [{ action: 'create', file_path: 'a.txt', content: 'a\n' }]);

    const fromBranch = await api.request('POST', `/projects/${project.id}/repository/branches`, {
      token: alice.token, json: { branch: 'feature/login', ref: 'master' },
    });
    expect(fromBranch.status).toBe(201);
    expect(fromBranch.body).toEqual({
      name: 'feature/login',
      merged: false,
      protected: false,
      default: false,
      developers_can_push: true,
      developers_can_merge: true,
      can_push: true,
      web_url: `${project.web_url}/-/tree/feature/login`,
      commit: expect.objectContaining({ id: second, short_id: second.slice(0, 8), parent_ids: [first], title: 'change on master' }),
    });

    const fromSha = await api.request('POST', `/projects/${project.id}/repository/branches`, {
      token: alice.token, form: { branch: 'old', ref: first },
    });
    expect(fromSha.status).toBe(201);
    expect(fromSha.body).toMatchObject({ name: 'old', merged: true, commit: { id: first } });

    const work = await clone(project, alice.token);
    expect((await runGit(['rev-parse', 'origin/feature/login', 'origin/old'], work)).stdout.trim().split('\n')).toEqual([second, first]);
    expect((await refEvents(api, project.id)).slice(-2)).toEqual([
      { ref: 'refs/heads/feature/login', before: zeroId, after: second, user_id: alice.id },
      { ref: 'refs/heads/old', before: zeroId, after: first, user_id: alice.id },
    ]);
  });

  test('get: URL-encoded names with slashes, the default flag, 404 for unknown branches and revision syntax', async () => {
    const project = await createProject(api, adminToken);
    const head = await headOf(api, project.id, 'master');
    await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: adminToken, json: { branch: 'a/b/c', ref: 'master' } });

    const nested = await api.request('GET', `/projects/${project.id}/repository/branches/a%2Fb%2Fc`);
    expect(nested.status).toBe(200);
    // Anonymous callers of a public project: may read, may not push; a branch at the default's head is not "merged".
    expect(nested.body).toMatchObject({ name: 'a/b/c', default: false, merged: false, can_push: false, commit: { id: head } });
    const master = await api.request('GET', `/projects/${project.id}/repository/branches/master`, { token: adminToken });
    expect(master.body).toMatchObject({ name: 'master', default: true, can_push: true });

    for (const name of ['nope', 'master~1', 'master%5E', 'a%2Fb']) {
      const missing = await api.request('GET', `/projects/${project.id}/repository/branches/${name}`, { token: adminToken });
      expect(missing.status, name).toBe(404);
      expect(missing.body).toEqual({ message: '404 Branch Not Found' });
    }
  });

  test('get after the refs are packed: packed and loose branches found, a branch deleted after packing gone', async () => {
    const project = await createProject(api, adminToken);
    const path = repositoryPath(api.services.config.dataDir, project.id);
    const head = await headOf(api, project.id, 'master');
    for (const branch of ['packed', 'gone', 'group/packed']) {
      await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: adminToken, json: { branch, ref: 'master' } });
    }
    expect((await runGit(['--git-dir', path, 'pack-refs', '--all'])).code).toBe(0);
    expect(existsSync(join(path, 'refs/heads/packed'))).toBe(false);
    const moved = await commit(api, adminToken, project.id, 'master', [{ action: 'create', file_path: 'b.txt', content: 'b\n' }]);
    await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: adminToken, json: { branch: 'group/loose', ref: 'master' } });
    expect((await api.request('DELETE', `/projects/${project.id}/repository/branches/gone`, { token: adminToken })).status).toBe(204);

    for (const [name, id] of [['packed', head], ['group%2Fpacked', head], ['master', moved], ['group%2Floose', moved]]) {
      const found = await api.request('GET', `/projects/${project.id}/repository/branches/${name}`, { token: adminToken });
      expect(found.status, name).toBe(200);
      expect(found.body.commit.id, name).toBe(id);
    }
    for (const name of ['gone', 'group', 'pack']) {
      expect((await api.request('GET', `/projects/${project.id}/repository/branches/${name}`, { token: adminToken })).status, name).toBe(404);
    }
  });

  test('list: ordered by name, paginated with headers, search with ^ and $ anchors', async () => {
    const project = await createProject(api, adminToken);
    for (const branch of ['feature/one', 'feature/two', 'fix-feature', 'Zeta']) {
      await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: adminToken, json: { branch, ref: 'master' } });
    }
    const all = await api.request('GET', `/projects/${project.id}/repository/branches`, { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.body.map((branch: any) => branch.name)).toEqual(['Zeta', 'feature/one', 'feature/two', 'fix-feature', 'master']);
    expect(all.headers.get('x-total')).toBe('5');

    const page = await api.request('GET', `/projects/${project.id}/repository/branches`, { token: adminToken, query: { per_page: 2, page: 2 } });
    expect(page.body.map((branch: any) => branch.name)).toEqual(['feature/two', 'fix-feature']);
    expect(page.headers.get('x-total-pages')).toBe('3');
    expect(page.headers.get('x-next-page')).toBe('3');
    expect(page.headers.get('x-prev-page')).toBe('1');
    expect(parseLink(page.headers.get('link')).next?.searchParams.get('page')).toBe('3');

    const search = async (text: string) => (await api.request('GET', `/projects/${project.id}/repository/branches`, {
      token: adminToken, query: { search: text },
    })).body.map((branch: any) => branch.name);
    expect(await search('FEATURE')).toEqual(['feature/one', 'feature/two', 'fix-feature']);
    expect(await search('^feature')).toEqual(['feature/one', 'feature/two']);
    expect(await search('feature$')).toEqual(['fix-feature']);
    expect(await search('zeta')).toEqual(['Zeta']);
  });

  test('create refusals answer 400 with the real messages and change nothing', async () => {
    const project = await createProject(api, adminToken);
    await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: adminToken, json: { branch: 'feature', ref: 'master' } });
    const before = await refEvents(api, project.id);
    const cases: [Record<string, string>, unknown][] = [
      [{ branch: 'x' }, { error: 'ref is missing', message: 'ref is missing' }],
      [{ ref: 'master' }, { error: 'branch is missing', message: 'branch is missing' }],
      [{ branch: 'x', ref: 'no-such-ref' }, { message: 'Invalid reference name' }],
      [{ branch: 'x', ref: 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef' }, { message: 'Invalid reference name' }],
      [{ branch: 'feature', ref: 'master' }, { message: 'Branch already exists' }],
      [{ branch: 'master', ref: 'feature' }, { message: 'Branch already exists' }],
      [{ branch: 'bad..name', ref: 'master' }, { message: 'Branch name is invalid' }],
      [{ branch: '-option', ref: 'master' }, { message: 'Branch name is invalid' }],
      [{ branch: 'HEAD', ref: 'master' }, { message: 'Branch name is invalid' }],
      [{ branch: 'feature/sub', ref: 'master' }, { message: "Failed to create branch 'feature/sub': Branch name conflicts with existing branch hierarchy." }],
    ];
    for (const [json, body] of cases) {
      const response = await api.request('POST', `/projects/${project.id}/repository/branches`, { token: adminToken, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body).toEqual(body);
    }
    expect(await refEvents(api, project.id)).toEqual(before);
    const branches = await api.request('GET', `/projects/${project.id}/repository/branches`, { token: adminToken });
    expect(branches.body.map((branch: any) => branch.name)).toEqual(['feature', 'master']);
  });

  test('delete: 204 and gone for git too; the default branch 400; unknown 404; recorded once', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token);
    const head = await headOf(api, project.id, 'master');
    await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: alice.token, json: { branch: 'topic/x', ref: 'master' } });

    const deleted = await api.request('DELETE', `/projects/${project.id}/repository/branches/topic%2Fx`, { token: alice.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await headOf(api, project.id, 'topic/x')).toBe('');
    expect((await refEvents(api, project.id)).at(-1)).toEqual({ ref: 'refs/heads/topic/x', before: head, after: zeroId, user_id: alice.id });

    const again = await api.request('DELETE', `/projects/${project.id}/repository/branches/topic%2Fx`, { token: alice.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: '404 Branch Not Found' });

    const defaultBranch = await api.request('DELETE', `/projects/${project.id}/repository/branches/master`, { token: alice.token });
    expect(defaultBranch.status).toBe(400);
    expect(defaultBranch.body).toEqual({ message: 'The default branch of a project cannot be deleted.' });
    expect(await headOf(api, project.id, 'master')).toBe(head);
  });

  test('a branch pushed with git shows up in the API; one deleted with the API is gone for git', async () => {
    const project = await createProject(api, adminToken);
    const work = await clone(project, adminToken);
    const pushed = await commitFile(work, 'b.txt', 'b\n', 'pushed commit');
    expect((await runGit(['push', '-q', 'origin', 'HEAD:refs/heads/pushed'], work)).code).toBe(0);
    const branch = await api.request('GET', `/projects/${project.id}/repository/branches/pushed`, { token: adminToken });
    expect(branch.body).toMatchObject({ name: 'pushed', commit: { id: pushed, title: 'pushed commit', author_name: 'Test Author' } });

    expect((await api.request('DELETE', `/projects/${project.id}/repository/branches/pushed`, { token: adminToken })).status).toBe(204);
    expect((await runGit(['ls-remote', '--heads', 'origin'], work)).stdout).not.toContain('refs/heads/pushed');
  });

  test('permissions: reads follow visibility, writes need developer access, archived projects refuse writes', async () => {
    const owner = await api.createUser('owner');
    const reporter = await api.createUser('reporter');
    const developer = await api.createUser('developer');
    const stranger = await api.createUser('stranger');
    const project = await createProject(api, owner.token, { visibility: 'private' });
    for (const [user, level] of [[reporter, 20], [developer, 30]] as const) {
      const added = await api.request('POST', `/projects/${project.id}/members`, { direct: true, token: owner.token, json: { user_id: user.id, access_level: level } });
      expect(added.status).toBe(201);
    }
    const create = (token?: string, branch = 'x') => api.request('POST', `/projects/${project.id}/repository/branches`, { token, json: { branch, ref: 'master' } });

    expect((await api.request('GET', `/projects/${project.id}/repository/branches`, { token: stranger.token })).body).toEqual({ message: '404 Project Not Found' });
    // Prism answers anonymous calls to secured operations itself: straight to the server.
    const anonymous = await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, json: { branch: 'x', ref: 'master' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    expect((await create(stranger.token)).status).toBe(404);
    const reporterList = await api.request('GET', `/projects/${project.id}/repository/branches`, { token: reporter.token });
    expect(reporterList.body[0]).toMatchObject({ name: 'master', can_push: false });
    const refused = await create(reporter.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '403 Forbidden' });
    expect((await create(developer.token)).status).toBe(201);
    expect((await api.request('DELETE', `/projects/${project.id}/repository/branches/x`, { token: reporter.token })).status).toBe(403);

    expect((await api.request('POST', `/projects/${project.id}/archive`, { direct: true, token: owner.token })).status).toBe(201);
    expect((await create(owner.token, 'y')).status).toBe(403);
    expect((await api.request('DELETE', `/projects/${project.id}/repository/branches/x`, { token: owner.token })).status).toBe(403);
    const archivedList = await api.request('GET', `/projects/${project.id}/repository/branches`, { token: owner.token });
    expect(archivedList.body.map((branch: any) => [branch.name, branch.can_push])).toEqual([['master', false], ['x', false]]);
  });
});
