import type { components } from '../../generated/api.js';
import { now, type Database } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { ApiError } from '../http/api-error.js';
import { takeIid, takenIid } from '../iids/allocate.js';

type MilestoneCreateRequest = components['schemas']['MilestoneCreateRequest'];

// The real service's words: the model's errors, inspected as a Ruby hash.
const titleTaken = () =>
  new ApiError(400, { message: 'Failed to create milestone {:title=>["already being used for another group or project milestone."]}' });

/** Inserts an active milestone with the project's next iid; returns its id. */
export async function createMilestone(db: Database, projectId: number, request: MilestoneCreateRequest): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('milestones').select('id')
        .where('project_id', '=', projectId).where('title', '=', request.title).executeTakeFirst();
      if (taken) throw titleTaken();
      const timestamp = now();
      await takeIid(trx, projectId, 'milestones');
      const { id } = await trx.insertInto('milestones').values({
        project_id: projectId,
        iid: takenIid(trx, projectId, 'milestones'),
        title: request.title,
        description: request.description ?? null,
        state: 'active',
        due_date: request.due_date ?? null,
        start_date: request.start_date ?? null,
        created_at: timestamp,
        updated_at: timestamp,
      }).returning('id').executeTakeFirstOrThrow();
      return id;
    });
  } catch (error) {
    // A concurrent create of the same title lost the race at the unique index.
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}
