import { signedInUser } from '../auth/actor.js';
import { recordRefUpdates } from '../git/ref-events.js';
import { zeroId } from '../git/ref-updates.js';
import { ApiError, notFound } from '../http/api-error.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { listBranchHeads, matchesSearch, presentBranches } from './branches.js';
import { pageWindow, setPageHeaders } from '../http/pagination.js';
import { readableRepository, writableRepository } from './project-repository.js';
import { branchHead, branchRef, compareAndSwapRef, isValidBranchName, resolveCommit } from '../git/revisions.js';

const refused = (message: string) => new ApiError(400, { message });

export function branchRoutes(routes: ApiRoutes, services: Services): void {
  const { db } = services;

  route(routes, services, 'get', '/projects/{id}/repository/branches', async ({ actor, params, query, request, response }) => {
    const repository = await readableRepository(services, actor, params.id);
    const matching = (await listBranchHeads(repository.path)).filter((branch) => matchesSearch(branch.name, query.search));
    const window = pageWindow(query);
    const page = matching.slice(window.offset, window.offset + window.perPage);
    setPageHeaders(request, response, window, matching.length, page.length);
    return { status: 200, body: await presentBranches(db, actor.user, repository, page) };
  });

  route(routes, services, 'get', '/projects/{id}/repository/branches/{branch}', async ({ actor, params }) => {
    const repository = await readableRepository(services, actor, params.id);
    const head = await branchHead(repository.path, params.branch);
    if (!head) throw notFound('Branch');
    const [branch] = await presentBranches(db, actor.user, repository, [{ name: params.branch, head }]);
    return { status: 200, body: branch! };
  });

  route(routes, services, 'post', '/projects/{id}/repository/branches', async ({ actor, params, body }) => {
    const repository = await writableRepository(services, actor, params.id);
    const user = signedInUser(actor);
    // The real service's order: the new name first, then the reference.
    if (!(await isValidBranchName(body.branch))) throw refused('Branch name is invalid');
    if (await branchHead(repository.path, body.branch)) throw refused('Branch already exists');
    const target = await resolveCommit(repository.path, body.ref);
    if (!target) throw refused('Invalid reference name');
    const ref = branchRef(body.branch);
    if (!(await compareAndSwapRef(repository.path, ref, target, zeroId))) {
      if (await branchHead(repository.path, body.branch)) throw refused('Branch already exists');
      throw refused(`Failed to create branch '${body.branch}': Branch name conflicts with existing branch hierarchy.`);
    }
    await db.transaction().execute((trx) => recordRefUpdates(trx, repository.project.id, user.id, [{ ref, before: zeroId, after: target }]));
    const [branch] = await presentBranches(db, user, repository, [{ name: body.branch, head: target }]);
    return { status: 201, body: branch! };
  });

  route(routes, services, 'delete', '/projects/{id}/repository/branches/{branch}', async ({ actor, params }) => {
    const repository = await writableRepository(services, actor, params.id);
    const user = signedInUser(actor);
    const head = await branchHead(repository.path, params.branch);
    if (!head) throw notFound('Branch');
    if (params.branch === repository.project.default_branch) throw refused('The default branch of a project cannot be deleted.');
    const ref = branchRef(params.branch);
    // Deleted only at the head just read: a branch that moved meanwhile is not deleted unseen.
    if (!(await compareAndSwapRef(repository.path, ref, zeroId, head))) throw refused('Failed to remove branch');
    await db.transaction().execute((trx) => recordRefUpdates(trx, repository.project.id, user.id, [{ ref, before: head, after: zeroId }]));
    return { status: 204 };
  });
}
