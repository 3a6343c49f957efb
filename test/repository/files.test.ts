// Files at a ref: metadata and base64 content, the raw bytes; 404 for unknown refs and files, 400 for traversal.
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit } from '../support/git-client.js';
import { clone, commit, createProject, headOf } from './support.js';

describeApi('repository files', (api) => {
  test('a file at a branch, a SHA or a tag: content in base64, its blob, the commit and the last commit that changed it', async () => {
    const project = await createProject(api, adminToken);
    const content = Buffer.from([0x68, 0x69, 0x0a, 0x00, 0xff]);
    const changed = await commit(api, adminToken, project.id, 'master', [
      { action: 'create', file_path: 'lib/deep/data.bin', content: content.toString('base64'), encoding: 'base64' },
    ]);
    const later = await commit(api, adminToken, project.id, 'master', [{ action: 'create', file_path: 'other.txt', content: 'o' }]);
    const work = await clone(project, adminToken);
    const blob = (await runGit(['rev-parse', 'HEAD:lib/deep/data.bin'], work)).stdout.trim();
    await runGit(['tag', 'v1', changed], work);
    expect((await runGit(['push', '-q', 'origin', 'v1'], work)).code).toBe(0);

    for (const ref of ['master', later, 'v1']) {
      const response = await api.request('GET', `/projects/${project.id}/repository/files/lib%2Fdeep%2Fdata.bin`, { query: { ref } });
      expect(response.status, ref).toBe(200);
      expect(response.body).toEqual({
        file_name: 'data.bin',
        file_path: 'lib/deep/data.bin',
        size: 5,
        encoding: 'base64',
        content: content.toString('base64'),
        content_sha256: createHash('sha256').update(content).digest('hex'),
        ref,
        blob_id: blob,
        commit_id: ref === 'v1' ? changed : later,
        last_commit_id: changed,
      });
    }

    const raw = await api.request('GET', `/projects/${project.id}/repository/files/README.md/raw`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/octet-stream');
    expect(raw.text).toBe(`# ${(await api.request('GET', `/projects/${project.id}`)).body.name}\n`);
    // Prism passes bodies on as text, which would mangle the binary bytes: straight to the server.
    const rawAtRef = await fetch(`${api.directUrl}/projects/${project.id}/repository/files/lib%2Fdeep%2Fdata.bin/raw?ref=v1`);
    expect(Buffer.from(await rawAtRef.arrayBuffer())).toEqual(content);
  });

  test('a file pushed with git is readable through the API', async () => {
    const project = await createProject(api, adminToken);
    const work = await clone(project, adminToken);
    const pushed = await commitFile(work, 'notes.txt', 'pushed\n', 'notes');
    await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
    const response = await api.request('GET', `/projects/${project.id}/repository/files/notes.txt`, { query: { ref: 'master' } });
    expect(response.body).toMatchObject({ content: Buffer.from('pushed\n').toString('base64'), commit_id: pushed, last_commit_id: pushed });
  });

  test('404 for unknown refs, files and directories; 400 for traversal and a missing ref', async () => {
    const project = await createProject(api, adminToken);
    await commit(api, adminToken, project.id, 'master', [{ action: 'create', file_path: 'dir/file.txt', content: 'f' }]);
    const get = (path: string, query: Record<string, string> = { ref: 'master' }) =>
      api.request('GET', `/projects/${project.id}/repository/files/${path}`, { query });

    expect((await get('README.md', { ref: 'nope' })).body).toEqual({ message: '404 Commit Not Found' });
    for (const path of ['missing.txt', 'dir', 'dir%2Fmissing', '*.md', 'README.md%2F']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ message: '404 File Not Found' });
    }
    for (const path of ['..%2Fetc%2Fpasswd', 'dir%2F..%2F..%2Fsecret', '%2Fetc%2Fpasswd']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ error: 'file_path should be a valid file path' });
      expect((await get(`${path}/raw`)).body).toEqual({ error: 'file_path should be a valid file path' });
    }
    const noRef = await get('README.md', {});
    expect(noRef.status).toBe(400);
    expect(noRef.body).toEqual({ error: 'ref is missing', message: 'ref is missing' });
    expect((await get('missing.txt/raw')).body).toEqual({ message: '404 File Not Found' });
  });

  test('private projects: members read files, others get 404 Project Not Found', async () => {
    const owner = await api.createUser('owner');
    const stranger = await api.createUser('stranger');
    const project = await createProject(api, owner.token, { visibility: 'private' });
    expect(await headOf(api, project.id, 'master')).not.toBe('');
    const path = `/projects/${project.id}/repository/files/README.md`;
    expect((await api.request('GET', path, { token: owner.token, query: { ref: 'master' } })).status).toBe(200);
    expect((await api.request('GET', path, { token: stranger.token, query: { ref: 'master' } })).body).toEqual({ message: '404 Project Not Found' });
    expect((await api.request('GET', path, { query: { ref: 'master' } })).status).toBe(404);
  });
});
