// A project's repository lives and dies with it: created with the project, reachable after a rename, removed
// with the project, and copied into a fork.
import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { repositoryPath } from '../../server/git/repositories.js';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';

describeApi('repository lifecycle', (api) => {
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const response = await api.request('POST', '/projects', { token: adminToken, json: { name, visibility: 'public', ...extra } });
    expect(response.status).toBe(201);
    return response.body as { id: number; http_url_to_repo: string; default_branch: string };
  };

  test('a new project has an empty bare repository whose HEAD is its default branch', async () => {
    const { id } = await create('fresh', { default_branch: 'main' });
    const path = repositoryPath(api.services.config.dataDir, id);
    expect(existsSync(path)).toBe(true);
    expect((await runGit(['--git-dir', path, 'symbolic-ref', 'HEAD'])).stdout.trim()).toBe('refs/heads/main');
  });

  test('renaming the path keeps the repository reachable at the new URL; deleting the project removes it', async () => {
    const { id, http_url_to_repo: url } = await create('before');
    const work = scratchDirectory();
    await runGit(['clone', '-q', withCredentials(url, adminToken), work]);
    const head = await commitFile(work, 'a.txt', 'a\n', 'first');
    expect((await runGit(['push', '-q', 'origin', 'HEAD:master'], work)).code).toBe(0);

    const renamed = await api.request('PUT', `/projects/${id}`, { token: adminToken, json: { path: 'after' } });
    expect(renamed.status).toBe(200);
    const copy = scratchDirectory();
    expect((await runGit(['clone', '-q', renamed.body.http_url_to_repo, copy])).code).toBe(0);
    expect((await runGit(['rev-parse', 'HEAD'], copy)).stdout.trim()).toBe(head);

    expect((await api.request('DELETE', `/projects/${id}`, { token: adminToken })).status).toBe(204);
    expect(existsSync(repositoryPath(api.services.config.dataDir, id))).toBe(false);
    expect((await runGit(['clone', '-q', renamed.body.http_url_to_repo, scratchDirectory()])).code).not.toBe(0);
  });

  test('a fork gets a copy of the source repository when its job finishes', async () => {
    const source = await create('upstream');
    const work = scratchDirectory();
    await runGit(['clone', '-q', withCredentials(source.http_url_to_repo, adminToken), work]);
    const head = await commitFile(work, 'a.txt', 'a\n', 'first');
    await runGit(['push', '-q', 'origin', 'HEAD:master', 'HEAD:refs/heads/feature'], work);

    const alice = await api.createUser('alice');
    const fork = await api.request('POST', `/projects/${source.id}/fork`, { token: alice.token, json: { namespace: 'alice' } });
    expect(fork.status).toBe(201);
    await runJobsUntilIdle(api.services);
    const finished = await api.request('GET', `/projects/${fork.body.id}`, { token: alice.token });
    expect(finished.body.import_status).toBe('finished');
    const copy = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(finished.body.http_url_to_repo, alice.token), copy])).code).toBe(0);
    expect((await runGit(['rev-parse', 'HEAD'], copy)).stdout.trim()).toBe(head);
    expect((await runGit(['branch', '-r'], copy)).stdout).toContain('origin/feature');
  });

  test('housekeeping runs git gc on the repository: loose objects end up packed', async () => {
    const { id, http_url_to_repo: url } = await create('tidy');
    const path = repositoryPath(api.services.config.dataDir, id);
    const work = scratchDirectory();
    await runGit(['clone', '-q', withCredentials(url, adminToken), work]);
    await commitFile(work, 'a.txt', 'a\n', 'first');
    await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
    // Small pushes arrive as loose objects; unpack any pack to be sure there is something to tidy.
    await runGit(['--git-dir', path, 'config', 'receive.unpackLimit', '100']);
    await commitFile(work, 'b.txt', 'b\n', 'second');
    await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
    const looseBefore = Number(/^count: (\d+)/m.exec((await runGit(['--git-dir', path, 'count-objects', '-v'])).stdout)![1]);
    expect(looseBefore).toBeGreaterThan(0);

    expect((await api.request('POST', `/projects/${id}/housekeeping`, { token: adminToken })).status).toBe(201);
    await runJobsUntilIdle(api.services);
    const after = (await runGit(['--git-dir', path, 'count-objects', '-v'])).stdout;
    expect(/^count: (\d+)/m.exec(after)![1]).toBe('0');
    expect(Number(/^packs: (\d+)/m.exec(after)![1])).toBeGreaterThan(0);
  });

  test('statistics come from the repository: commits of the default branch and its size on disk', async () => {
    const { id, http_url_to_repo: url } = await create('measured');
    const work = scratchDirectory();
    await runGit(['clone', '-q', withCredentials(url, adminToken), work]);
    await commitFile(work, 'a.txt', 'a\n', 'first');
    await commitFile(work, 'b.txt', 'b\n', 'second');
    await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
    const response = await api.request('GET', `/projects/${id}`, { token: adminToken, query: { statistics: 'true' } });
    expect(response.body.statistics.commit_count).toBe(2);
    expect(response.body.statistics.repository_size).toBeGreaterThan(0);
    expect(response.body.statistics.storage_size).toBe(response.body.statistics.repository_size);
  });
});
