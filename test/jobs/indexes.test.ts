// The job queue's queries go through its partial indexes, so that claiming a job and looking for a pending one
// cost the same however many finished jobs the table holds (EXPLAIN on both databases; PostgreSQL is told to avoid
// sequential scans, as it prefers them on small tables).
import { CompiledQuery, type Compilable } from 'kysely';
import { expect, test } from 'vitest';
import { remainingDelivery } from '../../server/hooks/hook-events.js';
import { claimCandidates } from '../../server/jobs/claim.js';
import { pendingHousekeeping } from '../../server/projects/housekeeping-job.js';
import { addHook, createProject } from '../hooks/support.js';
import { describeApi } from '../support/context.js';
import { testDatabaseKind } from '../support/database.js';

describeApi('job queue indexes', (api) => {
  async function plan(query: Compilable<unknown>): Promise<string> {
    const { sql: text, parameters } = query.compile();
    if (testDatabaseKind === 'sqlite') {
      const rows = await api.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
      return rows.rows.map((row) => row.detail).join('\n');
    }
    return api.db.connection().execute(async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
      const rows = await connection.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${text}`, [...parameters]));
      await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  test('claim and pending lookup use jobs_queued, jobs_running and jobs_pending_unique_key, never a scan of the table', async () => {
    const time = new Date().toISOString();
    const rows = Array.from({ length: 500 }, (_, index) => ({
      kind: 'housekeeping', payload: '{}', state: index % 2 ? 'done' as const : 'failed' as const, attempts: 1, max_attempts: 1,
      unique_key: `housekeeping:project:${index}`, run_at: time, created_at: time, updated_at: time,
    }));
    await api.db.insertInto('jobs').values(rows).execute();

    const { due, abandoned } = claimCandidates(api.db, time);
    const duePlan = await plan(due);
    expect(duePlan).toContain('jobs_queued');
    expect(duePlan).not.toMatch(/SCAN jobs$|Seq Scan/m);
    const abandonedPlan = await plan(abandoned);
    expect(abandonedPlan).toContain('jobs_running');
    expect(abandonedPlan).not.toMatch(/SCAN jobs$|Seq Scan/m);
    const pendingPlan = await plan(pendingHousekeeping(api.db, 7));
    expect(pendingPlan).toContain('jobs_pending_unique_key');
    expect(pendingPlan).not.toMatch(/SCAN jobs$|Seq Scan/m);
  });

  test('a finished delivery finds the other deliveries of its event through hook_event_deliveries_event', async () => {
    const project = await createProject(api, 'indexed-events');
    const hook = await addHook(api, project.id, { url: 'https://example.com/hook' });
    const time = new Date().toISOString();
    const events = await api.db.insertInto('hook_events')
      .values(Array.from({ length: 50 }, () => ({ project_id: project.id, snapshot: '{}', created_at: time })))
      .returning('id').execute();
    await api.db.insertInto('hook_event_deliveries')
      .values(events.flatMap(({ id }) => [0, 1].map((index) => ({ uuid: `${id}-${index}`, hook_event_id: id, hook_id: hook.id })))).execute();
    const remainingPlan = await plan(remainingDelivery(api.db, events[0]!.id));
    expect(remainingPlan).toContain('hook_event_deliveries_event');
    expect(remainingPlan).not.toMatch(/SCAN hook_event_deliveries$|Seq Scan/m);
  });
});
