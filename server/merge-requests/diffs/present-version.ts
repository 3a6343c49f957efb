// Diff version rows to the spec's shapes, with the commits and changed files read from the target repository.
import type { components } from '../../../generated/api.js';
import { readCommits } from '../../repository/commits.js';
import type { MergeRequestDiffRow } from '../tables.js';
import { commitIds, fileChanges } from './compare.js';

type Schemas = components['schemas'];

export function presentDiffVersion(row: MergeRequestDiffRow): Schemas['MergeRequestDiffVersion'] {
  return {
    id: row.id,
    head_commit_sha: row.head_commit_sha,
    base_commit_sha: row.base_commit_sha,
    start_commit_sha: row.start_commit_sha,
    created_at: row.created_at,
    merge_request_id: row.merge_request_id,
    state: row.state,
    real_size: row.real_size,
  };
}

export async function presentDiffVersionDetail(repository: string, webUrl: string, row: MergeRequestDiffRow): Promise<Schemas['MergeRequestDiffVersionDetail']> {
  const [ids, diffs] = await Promise.all([
    commitIds(repository, row.base_commit_sha, row.head_commit_sha),
    fileChanges(repository, row.base_commit_sha, row.head_commit_sha),
  ]);
  return { ...presentDiffVersion(row), commits: await readCommits(repository, ids, webUrl), diffs };
}
