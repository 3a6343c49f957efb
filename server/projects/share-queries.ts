// The groups a project is shared with, as the project's `shared_with_groups` shows them: shares in force, with
// groups the viewer can see.
import type { components } from '../../generated/api.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, UserRow } from '../database/schema.js';
import { groupReadableBy } from '../groups/visibility.js';
import { inForce } from '../access/expiry.js';
import { administrator, viewerWithId } from './readable-lookup.js';

type SharedGroup = components['schemas']['Project']['shared_with_groups'][number];

function sharesQuery(db: Database, viewer: UserRow | null, projectIds: number[]) {
  return db
    .selectFrom('project_group_links as share')
    .innerJoin('namespaces', 'namespaces.id', 'share.group_id')
    .innerJoin('groups', 'groups.namespace_id', 'namespaces.id')
    .where('share.project_id', 'in', projectIds)
    .where(inForce('share.expires_at'))
    .where(groupReadableBy(viewer))
    .select(['share.project_id', 'share.group_id', 'share.group_access', 'share.expires_at', 'namespaces.name', 'namespaces.full_path'])
    .orderBy('share.id');
}

// Prepared for each kind of viewer (and page size): every project answer runs it, and compiling it anew was 4% of
// the CPU of a page of 100 projects.
const sharesFor = {
  administrator: preparedQuery((db: Database, projectIds: number[]) => sharesQuery(db, administrator, projectIds)),
  anonymous: preparedQuery((db: Database, projectIds: number[]) => sharesQuery(db, null, projectIds)),
  user: preparedQuery((db: Database, userId: number, projectIds: number[]) => sharesQuery(db, viewerWithId(userId), projectIds)),
};

export async function sharedWithGroups(db: Database, viewer: UserRow | null, projectIds: number[]): Promise<Map<number, SharedGroup[]>> {
  const shared = new Map<number, SharedGroup[]>();
  if (projectIds.length === 0) return shared;
  const rows = !viewer
    ? await sharesFor.anonymous(db, projectIds)
    : viewer.is_admin ? await sharesFor.administrator(db, projectIds) : await sharesFor.user(db, viewer.id, projectIds);
  for (const row of rows) {
    const list = shared.get(row.project_id) ?? [];
    list.push({
      group_id: row.group_id,
      group_name: row.name,
      group_full_path: row.full_path,
      group_access_level: row.group_access as SharedGroup['group_access_level'],
      expires_at: row.expires_at,
    });
    shared.set(row.project_id, list);
  }
  return shared;
}
