// Attribute rules shared by create and update: labels from a comma list or an array, and the real service's quiet filtering
// of a milestone of another project and of an assignee who cannot read the project.
import type { Database } from '../database/schema.js';
import { validationFailed } from '../http/api-error.js';
import { parseLabelNames } from '../labels/names.js';
import { readableBy, selectProjects } from '../projects/queries.js';

/** `bug, docs,,bug` or `["docs", "bug"]` → `["bug","docs"]`: trimmed, unique, sorted as the real service returns them. */
export const parseLabels = (labels: string | string[]): string[] => parseLabelNames(labels).sort();

/** The milestone when it belongs to the project; null for 0 or another project's. */
export async function milestoneOf(db: Database, projectId: number, milestoneId: number): Promise<number | null> {
  if (milestoneId === 0) return null;
  const milestone = await db.selectFrom('milestones').select('id').where('id', '=', milestoneId).where('project_id', '=', projectId).executeTakeFirst();
  return milestone?.id ?? null;
}

/** The assignee when they exist and can read the project; null for 0 or anyone else. */
export async function assigneeOf(db: Database, projectId: number, assigneeId: number): Promise<number | null> {
  if (assigneeId === 0) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', assigneeId).executeTakeFirst();
  if (!user) return null;
  const readable = await selectProjects(db).where('projects.id', '=', projectId).where(readableBy(user)).executeTakeFirst();
  return readable ? user.id : null;
}

/**
 * The first of `ids` who may be assigned (or review), or null: one assignee and one reviewer per request, as in the
 * real service's community edition.
 */
export async function firstAssignable(db: Database, projectId: number, ids: number[]): Promise<number | null> {
  for (const id of ids) {
    const assignee = await assigneeOf(db, projectId, id);
    if (assignee !== null) return assignee;
  }
  return null;
}

export function checkTitle(title: string): void {
  if (title.trim() === '') throw validationFailed({ title: ["can't be blank"] });
}
