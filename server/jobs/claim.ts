// Claiming a job atomically, so that no two workers (of one process or of several sharing the database) ever run
// the same job at once. A claim takes the oldest job that is due, or one whose worker's lease ran out (the worker
// died or was stopped mid-job), leases it to the claiming worker and counts the attempt. A claimed job whose
// attempts now exceed its maximum was abandoned on its last attempt: the runner gives it up without running it.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { isSqlite } from '../database/dialect.js';
import { literalLimit } from '../database/limit.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, Schema } from '../database/schema.js';
import type { JobRow } from './handler.js';

/** The kinds of job a worker takes: only these, or all but these (neither list empty). */
export type KindFilter = { only: string[]; except?: never } | { except: string[]; only?: never } | { only?: never; except?: never };

// The states written out, not bound: SQLite prepares a statement again on every run when it binds a value it
// compares with a partial index's condition.
const claimable = (at: string) => (eb: ExpressionBuilder<Schema, 'jobs'>) =>
  eb.or([
    eb.and([sql<boolean>`jobs.state = 'queued'`, eb('jobs.run_at', '<=', at)]),
    eb.and([sql<boolean>`jobs.state = 'running'`, eb('jobs.locked_until', '<', at)]),
  ]);

/**
 * The two kinds of claimable job, each found through its partial index (`jobs_queued`, `jobs_running`) so that a
 * claim costs the same however many finished jobs the table holds. The states are literals, not parameters: SQLite
 * uses a partial index only when the query's condition visibly implies the index's.
 */
export function claimCandidates(db: Database, time: string, kinds: KindFilter = {}) {
  const ofKinds = (eb: ExpressionBuilder<Schema, 'jobs'>) => eb.and([
    ...(kinds.only ? [eb('jobs.kind', 'in', kinds.only)] : []),
    ...(kinds.except ? [eb('jobs.kind', 'not in', kinds.except)] : []),
  ]);
  let due = db.selectFrom('jobs').select('jobs.id')
    .where(sql<boolean>`jobs.state = 'queued'`).where('jobs.run_at', '<=', time).where(ofKinds)
    .orderBy('jobs.run_at').orderBy('jobs.id').limit(literalLimit(1));
  let abandoned = db.selectFrom('jobs').select('jobs.id')
    .where(sql<boolean>`jobs.state = 'running'`).where('jobs.locked_until', '<', time).where(ofKinds)
    .orderBy('jobs.locked_until').limit(literalLimit(1));
  if (!isSqlite(db as Kysely<any>)) {
    due = due.forUpdate().skipLocked();
    abandoned = abandoned.forUpdate().skipLocked();
  }
  return { due, abandoned };
}

/**
 * One statement: `update jobs … where id = coalesce((due job), (abandoned job)) returning *`. PostgreSQL skips rows
 * another worker is claiming; SQLite runs one writer at a time. The condition is checked again on the row being
 * updated, so a row claimed in between is never claimed twice.
 */
function claimStatement(db: Database, worker: string, time: string, lockedUntil: string, kinds: KindFilter) {
  const { due, abandoned } = claimCandidates(db, time, kinds);
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      locked_by: worker,
      locked_until: lockedUntil,
      attempts: eb('jobs.attempts', '+', 1),
      updated_at: time,
    }))
    .where('jobs.id', '=', (eb) => eb.fn.coalesce(due, abandoned))
    .where(claimable(time))
    .returningAll();
}

// Prepared for each kind of filter: every worker claims several times a second, idle or not, and building the
// statement cost more than running it.
const claimAny = preparedQuery((db: Database, worker: string, time: string, lockedUntil: string) =>
  claimStatement(db, worker, time, lockedUntil, {}));
const claimOnly = preparedQuery((db: Database, worker: string, time: string, lockedUntil: string, kinds: string[]) =>
  claimStatement(db, worker, time, lockedUntil, { only: kinds }));
const claimExcept = preparedQuery((db: Database, worker: string, time: string, lockedUntil: string, kinds: string[]) =>
  claimStatement(db, worker, time, lockedUntil, { except: kinds }));

export async function claimNextJob(db: Database, worker: string, at: Date, leaseMs: number, kinds: KindFilter = {}): Promise<JobRow | undefined> {
  const time = at.toISOString();
  const lockedUntil = new Date(at.getTime() + leaseMs).toISOString();
  const [claimed] = kinds.only ? await claimOnly(db, worker, time, lockedUntil, kinds.only)
    : kinds.except ? await claimExcept(db, worker, time, lockedUntil, kinds.except)
      : await claimAny(db, worker, time, lockedUntil);
  return claimed;
}
