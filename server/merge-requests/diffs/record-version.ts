// Diff versions: a merge request gets a new version whenever its source or target head moved since the latest one
// (or it has none). Each new version makes the mergeability unknown again until the check job has run.
import type { Kysely } from 'kysely';
import { isSqlite } from '../../database/dialect.js';
import { literalLimit } from '../../database/limit.js';
import { now, type Database } from '../../database/schema.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import type { Services } from '../../services.js';
import { changedFileCount, maxDiffFiles, mergeBase } from './compare.js';
import { currentHeads, targetRepository } from './heads.js';
import { mergeabilityJobKind } from './mergeability-job.js';

interface Comparison {
  head: string;
  start: string;
  base: string;
  files: number;
}

/** The version row's state and size: `empty` without changes, `overflow` above the diff limit. */
function sizeOf(files: number): { state: 'collected' | 'empty' | 'overflow'; real_size: string } {
  if (files === 0) return { state: 'empty', real_size: '0' };
  if (files > maxDiffFiles) return { state: 'overflow', real_size: `${maxDiffFiles}+` };
  return { state: 'collected', real_size: String(files) };
}

async function insertIfMoved(db: Database, mergeRequestId: number, comparison: Comparison): Promise<void> {
  // PostgreSQL: the row lock makes concurrent refreshes of one request take turns, so a move is recorded once.
  // SQLite runs one writing transaction at a time.
  let locked = db.selectFrom('merge_requests').select(['id', 'state']).where('id', '=', mergeRequestId);
  if (!isSqlite(db as Kysely<any>)) locked = locked.forUpdate();
  const mergeRequest = await locked.executeTakeFirst();
  if (!mergeRequest || mergeRequest.state !== 'opened') return;
  const latest = await db.selectFrom('merge_request_diffs').select(['head_commit_sha', 'start_commit_sha'])
    .where('merge_request_id', '=', mergeRequestId).orderBy('id', 'desc').limit(literalLimit(1)).executeTakeFirst();
  if (latest && latest.head_commit_sha === comparison.head && latest.start_commit_sha === comparison.start) return;
  const { id: versionId } = await db.insertInto('merge_request_diffs').values({
    merge_request_id: mergeRequestId,
    head_commit_sha: comparison.head,
    base_commit_sha: comparison.base,
    start_commit_sha: comparison.start,
    ...sizeOf(comparison.files),
    created_at: now(),
  }).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('merge_requests').set({ merge_status: 'unchecked' }).where('id', '=', mergeRequestId).execute();
  await enqueueJob(db, mergeabilityJobKind, { mergeRequestId, versionId });
}

/**
 * Records a new version of an open merge request when its heads moved. `db` may be the caller's transaction. A
 * request whose source or target branch is gone keeps its latest version.
 */
export async function recordDiffVersion(db: Database, services: Services, mergeRequestId: number): Promise<void> {
  const mergeRequest = await db.selectFrom('merge_requests').selectAll().where('id', '=', mergeRequestId).executeTakeFirst();
  if (!mergeRequest || mergeRequest.state !== 'opened') return;
  // Git runs before the transaction, so the database is not held while it works.
  const heads = await currentHeads(services, mergeRequest);
  if (!heads) return;
  const repository = targetRepository(services, mergeRequest);
  const base = await mergeBase(repository, heads.start, heads.head);
  const comparison = { ...heads, base, files: await changedFileCount(repository, base, heads.head) };
  if (db.isTransaction) await insertIfMoved(db, mergeRequestId, comparison);
  else await db.transaction().execute((trx) => insertIfMoved(trx, mergeRequestId, comparison));
}
