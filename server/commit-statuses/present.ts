import type { components } from '../../generated/api.js';
import type { Database } from '../database/schema.js';
import { presentUserBasic } from '../users/present.js';
import { usersByIds } from '../users/queries.js';
import type { CommitStatusRow } from './tables.js';

/** The statuses in the real service's commit status entity, with their authors. */
export async function presentCommitStatuses(db: Database, externalUrl: string, rows: CommitStatusRow[]): Promise<components['schemas']['CommitStatus'][]> {
  const byId = await usersByIds(db, rows.map((row) => row.author_id));
  return rows.map((row) => ({
    id: row.id,
    sha: row.sha,
    ref: row.ref,
    status: row.status,
    name: row.name,
    target_url: row.target_url,
    description: row.description,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    allow_failure: row.allow_failure === 1,
    coverage: row.coverage === null ? null : Number(row.coverage),
    author: presentUserBasic(byId.get(row.author_id)!, externalUrl),
  }));
}
