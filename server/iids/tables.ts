export interface IidCountersTable {
  project_id: number;
  /** What the counter numbers: `merge_requests`, `issues`, `milestones`. */
  kind: string;
  last_value: number;
}
