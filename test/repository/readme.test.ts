// `initialize_with_readme`: a real first commit on the default branch, by the creator, recorded as a ref change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { zeroId } from '../../server/git/ref-updates.js';
import { adminToken, describeApi } from '../support/context.js';
import { runGit } from '../support/git-client.js';
import { clone, headOf, refEvents } from './support.js';

describeApi('initialize_with_readme', (api) => {
  test('POST /projects with initialize_with_readme commits README.md on the default branch as the creator', async () => {
    const alice = await api.createUser('alice');
    const created = await api.request('POST', '/projects', {
      token: alice.token,
      json: { name: 'Diaspora Client', default_branch: 'main', initialize_with_readme: true, visibility: 'public' },
    });
    expect(created.status).toBe(201);
    const head = await headOf(api, created.body.id, 'main');
    expect(head).toMatch(/^[0-9a-f]{40}$/);

    const work = await clone(created.body, alice.token);
    expect(readFileSync(join(work, 'README.md'), 'utf8')).toBe('# Diaspora Client\n');
    const log = (await runGit(['log', '--format=%H|%an|%ae|%cn|%s'], work)).stdout.trim();
    expect(log).toBe(`${head}|alice|alice@example.com|alice|Initial commit`);

    expect(await refEvents(api, created.body.id)).toEqual([{ ref: 'refs/heads/main', before: zeroId, after: head, user_id: alice.id }]);
    const branch = await api.request('GET', `/projects/${created.body.id}/repository/branches/main`, { token: alice.token });
    expect(branch.status).toBe(200);
    expect(branch.body).toMatchObject({ name: 'main', default: true, commit: { id: head, title: 'Initial commit', author_name: 'alice' } });
  });

  test('POST /projects/user/:user_id with initialize_with_readme commits as the user the project is for', async () => {
    const bob = await api.createUser('bob');
    const created = await api.request('POST', `/projects/user/${bob.id}`, {
      token: adminToken,
      json: { name: 'for-bob', initialize_with_readme: true },
    });
    expect(created.status).toBe(201);
    const commits = await api.request('GET', `/projects/${created.body.id}/repository/commits`, { token: bob.token });
    expect(commits.status).toBe(200);
    expect(commits.body).toHaveLength(1);
    expect(commits.body[0]).toMatchObject({ title: 'Initial commit', author_name: 'bob', committer_email: 'bob@example.com', parent_ids: [] });
    expect(await refEvents(api, created.body.id)).toEqual([
      { ref: 'refs/heads/master', before: zeroId, after: commits.body[0].id, user_id: bob.id },
    ]);
  });

  test('without initialize_with_readme (or with false) the repository stays empty and nothing is recorded', async () => {
    for (const json of [{ name: 'plain' }, { name: 'plain-false', initialize_with_readme: false }]) {
      const created = await api.request('POST', '/projects', { token: adminToken, json });
      expect(created.status).toBe(201);
      expect(await headOf(api, created.body.id, 'master')).toBe('');
      expect(await refEvents(api, created.body.id)).toEqual([]);
      const branches = await api.request('GET', `/projects/${created.body.id}/repository/branches`, { token: adminToken });
      expect(branches.body).toEqual([]);
    }
  });
});
