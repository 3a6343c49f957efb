import type { Generated, Selectable } from 'kysely';
import type { Flag } from '../database/schema.js';

/** A project's integration (migration 014); only the custom issue tracker exists. */
export interface ProjectIntegrationsTable {
  id: Generated<number>;
  project_id: number;
  slug: 'custom-issue-tracker';
  active: Flag;
  /** JSON object of the integration's settings; `{}` once switched off. */
  properties: string;
  created_at: string;
  updated_at: string;
}

export type ProjectIntegrationRow = Selectable<ProjectIntegrationsTable>;
