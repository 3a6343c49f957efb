// Deleting a user, as the real service does: refused (409) while they are the sole owner of a group unless
// `hard_delete`; their personal projects are deleted; their issues, merge requests and the projects they created
// elsewhere move to the Ghost User, or with `hard_delete` their issues and merge requests are deleted and so are the
// groups they solely own, with those groups' projects. Their tokens, memberships, stars and the rest go with the row.
import { accessLevel } from '../access/levels.js';
import type { Database } from '../database/schema.js';
import { conflict, forbidden, notFound } from '../http/api-error.js';
import { deleteMergeRequest } from '../merge-requests/delete.js';
import { deleteProject } from '../projects/delete.js';
import type { Services } from '../services.js';
import { ghostUser } from './ghost.js';

/** The groups where the user is an owner and nobody else is. */
async function solelyOwnedGroups(db: Database, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('group_members as mine')
    .select('mine.group_id')
    .where('mine.user_id', '=', userId)
    .where('mine.access_level', '>=', accessLevel.owner)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('group_members as other').select('other.user_id')
      .whereRef('other.group_id', '=', 'mine.group_id')
      .where('other.user_id', '!=', userId)
      .where('other.access_level', '>=', accessLevel.owner))))
    .execute();
  return rows.map((row) => row.group_id);
}

/** The namespaces of these groups and of all their subgroups. */
async function withSubgroups(db: Database, groupIds: number[]): Promise<number[]> {
  const found = [...groupIds];
  for (let next = groupIds; next.length > 0;) {
    next = (await db.selectFrom('namespaces').select('id').where('parent_id', 'in', next).execute()).map((row) => row.id);
    found.push(...next);
  }
  return found;
}

async function projectsIn(db: Database, namespaceIds: number[]): Promise<number[]> {
  if (namespaceIds.length === 0) return [];
  return (await db.selectFrom('projects').select('id').where('namespace_id', 'in', namespaceIds).execute()).map((row) => row.id);
}

export async function deleteUser(services: Services, userId: number, hardDelete: boolean): Promise<void> {
  const { db } = services;
  const user = await db.selectFrom('users').select(['id', 'user_type']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User');
  // The ghost holds every deleted user's contributions.
  if (user.user_type === 'ghost') throw forbidden();
  const soleGroups = await solelyOwnedGroups(db, userId);
  if (soleGroups.length > 0 && !hardDelete) throw conflict('User cannot be removed while is the sole-owner of a group');
  const personal = (await db.selectFrom('namespaces').select('id').where('owner_id', '=', userId).execute()).map((row) => row.id);
  const groupNamespaces = hardDelete ? await withSubgroups(db, soleGroups) : [];
  for (const projectId of await projectsIn(db, [...personal, ...groupNamespaces])) await deleteProject(services, projectId);
  if (hardDelete) {
    const authored = await db.selectFrom('merge_requests').select('id').where('author_id', '=', userId).execute();
    for (const { id } of authored) await deleteMergeRequest(db, id, undefined);
  }
  const ghost = await ghostUser(db);
  await db.transaction().execute(async (trx) => {
    if (hardDelete) {
      const issues = trx.selectFrom('issues').select('issues.id').where('issues.author_id', '=', userId);
      await trx.deleteFrom('award_emoji').where('awardable_type', '=', 'Issue').where('awardable_id', 'in', issues).execute();
      await trx.deleteFrom('todos').where('target_type', '=', 'Issue').where('target_id', 'in', issues).execute();
      await trx.deleteFrom('issues').where('author_id', '=', userId).execute();
      if (groupNamespaces.length > 0) await trx.deleteFrom('namespaces').where('id', 'in', groupNamespaces).execute();
    } else {
      await trx.updateTable('issues').set({ author_id: ghost.id }).where('author_id', '=', userId).execute();
      await trx.updateTable('merge_requests').set({ author_id: ghost.id }).where('author_id', '=', userId).execute();
    }
    await trx.updateTable('projects').set({ creator_id: ghost.id }).where('creator_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
