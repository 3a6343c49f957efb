// Automatic housekeeping: pushes (over git or as API commits) are counted per project, and the housekeeping
// settings decide which task each count makes due.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repositoryPath } from '../../server/git/repositories.js';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';
import { createProject } from './support.js';

describeApi('automatic housekeeping after pushes', (api) => {
  const settings = async (values: Record<string, unknown>) => {
    const response = await api.request('PUT', '/application/settings', { token: adminToken, json: values });
    expect(response.status, response.text).toBe(200);
  };
  const smallPeriods = { housekeeping_enabled: true, housekeeping_incremental_repack_period: 1, housekeeping_full_repack_period: 2, housekeeping_gc_period: 4 };
  /** The payloads of the housekeeping jobs so far, oldest first. */
  const housekeepingJobs = async () =>
    (await api.db.selectFrom('jobs').select(['payload', 'state']).where('kind', '=', 'housekeeping').orderBy('id').execute())
      .map(({ payload, state }) => ({ ...JSON.parse(payload), state }));
  const packFiles = (id: number, suffix: string) =>
    readdirSync(join(repositoryPath(api.services.config.dataDir, id), 'objects', 'pack')).filter((name) => name.endsWith(suffix));
  const looseObjects = async (id: number) =>
    Number(/^count: (\d+)$/m.exec((await runGit(['--git-dir', repositoryPath(api.services.config.dataDir, id), 'count-objects', '-v'])).stdout)![1]);

  const clonedProject = async (name: string) => {
    const project = await createProject(api, adminToken, { name });
    const work = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(project.http_url_to_repo, adminToken), work])).code).toBe(0);
    let pushes = 0;
    const push = async () => {
      pushes += 1;
      await commitFile(work, `file-${pushes}.txt`, `${pushes}\n`, `commit ${pushes}`);
      const pushed = await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
      expect(pushed.code, pushed.stderr).toBe(0);
    };
    return { id: project.id as number, push };
  };

  test('each push counts; the largest period that divides the count picks incremental, full repack or gc', async () => {
    await settings({ ...smallPeriods, housekeeping_bitmaps_enabled: true });
    const { id, push } = await clonedProject('tool');

    await push();
    expect(await looseObjects(id)).toBeGreaterThan(0);
    expect(await housekeepingJobs()).toEqual([{ project_id: id, task: 'incremental', state: 'queued' }]);
    expect(await runJobsUntilIdle(api.services)).toBe(1);
    // An incremental repack packs the loose objects into a new pack.
    expect(await looseObjects(id)).toBe(0);
    expect(packFiles(id, '.pack')).toHaveLength(1);

    await push();
    await runJobsUntilIdle(api.services);
    // A full repack leaves one pack, here with a bitmap.
    expect(packFiles(id, '.pack')).toHaveLength(1);
    expect(packFiles(id, '.bitmap')).toHaveLength(1);

    await push();
    await runJobsUntilIdle(api.services);
    expect(packFiles(id, '.pack')).toHaveLength(2);
    await push();
    await runJobsUntilIdle(api.services);
    expect(packFiles(id, '.pack')).toHaveLength(1);
    // The gc starts the count over: the fifth push is the first since.
    await push();
    await runJobsUntilIdle(api.services);
    expect((await housekeepingJobs()).map((job) => [job.task, job.state])).toEqual([
      ['incremental', 'done'], ['full', 'done'], ['incremental', 'done'], ['gc', 'done'], ['incremental', 'done'],
    ]);
    const { last_housekeeping_at } = await api.db.selectFrom('projects').select('last_housekeeping_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(last_housekeeping_at).not.toBeNull();
  });

  test('without bitmaps a full repack writes none', async () => {
    await settings({ ...smallPeriods, housekeeping_bitmaps_enabled: false });
    const { id, push } = await clonedProject('tool');
    await push();
    await runJobsUntilIdle(api.services);
    await push();
    await runJobsUntilIdle(api.services);
    expect((await housekeepingJobs()).map((job) => job.task)).toEqual(['incremental', 'full']);
    expect(packFiles(id, '.pack')).toHaveLength(1);
    expect(packFiles(id, '.bitmap')).toEqual([]);
  });

  test('API commits and branch changes count too; a due task is skipped while another is pending', async () => {
    await settings(smallPeriods);
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'tool' });
    const commit = async (file: string) => {
      const response = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        token: alice.token,
        json: { branch: 'master', commit_message: `Add ${file}`, actions: [{ action: 'create', file_path: file, content: 'x\n' }] },
      });
      expect(response.status, response.text).toBe(201);
    };
    await commit('a.txt');
    // The full repack the second push makes due is skipped: the incremental one is still queued.
    await commit('b.txt');
    expect(await housekeepingJobs()).toEqual([{ project_id: project.id, task: 'incremental', state: 'queued' }]);
    // The manual task is refused meanwhile, as before.
    expect((await api.request('POST', `/projects/${project.id}/housekeeping`, { token: alice.token })).status).toBe(409);
    await runJobsUntilIdle(api.services);

    const branch = await api.request('POST', `/projects/${project.id}/repository/branches`, { token: alice.token, json: { branch: 'feature', ref: 'master' } });
    expect(branch.status, branch.text).toBe(201);
    await runJobsUntilIdle(api.services);
    await commit('c.txt');
    expect((await housekeepingJobs()).map((job) => job.task)).toEqual(['incremental', 'incremental', 'gc']);
  });

  test('the manual task is a gc and starts the count over', async () => {
    await settings({ housekeeping_enabled: true, housekeeping_incremental_repack_period: 2, housekeeping_full_repack_period: 4, housekeeping_gc_period: 8 });
    const { id, push } = await clonedProject('tool');
    await push();
    expect(await housekeepingJobs()).toEqual([]);
    expect((await api.request('POST', `/projects/${id}/housekeeping`, { token: adminToken })).status).toBe(201);
    expect(await housekeepingJobs()).toEqual([{ project_id: id, task: 'gc', state: 'queued' }]);
    await runJobsUntilIdle(api.services);
    // Without the manual gc this would be the second push, due for an incremental repack.
    await push();
    expect(await housekeepingJobs()).toHaveLength(1);
    await push();
    expect((await housekeepingJobs()).map((job) => job.task)).toEqual(['gc', 'incremental']);
  });

  test('equal periods: gc wins over a full repack, a full over an incremental one', async () => {
    await settings({ housekeeping_enabled: true, housekeeping_incremental_repack_period: 2, housekeeping_full_repack_period: 2, housekeeping_gc_period: 3 });
    const { push } = await clonedProject('tool');
    for (let count = 0; count < 3; count += 1) {
      await push();
      await runJobsUntilIdle(api.services);
    }
    await settings({ housekeeping_incremental_repack_period: 1, housekeeping_full_repack_period: 1, housekeeping_gc_period: 1 });
    await push();
    expect((await housekeepingJobs()).map((job) => job.task)).toEqual(['full', 'gc', 'gc']);
  });

  test('nothing runs while housekeeping is disabled', async () => {
    await settings({ ...smallPeriods, housekeeping_enabled: false });
    const { id, push } = await clonedProject('tool');
    for (let count = 0; count < 4; count += 1) await push();
    expect(await housekeepingJobs()).toEqual([]);
    expect(await looseObjects(id)).toBeGreaterThan(0);
    expect(packFiles(id, '.pack')).toEqual([]);
  });
});
