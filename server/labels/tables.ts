import type { Generated } from 'kysely';

/** A project label (migration 010); `name` is unique in the project. */
export interface LabelsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  /** `#RRGGBB` */
  color: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}
