// Who may see a group: everyone a public one, signed-in users an internal one, and a private one its members
// (directly or through an ancestor), members of its subgroups and members of projects in it or its subgroups.
// Administrators see every group.
import { expressionBuilder } from 'kysely';
import type { Schema, UserRow } from '../database/schema.js';
import { inForce } from '../access/expiry.js';
import { groupIdsOf } from '../access/group-memberships.js';
import { isSelfOrAncestor } from './hierarchy.js';
import type { GroupsScope } from './queries.js';

const subquery = expressionBuilder<Schema, never>();

/** A filter on `namespaces` joined with `groups`. */
export function groupReadableBy(user: UserRow | null) {
  return (eb: GroupsScope) => {
    if (user?.is_admin) return eb.lit(true);
    if (!user) return eb('groups.visibility', '=', 'public');
    const inSubgroupOrSelf = subquery
      .selectFrom('group_members as membership')
      .innerJoin('namespaces as membership_group', 'membership_group.id', 'membership.group_id')
      .where('membership.user_id', '=', user.id)
      .where(inForce('membership.expires_at'))
      .where(isSelfOrAncestor('namespaces.full_path', 'membership_group.full_path'))
      .select('membership.group_id');
    const projectInside = subquery
      .selectFrom('project_members as membership')
      .innerJoin('projects as member_project', 'member_project.id', 'membership.project_id')
      .innerJoin('namespaces as project_namespace', 'project_namespace.id', 'member_project.namespace_id')
      .where('membership.user_id', '=', user.id)
      .where(inForce('membership.expires_at'))
      .where(isSelfOrAncestor('namespaces.full_path', 'project_namespace.full_path'))
      .select('membership.project_id');
    return eb.or([
      eb('groups.visibility', 'in', ['public', 'internal']),
      eb('namespaces.id', 'in', groupIdsOf(user.id)),
      eb.exists(inSubgroupOrSelf),
      eb.exists(projectInside),
    ]);
  };
}
