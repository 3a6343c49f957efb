import type { components } from '../../generated/api.js';
import { now, type Database } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { checkedLabelColor, checkedLabelName, labelExists } from './attributes.js';

type LabelCreateRequest = components['schemas']['LabelCreateRequest'];

/** Inserts the label; returns its id. */
export async function createLabel(db: Database, projectId: number, request: LabelCreateRequest): Promise<number> {
  const name = checkedLabelName(request.name);
  const color = checkedLabelColor(request.color);
  const existing = await db.selectFrom('labels').select('id').where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst();
  if (existing) throw labelExists();
  const timestamp = now();
  try {
    const { id } = await db.insertInto('labels')
      .values({
        project_id: projectId, name, color, description: request.description ?? null, priority: request.priority ?? null,
        created_at: timestamp, updated_at: timestamp,
      })
      .returning('id').executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    // A concurrent create of the same name lost the race at the unique index.
    if (isUniqueViolation(error)) throw labelExists();
    throw error;
  }
}
