import type { Generated, Selectable } from 'kysely';
import type { components } from '../../generated/api.js';
import type { Flag } from '../database/schema.js';

/** A project issue (migration 010). */
export interface IssuesTable {
  id: Generated<number>;
  project_id: number;
  iid: number;
  title: string;
  description: string | null;
  state: components['schemas']['Issue']['state'];
  author_id: number;
  assignee_id: number | null;
  milestone_id: number | null;
  /** `YYYY-MM-DD` (migration 017) */
  due_date: Generated<string | null>;
  /** JSON array of label names */
  labels: string;
  confidential: Flag;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  closed_by_id: number | null;
  /** Who last edited it (migration 024). */
  updated_by_id: number | null;
}

/** An issue as read. */
export type IssueRow = Selectable<IssuesTable>;

/** A project's open issues and the confidential ones among them, kept by triggers on `issues` (migration 027). */
export interface ProjectIssueCountsTable {
  project_id: number;
  open_issues: number;
  open_confidential_issues: number;
}
