import type { Database } from '../database/schema.js';
import { relabelCarriers } from './carriers.js';
import type { LabelRow } from './present.js';

/** Deletes the label and takes it off the issues and merge requests that carry it. */
export async function deleteLabel(db: Database, label: LabelRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await relabelCarriers(trx, label.project_id, label.name, undefined);
    await trx.deleteFrom('labels').where('id', '=', label.id).execute();
  });
}
