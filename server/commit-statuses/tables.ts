import type { Generated, Selectable } from 'kysely';
import type { components } from '../../generated/api.js';
import type { Flag } from '../database/schema.js';

export type CommitStatusState = components['schemas']['CommitStatusState'];

/** Migration 008. */
export interface CommitStatusesTable {
  id: Generated<number>;
  project_id: number;
  sha: string;
  ref: string | null;
  name: string;
  status: CommitStatusState;
  target_url: string | null;
  description: string | null;
  coverage: number | null;
  allow_failure: Flag;
  author_id: number;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export type CommitStatusRow = Selectable<CommitStatusesTable>;
