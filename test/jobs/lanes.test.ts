// Hook deliveries have a lane of their own: while a receiver takes 10 s to answer every delivery, a fork is
// copied and a merge request's mergeability is checked in the usual second or two.
import { expect, test } from 'vitest';
import { deliveryJobKind } from '../../server/hooks/delivery-job-payload.js';
import { startJobRunner } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { addHook, allowLocalHooks, startReceiver } from '../hooks/support.js';

describeApi('job lanes', (api) => {
  test('a receiver that takes 10 s delays neither a fork nor a merge-status check', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 10_000 }));
    const created = await api.request('POST', '/projects', { direct: true, token: adminToken, json: { name: 'busy', initialize_with_readme: true } });
    const project = created.body as { id: number };
    await addHook(api, project.id, { url: receiver.url, issues_events: true, push_events: false });
    for (let index = 0; index < 8; index += 1) {
      expect((await api.request('POST', `/projects/${project.id}/issues`, { direct: true, token: adminToken, json: { title: `Issue ${index}` } })).status).toBe(201);
    }
    expect((await api.request('POST', '/groups', { direct: true, token: adminToken, json: { name: 'team', path: 'team' } })).status).toBe(201);
    const runner = startJobRunner(api.services, { pollMs: 20, log: () => undefined });
    try {
      // The receiver is now holding every delivery worker.
      await expect.poll(() => receiver.received.length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(1);

      const fork = await api.request('POST', `/projects/${project.id}/fork`, { direct: true, token: adminToken, json: { namespace: 'team' } });
      expect(fork.status, fork.text).toBe(201);
      const commit = await api.request('POST', `/projects/${project.id}/repository/commits`, {
        direct: true, token: adminToken,
        json: { branch: 'feature', start_branch: 'master', commit_message: 'Work', actions: [{ action: 'create', file_path: 'work.txt', content: 'work\n' }] },
      });
      expect(commit.status, commit.text).toBe(201);
      const request = await api.request('POST', `/projects/${project.id}/merge_requests`, { direct: true, token: adminToken, json: { source_branch: 'feature', target_branch: 'master', title: 'Work' } });
      expect(request.status, request.text).toBe(201);

      await expect.poll(async () => (await api.request('GET', `/projects/${fork.body.id}`, { direct: true, token: adminToken })).body.import_status, { timeout: 9_000, interval: 50 }).toBe('finished');
      await expect.poll(async () => (await api.request('GET', `/projects/${project.id}/merge_requests/${request.body.iid}`, { direct: true, token: adminToken })).body.merge_status, { timeout: 9_000, interval: 50 }).toBe('can_be_merged');
      // Both within the receiver's 10 s: no delivery has been answered yet, nor given up on at its timeout.
      const delivered = await api.db.selectFrom('jobs').select('id').where('kind', '=', deliveryJobKind)
        .where((eb) => eb.or([eb('state', '=', 'done'), eb('last_error', 'is not', null)])).execute();
      expect(delivered).toEqual([]);
    } finally {
      await runner.stop();
      await receiver.close();
    }
  }, 60_000);
});
