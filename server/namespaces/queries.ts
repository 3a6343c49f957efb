import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Schema, UserRow } from '../database/schema.js';
import { groupIdsOf } from '../access/group-memberships.js';
import { isRowId } from '../database/row-id.js';

type NamespacesScope = ExpressionBuilder<Schema, 'namespaces'>;

/**
 * The caller's namespaces: their own and every group they belong to, directly or through an ancestor; every
 * namespace for administrators.
 */
export function namespacesOf(user: UserRow) {
  return (eb: NamespacesScope) => {
    if (user.is_admin) return eb.lit(true);
    return eb.or([
      eb.and([eb('namespaces.kind', '=', 'user'), eb('namespaces.owner_id', '=', user.id)]),
      eb('namespaces.id', 'in', groupIdsOf(user.id)),
    ]);
  };
}

/** `:id` is a numeric id or a full path, compared case-insensitively. */
export function namespaceByIdOrPath(idOrPath: string | number) {
  return (eb: NamespacesScope) => {
    const text = String(idOrPath);
    if (/^\d+$/.test(text)) return isRowId(Number(text)) ? eb('namespaces.id', '=', Number(text)) : eb.lit(false);
    return eb(sql`lower(namespaces.full_path)`, '=', text.toLowerCase());
  };
}

export const selectNamespaces = (db: Database) => db.selectFrom('namespaces').selectAll('namespaces');
