import type { Generated } from 'kysely';

/** A project milestone (migration 010); `due_date` and `start_date` are `YYYY-MM-DD` dates. */
export interface MilestonesTable {
  id: Generated<number>;
  project_id: number;
  iid: number;
  title: string;
  description: string | null;
  state: 'active' | 'closed';
  due_date: string | null;
  start_date: string | null;
  created_at: string;
  updated_at: string;
}
