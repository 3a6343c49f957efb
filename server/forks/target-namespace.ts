// The namespace a fork goes to: named by id or full path, and one the caller may create projects in.
import { sql } from 'kysely';
import type { Database, GroupsTable, NamespaceRow, UserRow } from '../database/schema.js';
import { checkMayCreateProjectsIn } from '../groups/project-creation.js';
import { ApiError, notFound } from '../http/api-error.js';
import { isRowId } from '../database/row-id.js';

export interface ForkTarget {
  namespace: NamespaceRow;
  /** A group's visibility: a fork in it is no more open than that. Undefined for a user's namespace. */
  visibilityLimit: GroupsTable['visibility'] | undefined;
}

async function findNamespace(db: Database, idOrPath: number | string) {
  const text = String(idOrPath);
  const namespaces = db
    .selectFrom('namespaces')
    .leftJoin('groups', 'groups.namespace_id', 'namespaces.id')
    .selectAll('namespaces')
    .select('groups.visibility as group_visibility');
  if (/^\d+$/.test(text)) return isRowId(Number(text)) ? namespaces.where('namespaces.id', '=', Number(text)).executeTakeFirst() : undefined;
  return namespaces.where(sql`lower(namespaces.full_path)`, '=', text.toLowerCase()).executeTakeFirst();
}

/** Administrators anywhere; others in their own namespace and in groups where they may create projects (as POST /projects). */
async function mayCreateProjectsIn(db: Database, user: UserRow, namespace: NamespaceRow): Promise<boolean> {
  if (namespace.kind === 'user') return user.is_admin === 1 || namespace.owner_id === user.id;
  try {
    await checkMayCreateProjectsIn(db, user, namespace);
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return false;
    throw error;
  }
}

/** The namespace the request names: `namespace_id`, else `namespace_path`, else `namespace` (id or path). */
export const requestedNamespace = (request: { namespace?: number | string; namespace_id?: number; namespace_path?: string }) =>
  request.namespace_id ?? request.namespace_path ?? request.namespace;

/**
 * The namespace named by `idOrPath`, or the caller's own when it is undefined. 404 `Target Namespace Not Found` for
 * an unknown namespace and for one the caller may not create projects in.
 */
export async function forkTarget(db: Database, user: UserRow, idOrPath: number | string | undefined): Promise<ForkTarget> {
  const found = idOrPath === undefined
    ? await db.selectFrom('namespaces').selectAll().select(sql<null>`null`.as('group_visibility'))
      .where('kind', '=', 'user').where('owner_id', '=', user.id).executeTakeFirst()
    : await findNamespace(db, idOrPath);
  if (!found) throw notFound('Target Namespace');
  const { group_visibility, ...namespace } = found;
  if (!(await mayCreateProjectsIn(db, user, namespace))) throw notFound('Target Namespace');
  return { namespace, visibilityLimit: group_visibility ?? undefined };
}
