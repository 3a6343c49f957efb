// Estimated and spent time. Each change is an `update` of the request (event and hooks), as in the real service.
import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../../database/dialect.js';
import type { UserRow } from '../../database/schema.js';
import { now } from '../../database/schema.js';
import { validationFailed } from '../../http/api-error.js';
import { route, type ApiRoutes } from '../../http/route.js';
import type { Services } from '../../services.js';
import { findReadableMergeRequest, findUpdatableMergeRequest } from '../access.js';
import { recordMergeRequestEvent } from '../events.js';
import { presentTimeStats } from '../present.js';
import type { MergeRequestRecord } from '../queries.js';
import { parseDuration } from './duration.js';

type TimeField = 'time_estimate' | 'total_time_spent';

async function setTime(services: Services, user: UserRow, record: MergeRequestRecord, field: TimeField, seconds: number) {
  await services.db.transaction().execute(async (trx) => {
    // The current value under the row's lock (PostgreSQL; SQLite runs one writer at a time): concurrent settings
    // take turns, and each event reports the value it really replaced.
    let locked = trx.selectFrom('merge_requests').select(field).where('id', '=', record.id);
    if (!isSqlite(trx as Kysely<any>)) locked = locked.forUpdate();
    const previous = (await locked.executeTakeFirstOrThrow())[field];
    if (seconds === previous) return;
    await trx.updateTable('merge_requests').set({ [field]: seconds, updated_at: now() }).where('id', '=', record.id).execute();
    await recordMergeRequestEvent(trx, {
      mergeRequestId: record.id,
      projectId: record.project_id,
      userId: user.id,
      action: 'update',
      changes: { [field]: { previous, current: seconds } },
    });
  });
  return { status: 201 as const, body: presentTimeStats({ time_estimate: record.time_estimate, total_time_spent: record.total_time_spent, [field]: seconds }) };
}

/**
 * Adds to the total in one UPDATE (`total = total + seconds`), so that concurrent additions all count on every
 * database; the guard in the same statement keeps the total from going below zero.
 */
async function addSpentTime(services: Services, user: UserRow, record: MergeRequestRecord, seconds: number) {
  const total = await services.db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('merge_requests')
      .set({ total_time_spent: sql<number>`total_time_spent + ${seconds}`, ...(seconds === 0 ? {} : { updated_at: now() }) })
      .where('id', '=', record.id)
      .where(sql<boolean>`total_time_spent + ${seconds} >= 0`)
      .returning('total_time_spent')
      .executeTakeFirst();
    if (!updated) throw validationFailed({ base: ['Time to subtract exceeds the total time spent'] });
    if (seconds !== 0) {
      await recordMergeRequestEvent(trx, {
        mergeRequestId: record.id,
        projectId: record.project_id,
        userId: user.id,
        action: 'update',
        changes: { total_time_spent: { previous: updated.total_time_spent - seconds, current: updated.total_time_spent } },
      });
    }
    return updated.total_time_spent;
  });
  return { status: 201 as const, body: presentTimeStats({ time_estimate: record.time_estimate, total_time_spent: total }) };
}

export function timeTrackingRoutes(routes: ApiRoutes, services: Services): void {
  const base = '/projects/{id}/merge_requests/{merge_request_iid}' as const;

  route(routes, services, 'post', `${base}/time_estimate`, async ({ actor, params, body }) => {
    const { mergeRequest, user } = await findUpdatableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    const seconds = parseDuration(body.duration);
    if (seconds === undefined || seconds < 0) {
      throw validationFailed({ time_estimate: ['must have a valid format and be greater than or equal to zero.'] });
    }
    return setTime(services, user, mergeRequest, 'time_estimate', seconds);
  });

  route(routes, services, 'post', `${base}/reset_time_estimate`, async ({ actor, params }) => {
    const { mergeRequest, user } = await findUpdatableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    return setTime(services, user, mergeRequest, 'time_estimate', 0);
  });

  route(routes, services, 'post', `${base}/add_spent_time`, async ({ actor, params, body }) => {
    const { mergeRequest, user } = await findUpdatableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    const seconds = parseDuration(body.duration);
    if (seconds === undefined) throw validationFailed({ time_spent: ['must have a valid format'] });
    return addSpentTime(services, user, mergeRequest, seconds);
  });

  route(routes, services, 'post', `${base}/reset_spent_time`, async ({ actor, params }) => {
    const { mergeRequest, user } = await findUpdatableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    return setTime(services, user, mergeRequest, 'total_time_spent', 0);
  });

  route(routes, services, 'get', `${base}/time_stats`, async ({ actor, params }) => {
    const { mergeRequest } = await findReadableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    return { status: 200, body: presentTimeStats(mergeRequest) };
  });
}
