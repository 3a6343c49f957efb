// Git over HTTP with the stock git client: clone, fetch and push, credentials and permissions.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';

describeApi('git over HTTP', (api) => {
  const project = async (name: string, visibility: string, token = adminToken) => {
    const response = await api.request('POST', '/projects', { token, json: { name, visibility } });
    expect(response.status).toBe(201);
    return response.body as { id: number; http_url_to_repo: string; default_branch: string };
  };

  test('a public repository clones anonymously; a push needs credentials and is recorded as a ref event', async () => {
    const { id, http_url_to_repo: url } = await project('open', 'public');
    const work = scratchDirectory();
    const clone = await runGit(['clone', '-q', url, work]);
    expect(clone.code, clone.stderr).toBe(0);
    const head = await commitFile(work, 'README.md', '# open\n', 'First commit');

    const anonymous = await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
    expect(anonymous.code).not.toBe(0);
    expect(anonymous.stderr).toMatch(/Authentication failed|could not read Username|401/);

    const pushed = await runGit(['push', '-q', withCredentials(url, adminToken), 'HEAD:master'], work);
    expect(pushed.code, pushed.stderr).toBe(0);
    const events = await api.db.selectFrom('ref_events').selectAll().where('project_id', '=', id).execute();
    expect(events).toMatchObject([{ ref: 'refs/heads/master', before: '0'.repeat(40), after: head }]);

    const again = scratchDirectory();
    expect((await runGit(['clone', '-q', url, again])).code).toBe(0);
    expect((await runGit(['rev-parse', 'HEAD'], again)).stdout.trim()).toBe(head);
  });

  test('a private repository asks for credentials and refuses non-members; reporters fetch, developers push', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const { id, http_url_to_repo: url } = await project('secret', 'private', alice.token);

    const anonymous = await runGit(['clone', '-q', url, scratchDirectory()]);
    expect(anonymous.code).not.toBe(0);
    expect(anonymous.stderr).toMatch(/Authentication failed|could not read Username|401/);
    const stranger = await runGit(['clone', '-q', withCredentials(url, bob.token), scratchDirectory()]);
    expect(stranger.code).not.toBe(0);
    expect(stranger.stderr).toMatch(/not found|404/i);
    const wrongToken = await runGit(['clone', '-q', withCredentials(url, 'not-a-token'), scratchDirectory()]);
    expect(wrongToken.code).not.toBe(0);

    const work = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(url, alice.token), work])).code).toBe(0);
    await commitFile(work, 'a.txt', 'a\n', 'owner commit');
    expect((await runGit(['push', '-q', 'origin', 'HEAD:master'], work)).code).toBe(0);

    await api.db.insertInto('project_members').values({ project_id: id, user_id: bob.id, access_level: 20, created_at: new Date().toISOString(), expires_at: null }).execute();
    const reporter = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(url, bob.token), reporter])).code).toBe(0);
    await commitFile(reporter, 'b.txt', 'b\n', 'reporter commit');
    const refused = await runGit(['push', '-q', 'origin', 'HEAD:master'], reporter);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/403|not allowed/);

    await api.db.updateTable('project_members').set({ access_level: 30 }).where('user_id', '=', bob.id).execute();
    const developer = await runGit(['push', '-q', 'origin', 'HEAD:master'], reporter);
    expect(developer.code, developer.stderr).toBe(0);
  });

  test('concurrent pushes to one branch never lose a commit: one wins, the other is refused', async () => {
    const { http_url_to_repo: url } = await project('busy', 'public');
    const remote = withCredentials(url, adminToken);
    const seed = scratchDirectory();
    await runGit(['clone', '-q', remote, seed]);
    const base = await commitFile(seed, 'base.txt', 'base\n', 'base');
    expect((await runGit(['push', '-q', 'origin', 'HEAD:master'], seed)).code).toBe(0);

    const trees = [scratchDirectory(), scratchDirectory(), scratchDirectory()];
    const heads: string[] = [];
    for (const [index, tree] of trees.entries()) {
      await runGit(['clone', '-q', remote, tree]);
      heads.push(await commitFile(tree, `file-${index}.txt`, `${index}\n`, `commit ${index}`));
    }
    const results = await Promise.all(trees.map((tree) => runGit(['push', '-q', 'origin', 'HEAD:master'], tree)));
    const winners = results.map((result, index) => (result.code === 0 ? heads[index] : undefined)).filter(Boolean);
    expect(winners).toHaveLength(1);

    const check = scratchDirectory();
    await runGit(['clone', '-q', remote, check]);
    const log = (await runGit(['log', '--format=%H'], check)).stdout.trim().split('\n');
    expect(log).toEqual([winners[0], base]);
  });
});
