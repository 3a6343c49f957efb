// Commits through the API: one real commit per request, built without a work tree, checked with the stock git
// client; every refusal leaves the branch where it was; concurrent commits to one branch lose nothing.
import { readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { zeroId } from '../../server/git/ref-updates.js';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit } from '../support/git-client.js';
import { clone, commit, createProject, headOf, refEvents } from './support.js';

describeApi('commits', (api) => {
  const post = (projectId: number, json: unknown, token = adminToken) =>
    api.request('POST', `/projects/${projectId}/repository/commits`, { token, json });

  test('every action kind in one commit: a real commit the git client sees, with stats and the caller as author', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token);
    await commit(api, alice.token, project.id, 'master', [
      { action: 'create', file_path: 'old/name.txt', content: 'moved\n' },
      { action: 'create', file_path: 'doomed.txt', content: 'bye\n' },
      { action: 'create', file_path: 'run.sh', content: '#!/bin/sh\n' },
    ]);
    const parent = await headOf(api, project.id, 'master');

    const response = await post(project.id, {
      branch: 'master',
      commit_message: 'Many changes\n\nWith a body.',
      actions: [
        { action: 'create', file_path: 'lib/app.rb', content: "puts 'hello'\nputs 'world'\n" },
        { action: 'create', file_path: 'data.bin', content: Buffer.from([0, 1, 2, 255]).toString('base64'), encoding: 'base64' },
        { action: 'update', file_path: 'README.md', content: '# Changed\n' },
        { action: 'delete', file_path: 'doomed.txt' },
        { action: 'move', previous_path: 'old/name.txt', file_path: 'new/name.txt' },
        { action: 'chmod', file_path: 'run.sh', execute_filemode: true },
      ],
    }, alice.token);
    expect(response.status, response.text).toBe(201);
    const head = await headOf(api, project.id, 'master');
    expect(response.body).toEqual({
      id: head,
      short_id: head.slice(0, 8),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      parent_ids: [parent],
      title: 'Many changes',
      message: 'Many changes\n\nWith a body.',
      author_name: 'alice',
      author_email: 'alice@example.com',
      authored_date: response.body.created_at,
      committer_name: 'alice',
      committer_email: 'alice@example.com',
      committed_date: response.body.created_at,
      web_url: `${project.web_url}/-/commit/${head}`,
      // Moves count as a deletion and an addition; the binary file counts nothing.
      stats: { additions: 4, deletions: 3, total: 7 },
      status: null,
      project_id: project.id,
      last_pipeline: null,
    });
    expect((await refEvents(api, project.id)).at(-1)).toEqual({ ref: 'refs/heads/master', before: parent, after: head, user_id: alice.id });

    const work = await clone(project, alice.token);
    expect((await runGit(['rev-parse', 'HEAD'], work)).stdout.trim()).toBe(head);
    expect(readFileSync(join(work, 'lib/app.rb'), 'utf8')).toBe("puts 'hello'\nputs 'world'\n");
    expect([...readFileSync(join(work, 'data.bin'))]).toEqual([0, 1, 2, 255]);
    expect(readFileSync(join(work, 'README.md'), 'utf8')).toBe('# Changed\n');
    expect(existsSync(join(work, 'doomed.txt'))).toBe(false);
    expect(existsSync(join(work, 'old'))).toBe(false);
    expect(readFileSync(join(work, 'new/name.txt'), 'utf8')).toBe('moved\n');
    expect(statSync(join(work, 'run.sh')).mode & 0o111).not.toBe(0);
    expect((await runGit(['fsck', '--strict'], work)).code).toBe(0);
    expect((await runGit(['log', '-1', '--format=%B'], work)).stdout).toBe('Many changes\n\nWith a body.\n');
  });

  test('author_name and author_email set the author; the caller stays the committer', async () => {
    const project = await createProject(api, adminToken);
    const response = await post(project.id, {
      branch: 'master', commit_message: 'By someone else', author_name: 'Jane Doe', author_email: 'jane@example.com',
      actions: [{ action: 'create', file_path: 'jane.txt', content: 'j' }],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ author_name: 'Jane Doe', author_email: 'jane@example.com', committer_name: 'Administrator' });
    const work = await clone(project, adminToken);
    expect((await runGit(['log', '-1', '--format=%an <%ae> / %cn'], work)).stdout.trim()).toBe('Jane Doe <jane@example.com> / Administrator');
  });

  test('new branches: from start_branch, from start_sha, and the first commit of an empty repository on any branch', async () => {
    const project = await createProject(api, adminToken);
    const first = await headOf(api, project.id, 'master');
    const second = await commit(api, adminToken, project.id, 'master', [{ action: 'create', file_path: 'a.txt', content: 'a' }]);

    const fromBranch = await post(project.id, { branch: 'topic', start_branch: 'master', commit_message: 'on topic', actions: [{ action: 'create', file_path: 't.txt' }] });
    expect(fromBranch.status).toBe(201);
    expect(fromBranch.body.parent_ids).toEqual([second]);
    expect((await refEvents(api, project.id)).at(-1)).toMatchObject({ ref: 'refs/heads/topic', before: zeroId, after: fromBranch.body.id });

    const fromSha = await post(project.id, { branch: 'old-based', start_sha: first.slice(0, 10), commit_message: 'on old', actions: [{ action: 'update', file_path: 'README.md', content: 'x' }] });
    expect(fromSha.status).toBe(201);
    expect(fromSha.body.parent_ids).toEqual([first]);
    expect(await headOf(api, project.id, 'master')).toBe(second);

    const empty = await createProject(api, adminToken, {}, { empty: true });
    const initial = await post(empty.id, { branch: 'develop', commit_message: 'first', actions: [{ action: 'create', file_path: 'x.txt', content: 'x' }] });
    expect(initial.status).toBe(201);
    expect(initial.body).toMatchObject({ parent_ids: [], stats: { additions: 1, deletions: 0, total: 1 } });
    expect(await headOf(api, empty.id, 'develop')).toBe(initial.body.id);
  });

  test('refusals answer 400 with the real messages and leave the branch and the ref events as they were', async () => {
    const project = await createProject(api, adminToken);
    await commit(api, adminToken, project.id, 'master', [{ action: 'create', file_path: 'dir/file.txt', content: 'f' }]);
    await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: adminToken, json: { branch: 'feature', ref: 'master' } });
    const head = await headOf(api, project.id, 'master');
    const events = await refEvents(api, project.id);
    const base = { branch: 'master', commit_message: 'refused' };
    const create = (file_path: string) => ({ ...base, actions: [{ action: 'create', file_path, content: 'x' }] });
    const cases: [unknown, unknown][] = [
      [{ commit_message: 'm', actions: [{ action: 'create', file_path: 'a' }] }, { error: 'branch is missing', message: 'branch is missing' }],
      [{ branch: 'master', actions: [{ action: 'create', file_path: 'a' }] }, { error: 'commit_message is missing', message: 'commit_message is missing' }],
      [{ ...base, actions: [] }, { error: 'actions is invalid' }],
      [{ ...base, actions: [{ action: 'explode', file_path: 'a' }] }, { error: 'actions[0][action] does not have a valid value' }],
      [{ ...base, actions: [{ action: 'create', file_path: 'a', encoding: 'rot13' }] }, { error: 'actions[0][encoding] does not have a valid value' }],
      [create('README.md'), { message: 'A file with this name already exists' }],
      [create('dir'), { message: 'A directory with this name already exists' }],
      [create('README.md/inner'), { message: 'A file with this name already exists' }],
      [{ ...base, actions: [{ action: 'update', file_path: 'missing.txt', content: 'x' }] }, { message: "A file with this name doesn't exist" }],
      [{ ...base, actions: [{ action: 'delete', file_path: 'missing.txt' }] }, { message: "A file with this name doesn't exist" }],
      [{ ...base, actions: [{ action: 'chmod', file_path: 'missing.txt', execute_filemode: true }] }, { message: "A file with this name doesn't exist" }],
      [{ ...base, actions: [{ action: 'move', previous_path: 'missing.txt', file_path: 'b.txt' }] }, { message: "A file with this name doesn't exist" }],
      [{ ...base, actions: [{ action: 'move', previous_path: 'README.md', file_path: 'dir/file.txt' }] }, { message: 'A file with this name already exists' }],
      [{ ...base, actions: [{ action: 'move', file_path: 'b.txt' }] }, { message: 'You must supply the original file path when moving file `b.txt`.' }],
      // The second action fails: the first is not committed either.
      [{ ...base, actions: [{ action: 'create', file_path: 'new.txt', content: 'n' }, { action: 'delete', file_path: 'missing.txt' }] }, { message: "A file with this name doesn't exist" }],
      [create(''), { message: 'You must provide a file path' }],
      [create('../outside.txt'), { message: 'Path cannot include directory traversal' }],
      [create('dir/../../outside.txt'), { message: 'Path cannot include directory traversal' }],
      [create('/etc/passwd'), { message: "invalid path: '/etc/passwd'" }],
      [create('.git/config'), { message: "invalid path: '.git/config'" }],
      [create('sub/.GIT/hooks/post-receive'), { message: "invalid path: 'sub/.GIT/hooks/post-receive'" }],
      [create('a//b'), { message: "invalid path: 'a//b'" }],
      [{ ...base, actions: [{ action: 'create', file_path: 'b.bin', content: 'not base64!', encoding: 'base64' }] }, { message: '400 Bad request - content of b.bin is not valid base64' }],
      [{ ...create('x.txt'), branch: 'brand-new' }, { message: 'You can only create or edit files when you are on a branch' }],
      [{ ...create('x.txt'), branch: 'brand-new', start_branch: 'no-such-branch' }, { message: 'You can only create or edit files when you are on a branch' }],
      [{ ...create('x.txt'), branch: 'brand-new', start_branch: 'master', start_sha: head }, { message: "You can't pass both start_branch and start_sha" }],
      [{ ...create('x.txt'), branch: 'brand-new', start_sha: 'not-a-sha' }, { message: "Invalid start_sha 'not-a-sha'" }],
      [{ ...create('x.txt'), branch: 'brand-new', start_sha: 'deadbeefdeadbeef' }, { message: "Cannot find start_sha 'deadbeefdeadbeef'" }],
      [{ ...create('x.txt'), branch: 'feature', start_branch: 'master' }, { message: "A branch called 'feature' already exists. Switch to that branch in order to make changes" }],
      [{ ...create('x.txt'), branch: 'bad..name', start_branch: 'master' }, { message: "Something went wrong when we tried to create 'bad..name' for you: Branch name is invalid" }],
    ];
    for (const [json, body] of cases) {
      const response = await post(project.id, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body, JSON.stringify(json)).toEqual(body);
    }
    expect(await headOf(api, project.id, 'master')).toBe(head);
    expect(await headOf(api, project.id, 'brand-new')).toBe('');
    expect(await refEvents(api, project.id)).toEqual(events);
  });

  test('last_commit_id guards against editing a stale version', async () => {
    const project = await createProject(api, adminToken);
    const readmeCommit = await headOf(api, project.id, 'master');
    const other = await commit(api, adminToken, project.id, 'master', [{ action: 'create', file_path: 'other.txt', content: 'o' }]);
    const stale = await post(project.id, {
      branch: 'master', commit_message: 'stale', actions: [{ action: 'update', file_path: 'README.md', content: 'x', last_commit_id: other }],
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ message: 'You are attempting to update a file that has changed since you started editing it.' });
    expect(await headOf(api, project.id, 'master')).toBe(other);
    const current = await post(project.id, {
      branch: 'master', commit_message: 'fresh', actions: [{ action: 'update', file_path: 'README.md', content: 'x', last_commit_id: readmeCommit }],
    });
    expect(current.status).toBe(201);
  });

  test('a file above max_attachment_size is refused; a body above 10 MB is 413', async () => {
    const project = await createProject(api, adminToken);
    const head = await headOf(api, project.id, 'master');
    const setting = await api.request('PUT', '/application/settings', { direct: true, token: adminToken, json: { max_attachment_size: 1 } });
    expect(setting.status).toBe(200);
    const big = 'x'.repeat(1024 * 1024 + 1);
    const refused = await post(project.id, { branch: 'master', commit_message: 'big', actions: [{ action: 'create', file_path: 'big.txt', content: big }] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: '400 Bad request - big.txt is larger than the maximum of 1 MB' });
    const justFits = await post(project.id, { branch: 'master', commit_message: 'fits', actions: [{ action: 'create', file_path: 'fits.txt', content: big.slice(1) }] });
    expect(justFits.status).toBe(201);

    // Prism has a 10 MB body limit of its own: straight to the server.
    const huge = await api.request('POST', `/projects/${project.id}/repository/commits`, {
      direct: true, token: adminToken, json: { branch: 'master', commit_message: 'huge', actions: [{ action: 'create', file_path: 'huge.txt', content: 'y'.repeat(11 * 1024 * 1024) }] },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: '413 Request Entity Too Large' });
    expect((await api.request('GET', `/projects/${project.id}/repository/commits`, { token: adminToken })).body.map((c: any) => c.title))
      .toEqual(['fits', 'Initial commit']);
    expect(head).not.toBe(justFits.body.id);
  });

  test('concurrent commits to one branch: none is lost, each answers 201 or a clear 400', async () => {
    const project = await createProject(api, adminToken);
    const start = await headOf(api, project.id, 'master');
    const responses = await Promise.all(Array.from({ length: 5 }, (_, index) => post(project.id, {
      branch: 'master', commit_message: `parallel ${index}`, actions: [{ action: 'create', file_path: `parallel-${index}.txt`, content: String(index) }],
    })));
    const succeeded = responses.filter((response) => response.status === 201);
    for (const response of responses.filter((each) => each.status !== 201)) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Could not update refs/heads/master. Please refresh and try again.' });
    }
    expect(succeeded.length).toBeGreaterThan(0);

    const work = await clone(project, adminToken);
    const history = (await runGit(['log', '--format=%H', 'HEAD'], work)).stdout.trim().split('\n');
    expect(history).toHaveLength(succeeded.length + 1);
    expect(history.at(-1)).toBe(start);
    for (const response of succeeded) {
      expect(history).toContain(response.body.id);
      const index = /parallel (\d)/.exec(response.body.title)![1];
      expect(readFileSync(join(work, `parallel-${index}.txt`), 'utf8')).toBe(index);
    }
    // A straight line: each commit on the one before, and one ref event per move.
    expect((await runGit(['rev-list', '--merges', 'HEAD'], work)).stdout).toBe('');
    const events = await refEvents(api, project.id);
    expect(events.slice(1).map((event) => event.after).sort()).toEqual(succeeded.map((response) => response.body.id).sort());
  });

  test('form bodies with indexed actions[n][...] work like JSON', async () => {
    const project = await createProject(api, adminToken);
    const response = await api.request('POST', `/projects/${project.id}/repository/commits`, {
      token: adminToken,
      form: {
        branch: 'master',
        commit_message: 'from a form',
        'actions[0][action]': 'create',
        'actions[0][file_path]': 'form.txt',
        'actions[0][content]': 'form content',
        'actions[1][action]': 'chmod',
        'actions[1][file_path]': 'README.md',
        'actions[1][execute_filemode]': 'true',
      },
    });
    expect(response.status, response.text).toBe(201);
    const work = await clone(project, adminToken);
    expect(readFileSync(join(work, 'form.txt'), 'utf8')).toBe('form content');
    expect(statSync(join(work, 'README.md')).mode & 0o111).not.toBe(0);
  });

  test('list: newest first, paginated, by ref_name, path and time; unknown refs give an empty list', async () => {
    const project = await createProject(api, adminToken);
    const ids = [await headOf(api, project.id, 'master')];
    for (const index of [1, 2, 3]) {
      ids.push(await commit(api, adminToken, project.id, 'master', [{ action: 'create', file_path: index === 2 ? 'docs/two.md' : `f${index}.txt`, content: 'x' }]));
    }
    await api.request('POST', `/projects/${project.id}/repository/branches`, { direct: true, token: adminToken, json: { branch: 'older', ref: ids[1] } });
    const list = (query: Record<string, string | number> = {}) =>
      api.request('GET', `/projects/${project.id}/repository/commits`, { query });

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.map((c: any) => c.id)).toEqual([...ids].reverse());
    expect(all.headers.get('x-total')).toBe('4');

    const second = await list({ per_page: 3, page: 2 });
    expect(second.body.map((c: any) => c.id)).toEqual([ids[0]]);
    expect(second.headers.get('x-total-pages')).toBe('2');
    expect(second.headers.get('x-prev-page')).toBe('1');
    expect(second.headers.get('x-next-page')).toBe('');

    expect((await list({ ref_name: 'older' })).body.map((c: any) => c.id)).toEqual([ids[1], ids[0]]);
    expect((await list({ ref_name: ids[2]! })).body.map((c: any) => c.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await list({ path: 'docs' })).body.map((c: any) => c.id)).toEqual([ids[2]]);
    expect((await list({ path: 'docs/two.md' })).body.map((c: any) => c.id)).toEqual([ids[2]]);
    expect((await list({ since: '2999-01-01T00:00:00Z' })).body).toEqual([]);
    expect((await list({ until: '2000-01-01T00:00:00Z' })).body).toEqual([]);
    expect((await list({ since: '2000-01-01T00:00:00Z' })).body).toHaveLength(4);

    const unknown = await list({ ref_name: 'no-such-branch' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
    expect(unknown.headers.get('x-total')).toBe('0');
    const empty = await createProject(api, adminToken, {}, { empty: true });
    expect((await api.request('GET', `/projects/${empty.id}/repository/commits`)).body).toEqual([]);
  });

  test('get: by full or short SHA or branch name; a pushed commit shows up; 404 otherwise', async () => {
    const project = await createProject(api, adminToken);
    const work = await clone(project, adminToken);
    const pushed = await commitFile(work, 'pushed.txt', 'one\ntwo\n', 'Pushed with git');
    expect((await runGit(['push', '-q', 'origin', 'HEAD:refs/heads/feature/x'], work)).code).toBe(0);

    for (const sha of [pushed, pushed.slice(0, 8), 'feature%2Fx']) {
      const response = await api.request('GET', `/projects/${project.id}/repository/commits/${sha}`);
      expect(response.status, sha).toBe(200);
      expect(response.body).toMatchObject({
        id: pushed, title: 'Pushed with git', message: 'Pushed with git\n', author_name: 'Test Author',
        author_email: 'author@example.com', stats: { additions: 2, deletions: 0, total: 2 }, status: null, project_id: project.id,
      });
    }
    for (const sha of ['deadbeefdeadbeefdeadbeefdeadbeefdeadbeef', 'no-such-ref', '--all']) {
      const missing = await api.request('GET', `/projects/${project.id}/repository/commits/${sha}`);
      expect(missing.status, sha).toBe(404);
      expect(missing.body).toEqual({ message: '404 Commit Not Found' });
    }
  });

  test('a long first line becomes a title cut at a word with an ellipsis', async () => {
    const project = await createProject(api, adminToken);
    const line = `${'word '.repeat(25)}end`;
    const response = await post(project.id, { branch: 'master', commit_message: line, actions: [{ action: 'create', file_path: 't.txt' }] });
    expect(response.body.message).toBe(line);
    expect(response.body.title).toBe(`${'word '.repeat(16).trimEnd()}…`);
  });

  test('permissions: developers commit; reporters 403; strangers 404; archived 403', async () => {
    const owner = await api.createUser('owner');
    const reporter = await api.createUser('reporter');
    const developer = await api.createUser('developer');
    const stranger = await api.createUser('stranger');
    const project = await createProject(api, owner.token, { visibility: 'private' });
    for (const [user, level] of [[reporter, 20], [developer, 30]] as const) {
      await api.request('POST', `/projects/${project.id}/members`, { direct: true, token: owner.token, json: { user_id: user.id, access_level: level } });
    }
    const body = (file: string) => ({ branch: 'master', commit_message: 'm', actions: [{ action: 'create', file_path: file }] });
    expect((await post(project.id, body('d.txt'), developer.token)).status).toBe(201);
    expect((await post(project.id, body('r.txt'), reporter.token)).status).toBe(403);
    expect((await post(project.id, body('s.txt'), stranger.token)).body).toEqual({ message: '404 Project Not Found' });
    expect((await api.request('GET', `/projects/${project.id}/repository/commits`, { token: stranger.token })).status).toBe(404);
    expect((await api.request('GET', `/projects/${project.id}/repository/commits`, { token: reporter.token })).status).toBe(200);
    // Prism answers anonymous calls to secured operations itself: straight to the server.
    expect((await api.request('POST', `/projects/${project.id}/repository/commits`, { direct: true, json: body('a.txt') })).status).toBe(401);
    await api.request('POST', `/projects/${project.id}/archive`, { direct: true, token: owner.token });
    const archived = await post(project.id, body('o.txt'), owner.token);
    expect(archived.status).toBe(403);
    expect(archived.body).toEqual({ message: '403 Forbidden' });
  });
});
