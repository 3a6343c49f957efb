// Who may do what to a merge request. Every call needs a signed-in caller ("every merge request call must
// be authenticated", public projects included); reading then follows the target project's visibility (and its
// merge requests feature); changing needs the author or developer access; deleting, the owner or an administrator.
import { signedInUser, type Actor } from '../auth/actor.js';
import { preparedQuery } from '../database/prepared-query.js';
import type { Database, UserRow } from '../database/schema.js';
import { forbidden, notFound } from '../http/api-error.js';
import { accessLevel, levelInProject } from '../access/levels.js';
import type { AccessColumns } from '../access/project-access.js';
import { findReadableProject, findReadableProjectWithAccess } from '../projects/access.js';
import type { ProjectRecord } from '../projects/queries.js';
import { isRowId } from '../database/row-id.js';
import { numericId } from '../projects/readable-lookup.js';
import type { PushTarget } from './merge/permission.js';
import { presentableWhereReadable, presentableWithIid, type PresentableRecord } from './presentation-query.js';
import { selectMergeRequests, type MergeRequestRecord } from './queries.js';

export interface MergeRequestsProject {
  user: UserRow;
  /** With the caller's access when the lookup read it (a user's, by numeric id), for `levelInProject`. */
  project: ProjectRecord | (ProjectRecord & AccessColumns);
}

export interface MergeRequestInProject extends MergeRequestsProject {
  mergeRequest: MergeRequestRecord;
}

// Prepared: every call on one merge request starts with it.
const mergeRequestWithIid = preparedQuery((db: Database, projectId: number, iid: number) => selectMergeRequests(db)
  .where('merge_requests.project_id', '=', projectId)
  .where('merge_requests.iid', '=', iid));

/**
 * The signed-in caller (401 before anything else) and the project they can read, whose merge requests feature must
 * be on (403 otherwise, as the real service's ability check). `withAccess`: read with the caller's access, for the
 * calls on one merge request, which show it (`can_merge`) or check it; an administrator's needs no reading.
 */
export async function findMergeRequestsProject(db: Database, actor: Actor, idOrPath: string | number, withAccess = false): Promise<MergeRequestsProject> {
  const user = signedInUser(actor);
  const project = withAccess && !user.is_admin ? await findReadableProjectWithAccess(db, actor, idOrPath) : await findReadableProject(db, actor, idOrPath);
  if (!project.merge_requests_enabled) throw forbidden();
  return { user, project };
}

/** The merge request `iid` of the readable project `:id`; 404 `Project Not Found`, then 404 `Not found`. */
export async function findReadableMergeRequest(db: Database, actor: Actor, idOrPath: string | number, iid: number): Promise<MergeRequestInProject> {
  const { user, project } = await findMergeRequestsProject(db, actor, idOrPath, true);
  const [mergeRequest] = await mergeRequestWithIid(db, project.id, iid);
  if (!mergeRequest) throw notFound();
  return { user, project, mergeRequest };
}

/**
 * As `findReadableMergeRequest`, read with what presenting it to the caller needs, in the same statement; by a
 * numeric project id, the project's checks are in that statement too, and only a missing row takes the long way,
 * which tells the project's 404 or 403 from the request's 404.
 */
export async function findPresentableMergeRequest(db: Database, actor: Actor, idOrPath: string | number, iid: number): Promise<{ user: UserRow; project: PushTarget; mergeRequest: PresentableRecord }> {
  const user = signedInUser(actor);
  const projectId = numericId(String(idOrPath));
  if (projectId !== undefined && isRowId(projectId)) {
    if (user.is_admin) {
      const [read] = await presentableWhereReadable.administrator(db, projectId, iid, user.id);
      if (read) return { user, project: { id: projectId, archived: read.project_archived }, mergeRequest: read };
    } else {
      const [read] = await presentableWhereReadable.user(db, projectId, iid, user.id);
      if (read) {
        // The row holds the user's access to the project, which `levelInProject` reads from the project.
        const { project_archived: archived, access_direct, access_namespace, access_shared } = read;
        return { user, project: { id: projectId, archived, access_direct, access_namespace, access_shared }, mergeRequest: read };
      }
    }
  }
  const { project } = await findMergeRequestsProject(db, actor, idOrPath, true);
  const [mergeRequest] = await presentableWithIid(db, project.id, iid, user.id);
  if (!mergeRequest) throw notFound();
  return { user, project, mergeRequest };
}

/** Who may change a merge request of a project they read: its author, developers and above, administrators (403). */
export async function checkMayChange(db: Database, user: UserRow, project: MergeRequestsProject['project'], mergeRequest: Pick<MergeRequestRecord, 'author_id'>): Promise<void> {
  if (mergeRequest.author_id === user.id) return;
  if ((await levelInProject(db, user, project)) < accessLevel.developer) throw forbidden();
}

/** The merge request, for a caller who may change it (`checkMayChange`): 401 anonymous, 403 other readers. */
export async function findUpdatableMergeRequest(db: Database, actor: Actor, idOrPath: string | number, iid: number): Promise<MergeRequestInProject> {
  const found = await findReadableMergeRequest(db, actor, idOrPath, iid);
  await checkMayChange(db, found.user, found.project, found.mergeRequest);
  return found;
}
