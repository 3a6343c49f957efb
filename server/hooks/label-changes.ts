// `changes.labels` of merge request and issue events, one way for both: the label objects of the names before and
// after, as the real service sends them.
import { preparedQuery } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { hookLabel } from './payloads/people-labels.js';
import type { HookChanges } from './trigger.js';

// Prepared (per number of names): every issue or merge request written with labels runs it.
const labelsNamed = preparedQuery((db: Database, projectId: number, names: string[]) => db
  .selectFrom('labels').selectAll().where('project_id', '=', projectId).where('name', 'in', names).orderBy('name'));

async function labelObjects(db: Database, projectId: number, names: string[]) {
  return names.length === 0 ? [] : (await labelsNamed(db, projectId, names)).map(hookLabel);
}

/** The `labels` change between two lists of names, or undefined when they hold the same names. */
export async function labelChange(db: Database, projectId: number, previous: string[], current: string[]): Promise<HookChanges[string] | undefined> {
  const sortedPrevious = [...previous].sort();
  const sortedCurrent = [...current].sort();
  if (sortedPrevious.join(',') === sortedCurrent.join(',')) return undefined;
  return { previous: await labelObjects(db, projectId, sortedPrevious), current: await labelObjects(db, projectId, sortedCurrent) };
}
