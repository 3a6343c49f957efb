import type { Selectable } from 'kysely';
import type { components } from '../../../generated/api.js';
import type { Database } from '../../database/schema.js';
import type { LabelsTable } from '../../labels/tables.js';

type Schemas = components['schemas'];

/** Users by id, for the `user` and `assignees` parts; ids of deleted users are left out. */
export async function hookUsers(db: Database, ids: (number | null)[]): Promise<Map<number, Schemas['WebhookUser']>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'username', 'email']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, username: row.username, avatar_url: null, email: row.email }]));
}

export const hookLabel = (row: Selectable<LabelsTable>): Schemas['WebhookLabel'] => ({
  id: row.id,
  title: row.name,
  color: row.color,
  project_id: row.project_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
  template: false,
  description: row.description,
  type: 'ProjectLabel',
  group_id: null,
});
