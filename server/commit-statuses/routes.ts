import { signedInUser } from '../auth/actor.js';
import { gitText } from '../git/git.js';
import { notFound } from '../http/api-error.js';
import { paginate } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { readableRepository, writableRepository } from '../repository/project-repository.js';
import { resolveCommit } from '../git/revisions.js';
import type { Services } from '../services.js';
import { presentCommitStatuses } from './present.js';
import { selectCommitStatuses } from './queries.js';
import { recordCommitStatus } from './record.js';

/** A branch that contains the commit: the default branch when it does, else the first by name. */
async function containingBranch(repository: string, sha: string, defaultBranch: string): Promise<string | undefined> {
  const names = (await gitText(repository, ['for-each-ref', `--contains=${sha}`, '--sort=refname', '--format=%(refname:strip=2)', 'refs/heads']))
    .split('\n').filter(Boolean);
  return names.includes(defaultBranch) ? defaultBranch : names[0];
}

export function commitStatusesRoutes(routes: ApiRoutes, services: Services): void {

  route(routes, services, 'post', '/projects/{id}/statuses/{sha}', async ({ actor, params, body, services: { db, config } }) => {
    // Developer access, and not on archived projects, as for every write to a repository.
    const { project, path } = await writableRepository(services, actor, params.id);
    const author = signedInUser(actor);
    const sha = await resolveCommit(path, params.sha);
    if (!sha) throw notFound('Commit');
    const ref = body.ref ?? await containingBranch(path, sha, project.default_branch);
    if (!ref) throw notFound('References for commit');
    const id = await db.transaction().execute((trx) => recordCommitStatus(trx, {
      projectId: project.id,
      sha,
      ref,
      name: body.name ?? body.context ?? 'default',
      state: body.state,
      targetUrl: body.target_url,
      description: body.description,
      coverage: body.coverage,
      authorId: author.id,
    }));
    const row = await db.selectFrom('commit_statuses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { status: 201, body: (await presentCommitStatuses(db, config.externalUrl, [row]))[0]! };
  });

  route(routes, services, 'get', '/projects/{id}/repository/commits/{sha}/statuses', async ({ actor, params, query, services: { db, config }, request, response }) => {
    const repository = await readableRepository(services, actor, params.id);
    const sha = await resolveCommit(repository.path, params.sha);
    if (!sha) throw notFound('Commit');
    let statuses = selectCommitStatuses(db, repository.project.id, sha, !query.all);
    if (query.ref !== undefined) statuses = statuses.where('ref', '=', query.ref);
    if (query.name !== undefined) statuses = statuses.where('name', '=', query.name);
    const rows = await paginate(db, statuses, query, request, response);
    return { status: 200, body: await presentCommitStatuses(db, config.externalUrl, rows) };
  });

}
