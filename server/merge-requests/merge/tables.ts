/** Migration 012: who asked for a merge when the pipeline succeeds. */
export interface MergeRequestAutoMergesTable {
  merge_request_id: number;
  user_id: number;
  created_at: string;
}
