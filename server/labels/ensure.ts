// Records that give labels by name (issues, merge requests) create the ones the project does not have yet.
import type { Database } from '../database/schema.js';
import { now } from '../database/schema.js';

/** The color of a label created by naming it on a record, as in the real service. */
export const defaultLabelColor = '#428BCA';

/** Creates the project's missing labels among `names` with the default color; existing ones are left as they are. */
export async function ensureLabels(db: Database, projectId: number, names: string[]): Promise<void> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  const timestamp = now();
  await db
    .insertInto('labels')
    .values(unique.map((name) => ({ project_id: projectId, name, color: defaultLabelColor, description: null, created_at: timestamp, updated_at: timestamp })))
    .onConflict((conflict) => conflict.columns(['project_id', 'name']).doNothing())
    .execute();
}
