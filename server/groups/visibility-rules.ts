// Nothing inside a group may be more visible than the group: neither its subgroups nor its projects.
import type { components } from '../../generated/api.js';
import type { Database, NamespaceRow } from '../database/schema.js';
import { validationFailed } from '../http/api-error.js';

export type Visibility = components['schemas']['Visibility'];

const rank: Record<Visibility, number> = { private: 0, internal: 10, public: 20 };

/** 400 when a subgroup would be more visible than its parent. */
export function checkSubgroupVisibility(visibility: Visibility, parent: { visibility: Visibility }): void {
  if (rank[visibility] <= rank[parent.visibility]) return;
  throw validationFailed({
    visibility_level: [`${visibility} is not allowed since the parent group has a ${parent.visibility} visibility.`],
  });
}

/** 400 when a project would be more visible than the group it is created in (user namespaces allow anything). */
export async function checkProjectVisibilityInNamespace(db: Database, namespace: NamespaceRow, visibility: Visibility): Promise<void> {
  if (namespace.kind !== 'group') return;
  const group = await db.selectFrom('groups').select('visibility').where('namespace_id', '=', namespace.id).executeTakeFirst();
  if (!group || rank[visibility] <= rank[group.visibility]) return;
  throw validationFailed({ visibility_level: [`${visibility} is not allowed in a ${group.visibility} group.`] });
}
