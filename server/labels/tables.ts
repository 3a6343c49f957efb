import type { Generated } from 'kysely';

/** A project label (migrations 010, 021); `name` is unique in the project. */
export interface LabelsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  /** `#RGB` or `#RRGGBB`, as given */
  color: string;
  description: string | null;
  /** Lower first; null for none. */
  priority: number | null;
  created_at: string;
  updated_at: string;
}
