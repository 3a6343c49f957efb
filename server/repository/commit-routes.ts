import { signedInUser } from '../auth/actor.js';
import { recordRefUpdates } from '../git/ref-events.js';
import { notFound } from '../http/api-error.js';
import { route, type ApiRoutes } from '../http/route.js';
import type { Services } from '../services.js';
import { readSettings } from '../settings/store.js';
import { decodeContents } from '../git/apply-actions.js';
import { commitDetail } from './commit-detail.js';
import { countCommits, logCommits } from './commits.js';
import { createCommit } from '../git/create-commit.js';
import { pageWindow, setPageHeaders } from '../http/pagination.js';
import { readableRepository, writableRepository } from './project-repository.js';
import { resolveCommit } from '../git/revisions.js';

const megabyte = 1024 * 1024;

/** git's last readable second (2099-12-31T23:59:59Z): it misreads later `@<seconds>` values as "now". */
const latestGitTime = 4_102_444_799;

/** A time as git's `@<seconds>`, which git reads exactly within its range; never 0, which git ignores. */
const epochSeconds = (time: string, round: (value: number) => number): number =>
  Math.min(latestGitTime, Math.max(1, round(Date.parse(time) / 1000)));

export function commitRoutes(routes: ApiRoutes, services: Services): void {
  const { db } = services;

  route(routes, services, 'get', '/projects/{id}/repository/commits', async ({ actor, params, query, request, response }) => {
    const repository = await readableRepository(services, actor, params.id);
    const window = pageWindow(query);
    const start = await resolveCommit(repository.path, query.ref_name ?? repository.project.default_branch);
    if (!start) {
      setPageHeaders(request, response, window, 0, 0);
      return { status: 200, body: [] };
    }
    const filters = [
      ...(query.since ? [`--since=@${epochSeconds(query.since, Math.ceil)}`] : []),
      ...(query.until ? [`--until=@${epochSeconds(query.until, Math.floor)}`] : []),
    ];
    const paths = query.path ? [query.path] : [];
    const [total, commits] = await Promise.all([
      countCommits(repository.path, filters, [start], paths),
      logCommits(repository.path, [...filters, `--skip=${window.offset}`, `--max-count=${window.perPage}`], [start], paths, repository.webUrl),
    ]);
    setPageHeaders(request, response, window, total, commits.length);
    return { status: 200, body: commits };
  });

  route(routes, services, 'post', '/projects/{id}/repository/commits', async ({ actor, params, body }) => {
    const repository = await writableRepository(services, actor, params.id);
    const user = signedInUser(actor);
    const { max_attachment_size: maxMegabytes } = await readSettings(db);
    const contents = decodeContents(body.actions, maxMegabytes * megabyte, maxMegabytes);
    const { commit, update } = await createCommit(repository.path, {
      branch: body.branch,
      startBranch: body.start_branch,
      startSha: body.start_sha,
      message: body.commit_message,
      author: { name: body.author_name ?? user.name, email: body.author_email ?? user.email },
      committer: { name: user.name, email: user.email },
      actions: body.actions,
      contents,
    });
    await db.transaction().execute((trx) => recordRefUpdates(trx, repository.project.id, user.id, [update]));
    return { status: 201, body: await commitDetail(db, repository, commit) };
  });

  route(routes, services, 'get', '/projects/{id}/repository/commits/{sha}', async ({ actor, params }) => {
    const repository = await readableRepository(services, actor, params.id);
    const commit = await resolveCommit(repository.path, params.sha);
    if (!commit) throw notFound('Commit');
    return { status: 200, body: await commitDetail(db, repository, commit) };
  });
}
