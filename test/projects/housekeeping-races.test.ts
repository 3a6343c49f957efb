// Housekeeping runs beside everything else: deleting a project while its task runs answers as usual and leaves
// no job to retry; commits and pushes made while the repository is repacked, pruned and its refs packed all succeed.
import { access } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { git } from '../../server/git/git.js';
import { repositoryPath } from '../../server/git/repositories.js';
import { JobAlreadyPending } from '../../server/jobs/enqueue.js';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { enqueueHousekeeping, type HousekeepingTask } from '../../server/projects/housekeeping-job.js';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';
import { createProject } from './support.js';

const exists = (path: string) => access(path).then(() => true, () => false);

describeApi('housekeeping races', (api) => {
  async function projectWithHistory(name: string): Promise<number> {
    const project = await createProject(api, adminToken, { name, initialize_with_readme: true });
    for (let index = 0; index < 5; index += 1) {
      const commit = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        direct: true, token: adminToken,
        json: { branch: 'master', commit_message: `Change ${index}`, actions: [{ action: 'create', file_path: `file-${index}.txt`, content: `${index}\n`.repeat(200) }] },
      });
      expect(commit.status, commit.text).toBe(201);
    }
    return project.id;
  }

  test('deleting a project while its housekeeping runs: 204, the repository gone, the job done and not retried', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await projectWithHistory(`doomed-${round}`);
      expect((await api.request('POST', `/projects/${id}/housekeeping`, { token: adminToken, direct: true })).status).toBe(201);
      const jobs = runJobsUntilIdle(api.services);
      // Staggered so that some deletions land while git gc is at work in the repository.
      await new Promise((resolve) => setTimeout(resolve, round * 15));
      const deleted = await api.request('DELETE', `/projects/${id}`, { token: adminToken });
      expect(deleted.status, deleted.text).toBe(204);
      await jobs;
      const job = await api.db.selectFrom('jobs').select(['state', 'last_error']).where('kind', '=', 'housekeeping').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(job).toEqual({ state: 'done', last_error: null });
      expect(await exists(repositoryPath(api.services.config.dataDir, id))).toBe(false);
    }
  });

  test('commits made while housekeeping repacks and prunes all succeed', async () => {
    const id = await projectWithHistory('busy');
    const commits: Array<Promise<{ status: number; text: string }>> = [];
    for (let round = 0; round < 3; round += 1) {
      expect((await api.request('POST', `/projects/${id}/housekeeping`, { token: adminToken, direct: true })).status).toBe(201);
      const jobs = runJobsUntilIdle(api.services);
      for (let index = 0; index < 8; index += 1) {
        commits.push(api.request('POST', `/projects/${id}/repository/commits`, {
          direct: true, token: adminToken,
          json: { branch: `work-${round}-${index}`, start_branch: 'master', commit_message: 'Work', actions: [{ action: 'create', file_path: `w-${round}-${index}.txt`, content: `${round} ${index}\n` }] },
        }));
      }
      await jobs;
    }
    const answers = await Promise.all(commits);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.text)).toEqual([]);
  });

  test('pushes and commits while every housekeeping task runs again and again all succeed and leave a sound repository', async () => {
    const id = await projectWithHistory('pushed-busy');
    const project = (await api.request('GET', `/projects/${id}`, { token: adminToken })).body;
    const work = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(project.http_url_to_repo, adminToken), work])).code).toBe(0);

    let writing = true;
    const tasks: HousekeepingTask[] = ['incremental', 'full', 'gc'];
    const housekeeping = (async () => {
      let runs = 0;
      while (writing || runs < tasks.length) {
        // A push may have queued the periodic housekeeping just before: that one runs instead.
        await enqueueHousekeeping(api.db, id, tasks[runs % tasks.length]!).catch((error: unknown) => {
          if (!(error instanceof JobAlreadyPending)) throw error;
        });
        await runJobsUntilIdle(api.services);
        runs += 1;
      }
      return runs;
    })();
    const failures: string[] = [];
    const branches: string[] = [];
    try {
      for (let index = 0; index < 6; index += 1) {
        await commitFile(work, `pushed-${index}.txt`, `${index}\n`.repeat(100), `Push ${index}`);
        const pushed = await runGit(['push', '-q', 'origin', `HEAD:refs/heads/pushed-${index}`, 'HEAD:master'], work);
        if (pushed.code !== 0) failures.push(pushed.stderr);
        const committed = await api.request('POST', `/projects/${id}/repository/commits`, {
          direct: true, token: adminToken,
          json: { branch: `made-${index}`, start_branch: 'master', commit_message: 'Made', actions: [{ action: 'create', file_path: `made-${index}.txt`, content: `${index}\n` }] },
        });
        if (committed.status !== 201) failures.push(committed.text);
        branches.push(`pushed-${index}`, `made-${index}`);
      }
    } finally {
      writing = false;
    }
    expect(await housekeeping).toBeGreaterThanOrEqual(tasks.length);
    expect(failures).toEqual([]);
    const failedJobs = await api.db.selectFrom('jobs').select('last_error').where('kind', '=', 'housekeeping').where('state', '!=', 'done').execute();
    expect(failedJobs).toEqual([]);
    const repository = repositoryPath(api.services.config.dataDir, id);
    await git(repository, ['fsck', '--strict', '--no-progress']);
    const refs = (await git(repository, ['for-each-ref', '--format=%(refname:short)', 'refs/heads'])).stdout.toString().split('\n');
    expect(refs).toEqual(expect.arrayContaining(branches));
  }, 120_000);
});
