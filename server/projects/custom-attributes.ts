// Administrators' key-value pairs on a project.
import type { components } from '../../generated/api.js';
import { now, type Database } from '../database/schema.js';

type CustomAttribute = components['schemas']['CustomAttribute'];

export const listCustomAttributes = (db: Database, projectId: number): Promise<CustomAttribute[]> =>
  db.selectFrom('project_custom_attributes').select(['key', 'value']).where('project_id', '=', projectId).orderBy('key').execute();

export const findCustomAttribute = (db: Database, projectId: number, key: string): Promise<CustomAttribute | undefined> =>
  db.selectFrom('project_custom_attributes').select(['key', 'value']).where('project_id', '=', projectId).where('key', '=', key).executeTakeFirst();

/** Creates the attribute or changes its value. */
export async function setCustomAttribute(db: Database, projectId: number, key: string, value: string): Promise<CustomAttribute> {
  const at = now();
  await db
    .insertInto('project_custom_attributes')
    .values({ project_id: projectId, key, value, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.columns(['project_id', 'key']).doUpdateSet({ value, updated_at: at }))
    .execute();
  return { key, value };
}

/** False when the project has no attribute with this key. */
export async function deleteCustomAttribute(db: Database, projectId: number, key: string): Promise<boolean> {
  const deleted = await db.deleteFrom('project_custom_attributes').where('project_id', '=', projectId).where('key', '=', key).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
