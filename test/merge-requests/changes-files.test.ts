// GET …/changes: the merge request plus every changed file of its latest version, with unified diffs.
import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createMergeRequest, git, projectWithBranches, push } from './support.js';

describeApi('merge request changes', (api) => {
  test('added, modified, deleted, renamed, mode-changed and binary files, as the real service shows them', async () => {
    const project = await projectWithBranches(api, adminToken, 'Changes');
    const { work } = project;
    await git(work, 'checkout', '-q', 'master');
    writeFileSync(join(work, 'gone.txt'), 'to be deleted\n');
    writeFileSync(join(work, 'old-name.txt'), 'line one\nline two\nline three\nline four\n');
    writeFileSync(join(work, 'script.sh'), 'echo hi\n');
    await git(work, 'add', '.');
    await git(work, 'commit', '-q', '-m', 'Files to change');
    await push(project, 'master');
    await git(work, 'checkout', '-q', '-b', 'changes');
    writeFileSync(join(work, 'README.md'), '# Changes\n\nMore text.\n');
    rmSync(join(work, 'gone.txt'));
    renameSync(join(work, 'old-name.txt'), join(work, 'new-name.txt'));
    chmodSync(join(work, 'script.sh'), 0o755);
    writeFileSync(join(work, 'image.bin'), Buffer.from([0, 1, 2, 3, 0, 255]));
    await git(work, 'add', '-A');
    await git(work, 'commit', '-q', '-m', 'Change everything');
    await push(project, 'changes');
    const created = await createMergeRequest(api, adminToken, project.id, { source_branch: 'changes', title: 'Change everything' });

    const response = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/changes`, { token: adminToken });
    expect(response.status).toBe(200);
    const { changes, ...mergeRequest } = response.body;
    const shown = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}`, { token: adminToken });
    expect(mergeRequest).toEqual(shown.body);
    expect(mergeRequest.changes_count).toBe('5');
    const byPath = Object.fromEntries(changes.map((change: any) => [change.new_path, change]));
    expect(Object.keys(byPath).sort()).toEqual(['README.md', 'gone.txt', 'image.bin', 'new-name.txt', 'script.sh']);
    expect(byPath['README.md']).toEqual({
      old_path: 'README.md', new_path: 'README.md', a_mode: '100644', b_mode: '100644',
      diff: '--- a/README.md\n+++ b/README.md\n@@ -1 +1,3 @@\n # Changes\n+\n+More text.\n',
      new_file: false, renamed_file: false, deleted_file: false,
    });
    expect(byPath['gone.txt']).toEqual({
      old_path: 'gone.txt', new_path: 'gone.txt', a_mode: '100644', b_mode: '0',
      diff: '--- a/gone.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-to be deleted\n',
      new_file: false, renamed_file: false, deleted_file: true,
    });
    expect(byPath['new-name.txt']).toEqual({
      old_path: 'old-name.txt', new_path: 'new-name.txt', a_mode: '100644', b_mode: '100644',
      diff: '', new_file: false, renamed_file: true, deleted_file: false,
    });
    expect(byPath['script.sh']).toMatchObject({ a_mode: '100644', b_mode: '100755', diff: '', new_file: false });
    expect(byPath['image.bin']).toMatchObject({ new_file: true, a_mode: '0', diff: 'Binary files /dev/null and b/image.bin differ\n' });
  });

  test('above 1000 files the version overflows: 1000 files listed, changes_count 1000+; diffs above 200 KB are empty', async () => {
    const project = await projectWithBranches(api, adminToken, 'Overflow');
    const { work } = project;
    await git(work, 'checkout', '-q', '-b', 'many', project.master);
    mkdirSync(join(work, 'many'));
    for (let index = 0; index < 1001; index += 1) writeFileSync(join(work, 'many', `file-${String(index).padStart(4, '0')}.txt`), `${index}\n`);
    writeFileSync(join(work, 'huge.txt'), 'x'.repeat(100).concat('\n').repeat(3000));
    await git(work, 'add', '-A');
    await git(work, 'commit', '-q', '-m', 'Many files');
    await push(project, 'many');
    const created = await createMergeRequest(api, adminToken, project.id, { source_branch: 'many', title: 'Many files' });
    expect(created.changes_count).toBe('1000+');

    const response = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/changes`, { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body.changes).toHaveLength(1000);
    expect(response.body.changes_count).toBe('1000+');
    expect(response.body.changes[0]).toMatchObject({ new_path: 'huge.txt', diff: '', new_file: true });
    const [version] = (await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/versions`, { token: adminToken })).body;
    expect(version).toMatchObject({ state: 'overflow', real_size: '1000+' });
  });

  test('a request without changes has an empty list; a missing request is 404', async () => {
    const project = await projectWithBranches(api, adminToken, 'No Changes');
    const created = await createMergeRequest(api, adminToken, project.id, { source_branch: 'master', target_branch: 'feature', title: 'Nothing' });
    const response = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/changes`, { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body.changes).toEqual([]);
    expect(response.body.changes_count).toBe('0');
    const missing = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid + 1}/changes`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Not found' });
  });

  test('private projects: 404 for outsiders, 401 for anonymous callers, readable by members', async () => {
    const project = await projectWithBranches(api, adminToken, 'Private Changes');
    const created = await createMergeRequest(api, adminToken, project.id);
    const outsider = await api.createUser('outsider');
    const response = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/changes`, { token: outsider.token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: '404 Project Not Found' });
    // Direct: Prism answers unauthenticated calls of secured operations itself.
    const anonymous = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/changes`, { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    const reporter = await api.createUser('reporter');
    await addMember(api, project.id, reporter.id, 20);
    const readable = await api.request('GET', `/projects/${project.id}/merge_requests/${created.iid}/changes`, { token: reporter.token });
    expect(readable.status).toBe(200);
    expect(readable.body.changes.map((change: any) => change.new_path)).toEqual(['feature.txt']);
  });
});
