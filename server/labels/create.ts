import type { components } from '../../generated/api.js';
import { now, type Database } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { conflict, validationFailed } from '../http/api-error.js';
import { normalizeColor } from './colors.js';

type LabelCreateRequest = components['schemas']['LabelCreateRequest'];

const labelExists = () => conflict('Label already exists');

/** Inserts the label; returns its id. */
export async function createLabel(db: Database, projectId: number, request: LabelCreateRequest): Promise<number> {
  const name = request.name.trim();
  if (name === '') throw validationFailed({ title: ["can't be blank"] });
  if (name.includes(',')) throw validationFailed({ title: ['is invalid'] });
  const color = normalizeColor(request.color.trim());
  if (!color) throw validationFailed({ color: ['must be a valid color code'] });
  const existing = await db.selectFrom('labels').select('id').where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst();
  if (existing) throw labelExists();
  const timestamp = now();
  try {
    const { id } = await db.insertInto('labels')
      .values({ project_id: projectId, name, color, description: request.description ?? null, created_at: timestamp, updated_at: timestamp })
      .returning('id').executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    // A concurrent create of the same name lost the race at the unique index.
    if (isUniqueViolation(error)) throw labelExists();
    throw error;
  }
}
