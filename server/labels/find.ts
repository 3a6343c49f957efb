import type { Database } from '../database/schema.js';
import { notFound } from '../http/api-error.js';
import type { LabelRow } from './present.js';

/** The project's label with this id or name (a number is tried as an id first, as the real service does), or 404. */
export async function findLabel(db: Database, projectId: number, idOrName: string | number): Promise<LabelRow> {
  const labels = db.selectFrom('labels').selectAll().where('project_id', '=', projectId);
  const text = String(idOrName);
  const byId = /^\d+$/.test(text) && Number(text) <= 2_147_483_647 ? await labels.where('id', '=', Number(text)).executeTakeFirst() : undefined;
  const label = byId ?? await labels.where('name', '=', text).executeTakeFirst();
  if (!label) throw notFound('Label');
  return label;
}
