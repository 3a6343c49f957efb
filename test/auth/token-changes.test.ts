// A token's holder may change between two requests, written by another process (here: straight into the database,
// behind the server's back). On PostgreSQL a GET with a token used lately goes on before its lookup comes back
// (server/auth/lookup-ahead.ts); whatever the engine, each answer must be the one the token's holder as it is now gets.
import { expect, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { unauthorizedBody } from './helpers.js';

/** Uses the token twice, so that the server has read it lately. */
async function useToken(api: ApiContext, token: string): Promise<void> {
  for (let time = 0; time < 2; time += 1) expect((await api.request('GET', '/user', { token })).status).toBe(200);
}

describeApi('a token whose holder changed since it was last used', (api) => {
  test('a token revoked since is 401 on every kind of read, with or without a statement of its own', async () => {
    const alice = await api.createUser('alice');
    const privateProject = await api.request('POST', '/projects', { direct: true, token: adminToken, json: { name: 'vault', visibility: 'private' } });
    const reads: Array<[string, { direct?: boolean }]> = [
      ['/user', {}], ['/version', {}], ['/projects?per_page=5', {}], [`/projects/${privateProject.body.id}`, {}],
      ['/projects/999999999/merge_requests/1', {}], ['/users?per_page=200&page=abc', {}], ['/no/such/path', { direct: true }],
      ['/openapi.json', { direct: true }],
    ];
    for (const [path, options] of reads) {
      await api.db.updateTable('access_tokens').set({ revoked: 0 }).where('user_id', '=', alice.id).execute();
      await useToken(api, alice.token);
      await api.db.updateTable('access_tokens').set({ revoked: 1 }).where('user_id', '=', alice.id).execute();
      const response = await api.request('GET', path, { ...options, token: alice.token });
      expect([path, response.status, response.body]).toEqual([path, 401, unauthorizedBody]);
    }
  });

  test('the token of a user blocked since is 401, and stays so', async () => {
    const alice = await api.createUser('alice');
    await useToken(api, alice.token);
    await api.db.updateTable('users').set({ state: 'blocked' }).where('id', '=', alice.id).execute();
    for (let time = 0; time < 2; time += 1) {
      const response = await api.request('GET', '/projects', { token: alice.token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(unauthorizedBody);
    }
  });

  test('a holder renamed since is shown with the new name at once', async () => {
    const alice = await api.createUser('alice');
    await useToken(api, alice.token);
    await api.db.updateTable('users').set({ name: 'Alice Renamed' }).where('id', '=', alice.id).execute();
    const response = await api.request('GET', '/user', { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: alice.id, name: 'Alice Renamed' });
  });

  test('administrator rights given or taken since count from the next read', async () => {
    const alice = await api.createUser('alice');
    const vault = await api.request('POST', '/projects', { direct: true, token: adminToken, json: { name: 'vault', visibility: 'private', initialize_with_readme: true } });
    expect(vault.status).toBe(201);
    const project = `/projects/${vault.body.id}`;
    const readme = `${project}/repository/files/README.md/raw`;
    await useToken(api, alice.token);
    expect((await api.request('GET', project, { token: alice.token })).status).toBe(404);

    await api.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', alice.id).execute();
    const asAdministrator = await api.request('GET', project, { token: alice.token });
    expect(asAdministrator.status).toBe(200);
    expect(asAdministrator.body).toMatchObject({ id: vault.body.id, name: 'vault' });
    await useToken(api, alice.token);
    await api.db.updateTable('users').set({ name: 'Alice Again' }).where('id', '=', alice.id).execute();
    // A raw file is written by its handler: what it wrote for the holder as read before is not what is sent.
    const raw = await api.request('GET', readme, { token: alice.token });
    expect(raw.status).toBe(200);
    expect(raw.text).toContain('vault');

    await api.db.updateTable('users').set({ is_admin: 0 }).where('id', '=', alice.id).execute();
    for (const path of [project, readme, `${project}/merge_requests`]) {
      const response = await api.request('GET', path, { token: alice.token });
      expect([path, response.status]).toEqual([path, 404]);
      await useToken(api, alice.token);
    }
  });
});
