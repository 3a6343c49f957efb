// Opening a merge request: the real service's checks in its order (projects, branches, then the model), one
// transaction for the row, its first diff version, its labels and its `open` event.
import type { components } from '../../generated/api.js';
import type { Actor } from '../auth/actor.js';
import { now, flag, type Database, type UserRow } from '../database/schema.js';
import { repositoryPath } from '../git/repositories.js';
import { forbidden } from '../http/api-error.js';
import { takeIid, takenIid } from '../iids/allocate.js';
import { ensureLabels } from '../labels/ensure.js';
import { accessLevel, levelIn } from '../access/levels.js';
import type { ProjectRecord } from '../projects/queries.js';
import { branchHead } from '../git/revisions.js';
import type { Services } from '../services.js';
import { findMergeRequestsProject } from './access.js';
import { assigneeOf, checkTitle, firstAssignable, milestoneOf, parseLabels } from './attributes.js';
import { recordDiffVersion } from './diffs/record-version.js';
import { duplicateOpenRequest, unprocessable } from './errors.js';
import { recordMergeRequestEvent } from './events.js';
import { asDuplicateOpenRequest, findOpenDuplicate, type BranchPair } from './open-duplicates.js';

type CreateRequest = components['schemas']['MergeRequestCreateRequest'];

/** The source project (`:id`, developer access) and the target (itself, or the project it was forked from). */
async function projectsOf(db: Database, actor: Actor, id: string | number, targetProjectId: number | undefined): Promise<{ user: UserRow; source: ProjectRecord; target: ProjectRecord }> {
  const { user, project: source } = await findMergeRequestsProject(db, actor, id);
  if ((await levelIn(db, user, source.id)) < accessLevel.developer) throw forbidden();
  if (targetProjectId === undefined || targetProjectId === source.id) return { user, source, target: source };
  const { project: target } = await findMergeRequestsProject(db, actor, targetProjectId);
  if (source.forked_from_project_id !== target.id) throw unprocessable(['Source project is not a fork of the target project']);
  return { user, source, target };
}

/** The branch messages of the real service's build step, all of them at once. */
async function checkBranches(services: Services, source: ProjectRecord, target: ProjectRecord, sourceBranch: string, targetBranch: string): Promise<void> {
  const messages: string[] = [];
  if (source.id === target.id && sourceBranch === targetBranch) messages.push('You must select different branches');
  if (!(await branchHead(repositoryPath(services.config.dataDir, source.id), sourceBranch))) messages.push(`Source branch "${sourceBranch}" does not exist`);
  if (!(await branchHead(repositoryPath(services.config.dataDir, target.id), targetBranch))) messages.push(`Target branch "${targetBranch}" does not exist`);
  if (messages.length > 0) throw unprocessable(messages);
}

/** Creates the request; returns its id and the caller. */
export async function createMergeRequest(services: Services, actor: Actor, id: string | number, body: CreateRequest): Promise<{ id: number; user: UserRow }> {
  const { db } = services;
  const { user, source, target } = await projectsOf(db, actor, id, body.target_project_id);
  await checkBranches(services, source, target, body.source_branch, body.target_branch);
  checkTitle(body.title);
  const labels = body.labels === undefined ? [] : parseLabels(body.labels);
  const milestoneId = body.milestone_id === undefined ? null : await milestoneOf(db, target.id, body.milestone_id);
  const assigneeId = body.assignee_ids !== undefined
    ? await firstAssignable(db, target.id, body.assignee_ids)
    : body.assignee_id === undefined ? null : await assigneeOf(db, target.id, body.assignee_id);
  const reviewerId = body.reviewer_ids === undefined ? null : await firstAssignable(db, target.id, body.reviewer_ids);
  const fields = { project_id: target.id, source_project_id: source.id, source_branch: body.source_branch, target_branch: body.target_branch };
  try {
    return { id: await insertMergeRequest(services, user, fields, body, { labels, milestoneId, assigneeId, reviewerId }), user };
  } catch (error) {
    throw await asDuplicateOpenRequest(db, error, fields);
  }
}

async function insertMergeRequest(
  services: Services,
  user: UserRow,
  fields: BranchPair,
  body: CreateRequest,
  { labels, milestoneId, assigneeId, reviewerId }: { labels: string[]; milestoneId: number | null; assigneeId: number | null; reviewerId: number | null },
): Promise<number> {
  return services.db.transaction().execute(async (trx) => {
    const duplicate = await findOpenDuplicate(trx, fields);
    if (duplicate !== undefined) throw duplicateOpenRequest(duplicate);
    await ensureLabels(trx, fields.project_id, labels);
    const timestamp = now();
    await takeIid(trx, fields.project_id, 'merge_requests');
    const { id: mergeRequestId } = await trx.insertInto('merge_requests').values({
      ...fields,
      iid: takenIid(trx, fields.project_id, 'merge_requests'),
      title: body.title,
      description: body.description ?? null,
      state: 'opened',
      author_id: user.id,
      assignee_id: assigneeId,
      reviewer_id: reviewerId,
      milestone_id: milestoneId,
      labels: JSON.stringify(labels),
      discussion_locked: null,
      squash: flag(body.squash ?? false),
      allow_collaboration: flag(body.allow_collaboration ?? body.allow_maintainer_to_push ?? false),
      force_remove_source_branch: flag(body.remove_source_branch ?? false),
      merge_when_pipeline_succeeds: 0,
      merge_commit_message: null,
      should_remove_source_branch: null,
      merge_status: 'unchecked',
      merge_commit_sha: null,
      merged_by_id: null,
      merged_at: null,
      closed_by_id: null,
      closed_at: null,
      created_at: timestamp,
      updated_at: timestamp,
    }).returning('id').executeTakeFirstOrThrow();
    await recordDiffVersion(trx, services, mergeRequestId);
    await recordMergeRequestEvent(trx, { mergeRequestId, projectId: fields.project_id, userId: user.id, action: 'open', changes: {} });
    return mergeRequestId;
  });
}
