import { sql } from 'kysely';
import { administrator, signedInUser } from '../auth/actor.js';
import { issueAccessToken, presentAccessToken } from '../auth/access-tokens.js';
import { notFound, unauthorized } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { flag } from '../database/schema.js';
import { containsText } from '../database/text-search.js';
import type { Services } from '../services.js';
import { readSettings } from '../settings/store.js';
import { createUser } from './create.js';
import { editUser } from './edit.js';
import { findUserById } from './queries.js';
import { presentUsers } from './present.js';

export function usersRoutes(routes: ApiRoutes, services: Services): void {
  const { externalUrl } = services.config;

  route(routes, services, 'get', '/user', async ({ actor, services: { db } }) => {
    const user = signedInUser(actor);
    const [presented] = await presentUsers(db, [user], user, externalUrl);
    return { status: 200, body: presented! };
  });

  route(routes, services, 'get', '/users', async ({ actor, query, services: { db }, request, response }) => {
    let users = db.selectFrom('users').selectAll().orderBy('id', 'asc');
    if (query.username) users = users.where(sql`lower(username)`, '=', query.username.toLowerCase());
    if (query.search) users = users.where(containsText(['username', 'name', 'email'], query.search));
    if (query.active) users = users.where('state', '=', 'active');
    if (query.blocked) users = users.where('state', '=', 'blocked');
    const rows = await paginate(db, users, query, request, response);
    // In a list, private fields are for administrators only (not even a user's own row has them).
    const viewer = actor.user?.is_admin ? actor.user : null;
    return { status: 200, body: await presentUsers(db, rows, viewer, externalUrl) };
  });

  route(routes, services, 'post', '/users', async ({ actor, body, services: { db } }) => {
    administrator(actor);
    const settings = await readSettings(db);
    const user = await createUser(db, {
      username: body.username,
      name: body.name,
      email: body.email,
      password: body.force_random_password || body.reset_password ? null : body.password ?? null,
      isAdmin: body.admin ?? false,
      projectsLimit: body.projects_limit ?? settings.default_projects_limit,
      canCreateGroup: body.can_create_group ?? true,
      external: body.external ?? settings.user_default_external,
      bio: body.bio ?? '',
      profile: {
        location: body.location, skype: body.skype, linkedin: body.linkedin, twitter: body.twitter, website_url: body.website_url,
        organization: body.organization, job_title: body.job_title, note: body.note ?? null,
        private_profile: flag(body.private_profile ?? false), theme_id: body.theme_id, color_scheme_id: body.color_scheme_id,
      },
    });
    const [presented] = await presentUsers(db, [user], actor.user, externalUrl);
    return { status: 201, body: presented! };
  });

  route(routes, services, 'get', '/users/{id}', async ({ actor, params, services: { db } }) => {
    const user = await findUserById(db, Number(params.id));
    if (!user) throw notFound('User');
    const [presented] = await presentUsers(db, [user], actor.user, externalUrl);
    return { status: 200, body: presented! };
  });

  route(routes, services, 'put', '/users/{id}', async ({ actor, params, body, services: { db } }) => {
    administrator(actor);
    const user = await findUserById(db, Number(params.id));
    if (!user) throw notFound('User');
    const edited = await editUser(db, user, body);
    const [presented] = await presentUsers(db, [edited], actor.user, externalUrl);
    return { status: 200, body: presented! };
  });

  route(routes, services, 'get', '/personal_access_tokens/self', async ({ actor, services: { db } }) => {
    const token = actor.tokenId === undefined ? undefined
      : await db.selectFrom('access_tokens').selectAll().where('id', '=', actor.tokenId).where('kind', '!=', 'oauth').executeTakeFirst();
    if (!token) throw unauthorized();
    return { status: 200, body: presentAccessToken(token) };
  });

  for (const [path, kind] of [
    ['/users/{user_id}/impersonation_tokens', 'impersonation'],
    ['/users/{user_id}/personal_access_tokens', 'personal'],
  ] as const) {
    route(routes, services, 'post', path, async ({ actor, params, body, services: { db } }) => {
      administrator(actor);
      const user = await findUserById(db, Number(params.user_id));
      if (!user) throw notFound('User');
      const { row, secret } = await issueAccessToken(db, {
        userId: user.id,
        name: body.name,
        kind,
        scopes: body.scopes,
        expiresAt: body.expires_at ? `${body.expires_at.slice(0, 10)}T00:00:00.000Z` : null,
      });
      return { status: 201, body: presentAccessToken(row, secret) };
    });
  }
}
