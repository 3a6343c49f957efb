import { accessLevel } from '../access/levels.js';
import { signedInUser } from '../auth/actor.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { inForce } from '../access/expiry.js';
import { isRowId } from '../database/row-id.js';
import type { Services } from '../services.js';
import { findReadableGroup } from './access.js';
import { createGroup } from './create.js';
import { presentGroup } from './present.js';
import { fullNames, selectGroups, type GroupRecord } from './queries.js';
import { containsText } from '../database/text-search.js';
import { groupReadableBy } from './visibility.js';

export function groupsRoutes(routes: ApiRoutes, services: Services): void {
  const { db, config: { externalUrl } } = services;

  const present = async (groups: GroupRecord[]) => {
    const names = await fullNames(db, groups);
    return groups.map((group) => presentGroup(group, names.get(group.id)!, externalUrl));
  };

  route(routes, services, 'get', '/groups', async ({ actor, query, request, response }) => {
    const direction = query.sort ?? 'asc';
    let groups = selectGroups(db)
      .where(groupReadableBy(actor.user))
      .orderBy(`namespaces.${query.order_by ?? 'name'}`, direction)
      .orderBy('namespaces.id', direction);
    if (query.search) groups = groups.where(containsText(['namespaces.name', 'namespaces.path'], query.search));
    const skipped = (query.skip_groups ?? []).filter(isRowId);
    if (skipped.length > 0) groups = groups.where('namespaces.id', 'not in', skipped);
    if (query.owned) {
      const userId = actor.user?.id ?? 0;
      groups = groups.where('namespaces.id', 'in', (eb) => eb
        .selectFrom('group_members')
        .select('group_members.group_id')
        .where('group_members.user_id', '=', userId)
        .where('group_members.access_level', '=', accessLevel.owner)
        .where(inForce('group_members.expires_at')));
    }
    const rows = await paginate(db, groups, query, request, response);
    return { status: 200, body: await present(rows) };
  });

  route(routes, services, 'post', '/groups', async ({ actor, body }) => {
    const id = await createGroup(db, signedInUser(actor), body);
    const group = await selectGroups(db).where('namespaces.id', '=', id).executeTakeFirstOrThrow();
    return { status: 201, body: (await present([group]))[0]! };
  });

  route(routes, services, 'get', '/groups/{id}', async ({ actor, params }) => {
    const group = await findReadableGroup(db, actor.user, params.id);
    return { status: 200, body: (await present([group]))[0]! };
  });

}
