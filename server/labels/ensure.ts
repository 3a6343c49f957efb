// Records that give labels by name (issues, merge requests) create the ones the project does not have yet.
import { preparedWrite } from '../database/prepared-query.js';
import type { Database } from '../database/schema.js';
import { now } from '../database/schema.js';

/** The color of a label created by naming it on a record, as in the real service. */
export const defaultLabelColor = '#428BCA';

// Prepared (per number of names): every issue or merge request written with labels runs it.
const insertMissingLabels = preparedWrite((db: Database, projectId: number, names: string[], timestamp: string) => db
  .insertInto('labels')
  .values(names.map((name) => ({ project_id: projectId, name, color: defaultLabelColor, description: null, created_at: timestamp, updated_at: timestamp })))
  .onConflict((conflict) => conflict.columns(['project_id', 'name']).doNothing()));

/** Creates the project's missing labels among `names` with the default color; existing ones are left as they are. */
export async function ensureLabels(db: Database, projectId: number, names: string[]): Promise<void> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  await insertMissingLabels(db, projectId, unique, now());
}
