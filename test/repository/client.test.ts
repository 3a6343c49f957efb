// The typed client drives the repository API through the Prism proxy: a project with a README, a branch, a commit
// on it, its file, a status and the paginated history.
import { expect, test } from 'vitest';
import { ApiRequestError, createClient, paginate, unwrap } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';

describeApi('typed client on the repository API', (api) => {
  test('branch, commit, file, status and history with the generated types', async () => {
    const client = createClient({ baseUrl: api.url, token: adminToken });
    const project = unwrap(await client.POST('/projects', { body: { name: 'typed', initialize_with_readme: true } }));
    const id = project.id;

    const branch = unwrap(await client.POST('/projects/{id}/repository/branches', { params: { path: { id } }, body: { branch: 'feature/typed', ref: 'master' } }));
    expect(branch).toMatchObject({ name: 'feature/typed', default: false });

    const created = unwrap(await client.POST('/projects/{id}/repository/commits', {
      params: { path: { id } },
      body: { branch: 'feature/typed', commit_message: 'Typed', actions: [{ action: 'create', file_path: 'src/typed.ts', content: 'export {};\n' }] },
    }));
    expect(created).toMatchObject({ title: 'Typed', parent_ids: [branch.commit.id], stats: { additions: 1, deletions: 0, total: 1 } });

    // Raw path parameters: the client percent-encodes `/` in the branch and the file path.
    const file = unwrap(await client.GET('/projects/{id}/repository/files/{file_path}', {
      params: { path: { id, file_path: 'src/typed.ts' }, query: { ref: 'feature/typed' } },
    }));
    expect(Buffer.from(file.content, 'base64').toString()).toBe('export {};\n');
    expect(unwrap(await client.GET('/projects/{id}/repository/branches/{branch}', { params: { path: { id, branch: 'feature/typed' } } })).commit.id).toBe(created.id);

    const status = unwrap(await client.POST('/projects/{id}/statuses/{sha}', { params: { path: { id, sha: created.id } }, body: { state: 'success', name: 'ci' } }));
    expect(status).toMatchObject({ status: 'success', ref: 'feature/typed' });
    expect(unwrap(await client.GET('/projects/{id}/repository/commits/{sha}', { params: { path: { id, sha: created.id } } })).status).toBe('success');

    const titles: string[] = [];
    for await (const commit of paginate(client, '/projects/{id}/repository/commits', { params: { path: { id }, query: { ref_name: 'feature/typed', per_page: 1 } } })) {
      titles.push(commit.title);
    }
    expect(titles).toEqual(['Typed', 'Initial commit']);

    const refused = await client.POST('/projects/{id}/repository/commits', {
      params: { path: { id } },
      body: { branch: 'master', commit_message: 'again', actions: [{ action: 'create', file_path: 'README.md', content: 'x' }] },
    });
    expect(() => unwrap(refused)).toThrow(ApiRequestError);
    expect(refused.error).toEqual({ message: 'A file with this name already exists' });
  });
});
