// The durable job runner: atomic claims, leases that outlive dead workers, retries with back-off, giving up.
import { expect, test } from 'vitest';
import { openDatabase } from '../../server/database/connect.js';
import { claimNextJob } from '../../server/jobs/claim.js';
import { enqueueJob, JobAlreadyPending } from '../../server/jobs/enqueue.js';
import { PermanentJobError, type JobHandler } from '../../server/jobs/handler.js';
import { runJobsUntilIdle, startJobRunner } from '../../server/jobs/runner.js';
import type { Services } from '../../server/services.js';
import { describeApi } from '../support/context.js';
import { testDatabaseKind } from '../support/database.js';

const quiet = () => undefined;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const at = (start: Date, ms: number) => () => new Date(start.getTime() + ms);

describeApi('job runner', (api) => {
  const job = (id: number) => api.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A second connection to the test's database, as a second server process would have (PostgreSQL only). */
  async function secondProcess(): Promise<{ services: Services; close(): Promise<void> }> {
    if (testDatabaseKind === 'sqlite') return { services: api.services, close: async () => undefined };
    const db = openDatabase(api.databaseLocation);
    return { services: { ...api.services, db }, close: () => db.destroy() };
  }

  test('two runners working at once run every job exactly once', async () => {
    const ids = [];
    for (let n = 0; n < 40; n += 1) ids.push(await enqueueJob(api.db, 'count', { n }));
    const runs: Array<{ id: number; worker: string }> = [];
    // The second runner opens its connections first (PostgreSQL): jobs wait until both have claimed one, so that the
    // first cannot finish them all meanwhile.
    let bothClaimed!: () => void;
    const bothWorking = new Promise<void>((resolve) => { bothClaimed = resolve; });
    const count: JobHandler = {
      async run(_payload, { job: claimed }) {
        runs.push({ id: claimed.id, worker: claimed.locked_by! });
        if (new Set(runs.map((run) => run.worker)).size === 2) bothClaimed();
        await Promise.race([bothWorking, pause(10_000)]);
        await pause(Math.random() * 5);
      },
    };
    const other = await secondProcess();
    try {
      const [first, second] = await Promise.all([
        runJobsUntilIdle(api.services, { handlers: { count }, workerId: 'first', log: quiet }),
        runJobsUntilIdle(other.services, { handlers: { count }, workerId: 'second', log: quiet }),
      ]);
      expect(first + second).toBe(40);
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    expect(runs.map((run) => run.id).sort((a, b) => a - b)).toEqual(ids);
    const rows = await api.db.selectFrom('jobs').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.state, row.attempts, row.locked_by])).toEqual(ids.map(() => ['done', 1, null]));
  });

  test('a job whose worker died is run again once its lease has run out, as after a restart', async () => {
    const id = await enqueueJob(api.db, 'work', { step: 1 });
    const start = new Date();
    // A worker claims the job and dies without finishing it.
    const claimed = await claimNextJob(api.db, 'dead-worker', start, 60_000);
    expect(claimed).toMatchObject({ id, state: 'running', locked_by: 'dead-worker', attempts: 1 });
    const payloads: unknown[] = [];
    const work: JobHandler = { run: async (payload) => { payloads.push(payload); } };

    expect(await runJobsUntilIdle(api.services, { handlers: { work }, now: at(start, 59_999), log: quiet })).toBe(0);
    expect(await job(id)).toMatchObject({ state: 'running', locked_by: 'dead-worker' });

    expect(await runJobsUntilIdle(api.services, { handlers: { work }, workerId: 'restarted', now: at(start, 60_001), log: quiet })).toBe(1);
    expect(payloads).toEqual([{ step: 1 }]);
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 2, locked_by: null, locked_until: null, last_error: null });
  });

  test('a failing job is retried after an exponential back-off, then marked failed', async () => {
    const id = await enqueueJob(api.db, 'flaky', { name: 'x' }, { maxAttempts: 3 });
    const gaveUp: Array<{ payload: unknown; error: string }> = [];
    let runs = 0;
    const flaky: JobHandler = {
      async run() {
        runs += 1;
        throw new Error(`attempt ${runs} broke`);
      },
      async failed(payload, error) { gaveUp.push({ payload, error }); },
    };
    const start = new Date();
    const options = (ms: number) => ({ handlers: { flaky }, backoffMs: 1000, now: at(start, ms), log: quiet });

    expect(await runJobsUntilIdle(api.services, options(0))).toBe(1);
    expect(await job(id)).toMatchObject({
      state: 'queued', attempts: 1, last_error: 'attempt 1 broke', locked_by: null, run_at: new Date(start.getTime() + 1000).toISOString(),
    });
    expect(await runJobsUntilIdle(api.services, options(999))).toBe(0);

    expect(await runJobsUntilIdle(api.services, options(1000))).toBe(1);
    // The second delay is twice the first.
    expect(await job(id)).toMatchObject({ state: 'queued', attempts: 2, last_error: 'attempt 2 broke', run_at: new Date(start.getTime() + 3000).toISOString() });
    expect(await runJobsUntilIdle(api.services, options(2999))).toBe(0);

    expect(gaveUp).toEqual([]);
    expect(await runJobsUntilIdle(api.services, options(3000))).toBe(1);
    expect(await job(id)).toMatchObject({ state: 'failed', attempts: 3, last_error: 'attempt 3 broke', locked_by: null });
    expect(gaveUp).toEqual([{ payload: { name: 'x' }, error: 'attempt 3 broke' }]);
    expect(await runJobsUntilIdle(api.services, options(3_600_000))).toBe(0);
    expect(runs).toBe(3);
  });

  test('a job that succeeds on a later attempt is done, without its earlier error', async () => {
    const id = await enqueueJob(api.db, 'second-time-lucky', {});
    let runs = 0;
    const handlers = { 'second-time-lucky': { run: async () => { runs += 1; if (runs === 1) throw new Error('not yet'); } } };
    expect(await runJobsUntilIdle(api.services, { handlers, backoffMs: 0, log: quiet })).toBe(2);
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 2, last_error: null });
  });

  test('a permanent error and an unknown kind: failed without further attempts, or after them', async () => {
    const permanent = await enqueueJob(api.db, 'doomed', {});
    const unknown = await enqueueJob(api.db, 'nobody-handles-this', {}, { maxAttempts: 2 });
    const gaveUp: string[] = [];
    const doomed: JobHandler = {
      run: async () => { throw new PermanentJobError('cannot ever work'); },
      failed: async (_payload, error) => { gaveUp.push(error); },
    };
    expect(await runJobsUntilIdle(api.services, { handlers: { doomed }, backoffMs: 0, log: quiet })).toBe(3);
    expect(await job(permanent)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'cannot ever work' });
    expect(gaveUp).toEqual(['cannot ever work']);
    expect(await job(unknown)).toMatchObject({ state: 'failed', attempts: 2, last_error: 'No handler for jobs of kind "nobody-handles-this"' });
  });

  test('a job abandoned on its last attempt is given up without running it again', async () => {
    const id = await enqueueJob(api.db, 'once', { n: 1 }, { maxAttempts: 1 });
    const start = new Date();
    await claimNextJob(api.db, 'dead-worker', start, 1000);
    const calls: string[] = [];
    const once: JobHandler = {
      run: async () => { calls.push('run'); },
      failed: async (_payload, error) => { calls.push(`failed: ${error}`); },
    };
    expect(await runJobsUntilIdle(api.services, { handlers: { once }, now: at(start, 1001), log: quiet })).toBe(1);
    expect(calls).toEqual(['failed: The worker running the last attempt stopped before it finished']);
    expect(await job(id)).toMatchObject({ state: 'failed', attempts: 1, locked_by: null });
  });

  test('a background runner picks up an enqueued job at once and stops after the job in hand', async () => {
    const events: string[] = [];
    // Job 1 is held until stop() has been called, however slowly the machine gets there.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const slow: JobHandler = {
      async run(payload: { n: number }) {
        events.push(`start ${payload.n}`);
        if (payload.n === 1) await held;
        events.push(`end ${payload.n}`);
      },
    };
    // Polling every minute: only the wake-up of an enqueue can start the job promptly. One loop, so that the second
    // job cannot be claimed by another loop while the first is in hand.
    const lanes = [{ name: 'one', kinds: {}, concurrency: 1 }];
    const runner = startJobRunner(api.services, { handlers: { slow }, pollMs: 60_000, lanes, log: quiet });
    try {
      await pause(50);
      const first = await enqueueJob(api.db, 'slow', { n: 1 });
      await expect.poll(() => events, { timeout: 10_000, interval: 10 }).toEqual(['start 1']);
      await enqueueJob(api.db, 'slow', { n: 2 });
      const stopped = runner.stop();
      release();
      await stopped;
      // The job in hand finished; the other one waits in the database for the next runner.
      expect(events).toEqual(['start 1', 'end 1']);
      expect(await job(first)).toMatchObject({ state: 'done' });
      expect(await api.db.selectFrom('jobs').select('state').where('id', '!=', first).execute()).toEqual([{ state: 'queued' }]);
    } finally {
      release();
      await runner.stop();
    }
  });

  test('the background runner deletes done jobs a week after they finished, and keeps failed ones', async () => {
    const done = await enqueueJob(api.db, 'fine', {});
    const failed = await enqueueJob(api.db, 'broken', {}, { maxAttempts: 1 });
    const handlers = { fine: { run: async () => undefined }, broken: { run: async () => { throw new Error('no'); } } };
    await runJobsUntilIdle(api.services, { handlers, log: quiet });
    const remaining = async (days: number) => {
      const runner = startJobRunner(api.services, { handlers, now: at(new Date(), days * 24 * 3600 * 1000), log: quiet });
      await pause(100);
      await runner.stop();
      return (await api.db.selectFrom('jobs').select('id').orderBy('id').execute()).map((row) => row.id);
    };
    expect(await remaining(6)).toEqual([done, failed]);
    expect(await remaining(8)).toEqual([failed]);
  });

  test('at most one queued or running job holds a unique key', async () => {
    const first = await enqueueJob(api.db, 'unique', {}, { uniqueKey: 'thing:1' });
    await expect(enqueueJob(api.db, 'unique', {}, { uniqueKey: 'thing:1' })).rejects.toBeInstanceOf(JobAlreadyPending);
    await enqueueJob(api.db, 'unique', {}, { uniqueKey: 'thing:2' });
    await runJobsUntilIdle(api.services, { handlers: { unique: { run: async () => undefined } }, log: quiet });
    expect(await job(first)).toMatchObject({ state: 'done' });
    expect(await enqueueJob(api.db, 'unique', {}, { uniqueKey: 'thing:1' })).toBeGreaterThan(first);
  });
});
