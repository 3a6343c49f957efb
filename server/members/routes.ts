// The members of groups and projects: the same five operations under `/groups/{id}` and `/projects/{id}`.
import { signedInUser } from '../auth/actor.js';
import { isUniqueViolation } from '../database/errors.js';
import { now } from '../database/schema.js';
import { conflict, notFound } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { containsText } from '../database/text-search.js';
import { findUserById } from '../users/queries.js';
import { expiryDate } from '../access/expiry.js';
import { checkCanManageMembers, checkGroupKeepsOwner, checkOwnerLevelChange } from './policy.js';
import { presentMember } from './present.js';
import { isRowId } from '../database/row-id.js';
import { callerLevel, readableSource, type MemberSource } from './sources.js';
import { deleteMember, findMember, insertMember, selectMembers, updateMember, type MemberRecord } from './store.js';

/** The direct member in force with this user id; 404 `Not found` otherwise. */
async function existingMember(db: Services['db'], source: MemberSource, userId: number): Promise<MemberRecord> {
  const member = isRowId(userId) ? await findMember(db, source, userId) : undefined;
  if (!member) throw notFound();
  return member;
}

export function membersRoutes(routes: ApiRoutes, services: Services): void {
  const { db, config: { externalUrl } } = services;

  for (const [kind, list, one] of [
    ['group', '/groups/{id}/members', '/groups/{id}/members/{user_id}'],
    ['project', '/projects/{id}/members', '/projects/{id}/members/{user_id}'],
  ] as const) {
    route(routes, services, 'get', list, async ({ actor, params, query, request, response }) => {
      const source = await readableSource(db, actor, kind, params.id);
      let members = selectMembers(db, source);
      if (query.query) members = members.where(containsText(['users.username', 'users.name'], query.query));
      const rows = (await paginate(db, members, query, request, response)) as MemberRecord[];
      return { status: 200, body: rows.map((member) => presentMember(member, externalUrl)) };
    });

    route(routes, services, 'post', list, async ({ actor, params, body }) => {
      const source = await readableSource(db, actor, kind, params.id);
      const level = await callerLevel(db, actor, source);
      checkCanManageMembers(level);
      checkOwnerLevelChange(level, body.access_level);
      const user = await findUserById(db, body.user_id);
      if (user && (await findMember(db, source, user.id))) throw conflict('Member already exists');
      if (!user) throw notFound('User');
      const expiresAt = expiryDate(body.expires_at) ?? null;
      try {
        await insertMember(db, source, { userId: user.id, accessLevel: body.access_level, expiresAt, createdAt: now() });
      } catch (error) {
        // A concurrent add of the same user got there first.
        if (isUniqueViolation(error)) throw conflict('Member already exists');
        throw error;
      }
      return { status: 201, body: presentMember(await existingMember(db, source, user.id), externalUrl) };
    });

    route(routes, services, 'get', one, async ({ actor, params }) => {
      const source = await readableSource(db, actor, kind, params.id);
      return { status: 200, body: presentMember(await existingMember(db, source, Number(params.user_id)), externalUrl) };
    });

    route(routes, services, 'put', one, async ({ actor, params, body }) => {
      const source = await readableSource(db, actor, kind, params.id);
      const level = await callerLevel(db, actor, source);
      checkCanManageMembers(level);
      const member = await existingMember(db, source, Number(params.user_id));
      checkOwnerLevelChange(level, body.access_level, member.access_level);
      await checkGroupKeepsOwner(db, source, member.access_level, body.access_level);
      await updateMember(db, source, member.id, { accessLevel: body.access_level, expiresAt: expiryDate(body.expires_at) });
      return { status: 200, body: presentMember(await existingMember(db, source, member.id), externalUrl) };
    });

    route(routes, services, 'delete', one, async ({ actor, params }) => {
      const caller = signedInUser(actor);
      const source = await readableSource(db, actor, kind, params.id);
      const member = await existingMember(db, source, Number(params.user_id));
      // Members may leave; removing someone else needs the right to manage members.
      if (member.id !== caller.id) {
        const level = await callerLevel(db, actor, source);
        checkCanManageMembers(level);
        checkOwnerLevelChange(level, member.access_level);
      }
      await checkGroupKeepsOwner(db, source, member.access_level);
      await deleteMember(db, source, member.id);
      return { status: 204 };
    });
  }
}
