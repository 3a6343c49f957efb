// At most one open merge request per source and target branch (the real service's `validate_branches`). The
// check below gives the real message; the unique index `merge_requests_one_open` (migration 026)
// settles concurrent creates and reopens that both passed the check, and its violation gets the same 409.
import type { Database } from '../database/schema.js';
import { isUniqueViolation } from '../database/errors.js';
import { duplicateOpenRequest } from './errors.js';

export interface BranchPair {
  project_id: number;
  source_project_id: number;
  source_branch: string;
  target_branch: string;
}

/** The iid of the open request with the same source and target branches, if any. */
export async function findOpenDuplicate(db: Database, fields: BranchPair, exceptId?: number): Promise<number | undefined> {
  let query = db.selectFrom('merge_requests').select('iid')
    .where('project_id', '=', fields.project_id).where('source_project_id', '=', fields.source_project_id)
    .where('source_branch', '=', fields.source_branch).where('target_branch', '=', fields.target_branch)
    .where('state', '=', 'opened');
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.orderBy('iid').executeTakeFirst())?.iid;
}

/** `error` as the 409 when it is the index refusing a second open request (read after the rollback); else as is. */
export async function asDuplicateOpenRequest(db: Database, error: unknown, fields: BranchPair, exceptId?: number): Promise<unknown> {
  if (!isUniqueViolation(error)) return error;
  const duplicate = await findOpenDuplicate(db, fields, exceptId);
  return duplicate === undefined ? error : duplicateOpenRequest(duplicate);
}
