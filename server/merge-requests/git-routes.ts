// The merge request operations that read or change the repositories: commits, changes, diff versions, accepting
// (merging) and cancelling a merge when the pipeline succeeds.
import type { Actor } from '../auth/actor.js';
import type { Database, UserRow } from '../database/schema.js';
import { ApiError, notFound, unauthorized } from '../http/api-error.js';
import { pageWindow, paginate, setPageHeaders } from '../http/pagination.js';
import { route, type ApiRoutes } from '../http/route.js';
import { readCommits } from '../repository/commits.js';
import type { Services } from '../services.js';
import { findReadableMergeRequest, type MergeRequestInProject } from './access.js';
import { commitIds, fileChanges } from './diffs/compare.js';
import { targetRepository } from './diffs/heads.js';
import { presentDiffVersion, presentDiffVersionDetail } from './diffs/present-version.js';
import { cancelMergeWhenPipelineSucceeds, pipelineActive, setMergeWhenPipelineSucceeds } from './merge/auto-merge.js';
import { mergeableHeads, mergeMergeRequest, shaMismatch } from './merge/perform.js';
import { canPushTo, checkMayMerge } from './merge/permission.js';
import { latestDiffs, presentMergeRequest } from './present.js';
import { selectMergeRequests } from './queries.js';

const projectWebUrl = ({ config }: Services, { mergeRequest }: MergeRequestInProject): string =>
  `${config.externalUrl}/${mergeRequest.namespace_full_path}/${mergeRequest.project_path}`;

async function latestVersion(db: Database, mergeRequestId: number) {
  return (await latestDiffs(db, [mergeRequestId])).get(mergeRequestId);
}

async function presentAfterChange(services: Services, mergeRequestId: number, user: UserRow) {
  const record = await selectMergeRequests(services.db).where('merge_requests.id', '=', mergeRequestId).executeTakeFirstOrThrow();
  return presentMergeRequest(services.db, services.config.externalUrl, record, user);
}

/** Cancelling needs the right to merge, or being the author (as the real service); 405 and 406 as the real service answers. */
async function cancelMergeWhenPipelineSucceedsFor(services: Services, actor: Actor, id: string | number, iid: number) {
  const { project, mergeRequest, user } = await findReadableMergeRequest(services.db, actor, id, iid);
  if (mergeRequest.author_id !== user.id && !(await canPushTo(services.db, user, project))) throw unauthorized();
  if (mergeRequest.state !== 'opened') throw new ApiError(405, { message: '405 Method Not Allowed' });
  if (mergeRequest.merge_when_pipeline_succeeds !== 1) throw new ApiError(406, { message: '406 Not Acceptable' });
  await cancelMergeWhenPipelineSucceeds(services.db, mergeRequest.id);
  return presentAfterChange(services, mergeRequest.id, user);
}

export function gitRoutes(routes: ApiRoutes, services: Services): void {
  const base = '/projects/{id}/merge_requests/{merge_request_iid}' as const;

  route(routes, services, 'get', `${base}/commits`, async ({ actor, params, query, request, response }) => {
    const found = await findReadableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    const version = await latestVersion(services.db, found.mergeRequest.id);
    const repository = targetRepository(services, found.mergeRequest);
    const ids = version ? await commitIds(repository, version.base_commit_sha, version.head_commit_sha) : [];
    const window = pageWindow(query);
    const commits = await readCommits(repository, ids.slice(window.offset, window.offset + window.perPage), projectWebUrl(services, found));
    setPageHeaders(request, response, window, ids.length, commits.length);
    return { status: 200, body: commits };
  });

  route(routes, services, 'get', `${base}/changes`, async ({ actor, params }) => {
    const found = await findReadableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    const version = await latestVersion(services.db, found.mergeRequest.id);
    const changes = version ? await fileChanges(targetRepository(services, found.mergeRequest), version.base_commit_sha, version.head_commit_sha) : [];
    const mergeRequest = await presentMergeRequest(services.db, services.config.externalUrl, found.mergeRequest, found.user);
    return { status: 200, body: Object.assign(mergeRequest, { changes }) };
  });

  route(routes, services, 'get', `${base}/versions`, async ({ actor, params, query, request, response }) => {
    const { mergeRequest } = await findReadableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    const versions = services.db.selectFrom('merge_request_diffs').selectAll().where('merge_request_id', '=', mergeRequest.id).orderBy('id', 'desc');
    const rows = await paginate(services.db, versions, query, request, response);
    return { status: 200, body: rows.map(presentDiffVersion) };
  });

  route(routes, services, 'get', `${base}/versions/{version_id}`, async ({ actor, params }) => {
    const found = await findReadableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    const version = await services.db.selectFrom('merge_request_diffs').selectAll()
      .where('merge_request_id', '=', found.mergeRequest.id).where('id', '=', params.version_id).executeTakeFirst();
    if (!version) throw notFound();
    return { status: 200, body: await presentDiffVersionDetail(targetRepository(services, found.mergeRequest), projectWebUrl(services, found), version) };
  });

  route(routes, services, 'put', `${base}/merge`, async ({ actor, params, body }) => {
    const { project, mergeRequest, user } = await findReadableMergeRequest(services.db, actor, params.id, params.merge_request_iid);
    await checkMayMerge(services.db, user, project);
    const options = {
      ...(body?.merge_commit_message !== undefined ? { message: body.merge_commit_message } : {}),
      ...(body?.should_remove_source_branch !== undefined ? { shouldRemoveSourceBranch: body.should_remove_source_branch } : {}),
      ...(body?.sha !== undefined ? { sha: body.sha } : {}),
    };
    if (body?.merge_when_pipeline_succeeds) {
      const heads = await mergeableHeads(services, mergeRequest);
      if (options.sha !== undefined && options.sha !== heads.head) throw shaMismatch(heads.head);
      if (await pipelineActive(services.db, mergeRequest.source_project_id, heads.head)) {
        await setMergeWhenPipelineSucceeds(services.db, mergeRequest.id, user, options);
        return { status: 200, body: await presentAfterChange(services, mergeRequest.id, user) };
      }
    }
    await mergeMergeRequest(services, mergeRequest.id, user, options);
    return { status: 200, body: await presentAfterChange(services, mergeRequest.id, user) };
  });

  route(routes, services, 'put', `${base}/cancel_merge_when_pipeline_succeeds`, async ({ actor, params }) => ({
    status: 200,
    body: await cancelMergeWhenPipelineSucceedsFor(services, actor, params.id, params.merge_request_iid),
  }));

  route(routes, services, 'post', `${base}/cancel_merge_when_pipeline_succeeds`, async ({ actor, params }) => ({
    status: 201,
    body: await cancelMergeWhenPipelineSucceedsFor(services, actor, params.id, params.merge_request_iid),
  }));
}
