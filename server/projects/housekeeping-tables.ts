/** Pushes counted towards automatic housekeeping, one row per project that has been pushed to (migration 015). */
export interface PushCountsTable {
  project_id: number;
  pushes_since_gc: number;
}
