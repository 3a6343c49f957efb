import type { Updateable } from 'kysely';
import type { components } from '../../generated/api.js';
import { isUniqueViolation } from '../database/errors.js';
import { now, type Database } from '../database/schema.js';
import { checkedLabelColor, checkedLabelName, labelExists } from './attributes.js';
import { relabelCarriers } from './carriers.js';
import type { LabelRow } from './present.js';
import type { LabelsTable } from './tables.js';

type LabelEdit = components['schemas']['LabelEditAttributes'];

/** Applies an edit to the label; a rename is carried over to the issues and merge requests that carry it. */
export async function updateLabel(db: Database, label: LabelRow, edit: LabelEdit): Promise<void> {
  const changes: Updateable<LabelsTable> = { updated_at: now() };
  if (edit.new_name !== undefined) changes.name = checkedLabelName(edit.new_name);
  if (edit.color !== undefined) changes.color = checkedLabelColor(edit.color);
  if (edit.description !== undefined) changes.description = edit.description || null;
  if (edit.priority !== undefined) changes.priority = edit.priority;
  const renamed = changes.name !== undefined && changes.name !== label.name ? changes.name : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      if (renamed !== undefined) {
        const taken = await trx.selectFrom('labels').select('id').where('project_id', '=', label.project_id).where('name', '=', renamed).executeTakeFirst();
        if (taken) throw labelExists();
        await relabelCarriers(trx, label.project_id, label.name, renamed);
      }
      await trx.updateTable('labels').set(changes).where('id', '=', label.id).execute();
    });
  } catch (error) {
    // A concurrent create or rename to the same name won the race at the unique index.
    if (isUniqueViolation(error)) throw labelExists();
    throw error;
  }
}
