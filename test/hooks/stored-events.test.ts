// What an event reports is stored once, apart from the job queue: delivery jobs stay small however large the
// descriptions, and the stored event goes when its last delivery has finished, delivered or given up.
import { expect, test } from 'vitest';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { adminToken, describeApi } from '../support/context.js';
import { addHook, allowLocalHooks, createProject, startReceiver } from './support.js';

const silent = { log: () => undefined };

describeApi('stored hook events', (api) => {
  test('an issue with a 1 MiB description reaches three hooks through delivery jobs of a few hundred bytes', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    const refusing = await startReceiver(() => ({ status: 410 }));
    try {
      const project = await createProject(api, 'large-events');
      for (const url of [receiver.url, `${receiver.url}?second`, refusing.url]) {
        await addHook(api, project.id, { url, push_events: false, issues_events: true });
      }
      const description = 'd'.repeat(1024 * 1024);
      const issue = await api.request('POST', `/projects/${project.id}/issues`, { direct: true, token: adminToken, json: { title: 'Large', description } });
      expect(issue.status, issue.text).toBe(201);

      const jobs = await api.db.selectFrom('jobs').select('payload').where('kind', '=', 'project_hook_delivery').execute();
      expect(jobs).toHaveLength(3);
      for (const job of jobs) expect(job.payload.length).toBeLessThan(200);
      expect(await api.db.selectFrom('hook_events').select('id').execute()).toHaveLength(1);

      await runJobsUntilIdle(api.services, silent);
      expect(receiver.received).toHaveLength(2);
      for (const { body } of receiver.received) expect(body.object_attributes.description).toBe(description);
      expect(refusing.received).toHaveLength(1);
      expect(await api.db.selectFrom('hook_events').select('id').execute()).toEqual([]);
      expect(await api.db.selectFrom('hook_event_deliveries').select('uuid').execute()).toEqual([]);
    } finally {
      await receiver.close();
      await refusing.close();
    }
  });

  test('a delivery retried after a 5xx answer keeps the event until it is delivered', async () => {
    await allowLocalHooks(api, true);
    const flaky = await startReceiver((index) => ({ status: index === 0 ? 503 : 200 }));
    try {
      const project = await createProject(api, 'retried-events');
      await addHook(api, project.id, { url: flaky.url, push_events: false, issues_events: true });
      const issue = await api.request('POST', `/projects/${project.id}/issues`, { token: adminToken, json: { title: 'Again' } });
      expect(issue.status, issue.text).toBe(201);

      await runJobsUntilIdle(api.services, silent);
      expect(await api.db.selectFrom('hook_events').select('id').execute()).toHaveLength(1);
      await runJobsUntilIdle(api.services, { ...silent, now: () => new Date(Date.now() + 11_000) });
      expect(flaky.received.map(({ body }) => body.object_attributes.title)).toEqual(['Again', 'Again']);
      expect(await api.db.selectFrom('hook_events').select('id').execute()).toEqual([]);
    } finally {
      await flaky.close();
    }
  });
});
