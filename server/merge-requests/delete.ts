// Deleting a merge request: its row, with the awards and todos that point at it without a foreign key (the rest
// goes with the row), in one transaction. Under `If-Unmodified-Since` the row is deleted only while it is unmodified
// since then, in the same statement, so a concurrent edit is never deleted unseen.
import { notFound } from '../http/api-error.js';
import { preconditionFailed } from '../http/unmodified-since.js';
import type { Database } from '../database/schema.js';

export async function deleteMergeRequest(db: Database, mergeRequestId: number, unmodifiedSince: string | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('merge_requests').where('id', '=', mergeRequestId)
      .$if(unmodifiedSince !== undefined, (query) => query.where('updated_at', '<=', unmodifiedSince!))
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) {
      const remaining = await trx.selectFrom('merge_requests').select('id').where('id', '=', mergeRequestId).executeTakeFirst();
      throw remaining ? preconditionFailed() : notFound();
    }
    await trx.deleteFrom('award_emoji').where('awardable_type', '=', 'MergeRequest').where('awardable_id', '=', mergeRequestId).execute();
    await trx.deleteFrom('todos').where('target_type', '=', 'MergeRequest').where('target_id', '=', mergeRequestId).execute();
  });
}
