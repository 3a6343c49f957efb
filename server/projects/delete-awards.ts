import type { Database } from '../database/schema.js';

/**
 * Removes the awards on a project's issues and merge requests. An award's target is polymorphic, so no foreign
 * key removes it with the project: project deletion calls this in its transaction, before the rows go.
 */
export async function deleteProjectAwards(db: Database, projectId: number): Promise<void> {
  await db.deleteFrom('award_emoji')
    .where((eb) => eb.or([
      eb.and([eb('awardable_type', '=', 'Issue'),
        eb('awardable_id', 'in', eb.selectFrom('issues').select('issues.id').where('issues.project_id', '=', projectId))]),
      eb.and([eb('awardable_type', '=', 'MergeRequest'),
        eb('awardable_id', 'in', eb.selectFrom('merge_requests').select('merge_requests.id').where('merge_requests.project_id', '=', projectId))]),
    ]))
    .execute();
}
