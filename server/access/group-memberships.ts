// Group membership is inherited: a member of a group is a member of all its subgroups, at the same level.
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Expression } from 'kysely';
import type { Schema } from '../database/schema.js';
import { inForce } from './expiry.js';

/**
 * Builds subqueries only (they are compiled by the query that embeds them, in that query's dialect); Kysely's
 * expression builder cannot start a `with recursive`.
 */
const builder = new Kysely<Schema>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/**
 * Subquery: every group `userId` belongs to (`group_id`), directly or through an ancestor, with the level each
 * membership in force gives (`access_level`; a group reached through several memberships appears once per
 * membership). Walks down from the user's own memberships along `parent_id`, so it costs the size of those
 * subtrees, not of all namespaces. The user may be a column of the query that embeds it.
 */
export const groupMembershipsOf = (userId: number | Expression<number>) =>
  builder
    .withRecursive('member_of(group_id, access_level)', (qb) => qb
      .selectFrom('group_members')
      .select(['group_members.group_id', 'group_members.access_level'])
      .where('group_members.user_id', '=', userId)
      .where(inForce('group_members.expires_at'))
      .unionAll((eb) => eb
        .selectFrom('namespaces as subgroup')
        .innerJoin('member_of', 'member_of.group_id', 'subgroup.parent_id')
        .select(['subgroup.id as group_id', 'member_of.access_level'])))
    .selectFrom('member_of')
    .select(['member_of.group_id', 'member_of.access_level']);

/** Subquery: the ids of the groups `userId` belongs to, directly or through an ancestor. */
export const groupIdsOf = (userId: number) => groupMembershipsOf(userId).clearSelect().select('member_of.group_id');
