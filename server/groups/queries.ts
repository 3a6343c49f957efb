import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Schema } from '../database/schema.js';
import { selfAndAncestorPaths } from './hierarchy.js';
import { isRowId } from '../database/row-id.js';

/** A group: its namespace and what only a group has. */
export function selectGroups(db: Database) {
  return db
    .selectFrom('namespaces')
    .innerJoin('groups', 'groups.namespace_id', 'namespaces.id')
    .select([
      'namespaces.id',
      'namespaces.name',
      'namespaces.path',
      'namespaces.full_path',
      'namespaces.parent_id',
      'namespaces.created_at',
      'groups.description',
      'groups.visibility',
      'groups.lfs_enabled',
      'groups.request_access_enabled',
    ]);
}

export type GroupRecord = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

export type GroupsScope = ExpressionBuilder<Schema, 'namespaces' | 'groups'>;

/** `:id` is a numeric id or a full path (`group/subgroup`, already URL-decoded), compared case-insensitively. */
export function groupByIdOrPath(idOrPath: string | number) {
  return (eb: GroupsScope) => {
    const text = String(idOrPath);
    if (/^\d+$/.test(text)) return isRowId(Number(text)) ? eb('namespaces.id', '=', Number(text)) : eb.lit(false);
    return eb(sql`lower(namespaces.full_path)`, '=', text.toLowerCase());
  };
}

/** `full_name`: the names of the group and its ancestors, root first, joined with ` / `. */
export async function fullNames(db: Database, groups: GroupRecord[]): Promise<Map<number, string>> {
  const paths = [...new Set(groups.flatMap((group) => selfAndAncestorPaths(group.full_path)))];
  const names = new Map<string, string>();
  if (paths.length > 0) {
    const rows = await db.selectFrom('namespaces').select(['full_path', 'name']).where('full_path', 'in', paths).execute();
    for (const row of rows) names.set(row.full_path, row.name);
  }
  return new Map(groups.map((group) => [
    group.id,
    selfAndAncestorPaths(group.full_path).map((path) => names.get(path) ?? path.slice(path.lastIndexOf('/') + 1)).join(' / '),
  ]));
}
