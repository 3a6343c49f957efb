// What an issue may point to: a milestone of its project and an assignee who can read the project. Like the real
// service, ids that name neither are ignored rather than refused.
import type { Database } from '../database/schema.js';
import { isRowId } from '../database/row-id.js';
import { readableBy, selectProjects } from '../projects/queries.js';

/** `milestoneId` when it names a milestone of the project, otherwise undefined. */
export async function projectMilestoneId(db: Database, projectId: number, milestoneId: number): Promise<number | undefined> {
  if (!isRowId(milestoneId)) return undefined;
  const milestone = await db.selectFrom('milestones').select('id')
    .where('project_id', '=', projectId).where('id', '=', milestoneId).executeTakeFirst();
  return milestone?.id;
}

/** The first of `userIds` who is an active user able to read the project, otherwise undefined. */
export async function assignableUserId(db: Database, projectId: number, userIds: number[]): Promise<number | undefined> {
  for (const userId of userIds.filter(isRowId)) {
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).where('state', '=', 'active').executeTakeFirst();
    if (!user) continue;
    const readable = await selectProjects(db).where('projects.id', '=', projectId).where(readableBy(user)).executeTakeFirst();
    if (readable) return user.id;
  }
  return undefined;
}
