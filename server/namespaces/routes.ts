import { signedInUser } from '../auth/actor.js';
import { notFound } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { containsText } from '../database/text-search.js';
import { presentNamespace } from './present.js';
import { namespaceByIdOrPath, namespacesOf, selectNamespaces } from './queries.js';

export function namespacesRoutes(routes: ApiRoutes, services: Services): void {
  const { db, config: { externalUrl } } = services;

  route(routes, services, 'get', '/namespaces', async ({ actor, query, request, response }) => {
    let namespaces = selectNamespaces(db).where(namespacesOf(signedInUser(actor))).orderBy('namespaces.id');
    if (query.search) namespaces = namespaces.where(containsText(['namespaces.name', 'namespaces.full_path'], query.search));
    const rows = await paginate(db, namespaces, query, request, response);
    return { status: 200, body: rows.map((namespace) => presentNamespace(namespace, externalUrl)) };
  });

  route(routes, services, 'get', '/namespaces/{id}', async ({ actor, params }) => {
    const namespace = await selectNamespaces(db)
      .where(namespaceByIdOrPath(params.id))
      .where(namespacesOf(signedInUser(actor)))
      .executeTakeFirst();
    if (!namespace) throw notFound('Namespace');
    return { status: 200, body: presentNamespace(namespace, externalUrl) };
  });

}
