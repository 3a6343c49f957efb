// Editing a project: only the attributes given change. Renaming (name or path) and changing the visibility need
// the owner or an administrator; the other attributes a maintainer.
import type { Updateable } from 'kysely';
import type { components } from '../../generated/api.js';
import { isUniqueViolation } from '../database/errors.js';
import { flag, now, type Database, type ProjectsTable, type UserRow } from '../database/schema.js';
import { checkProjectVisibilityInNamespace } from '../groups/visibility-rules.js';
import { checkProjectPath } from './path-format.js';
import { forbidden, notFound } from '../http/api-error.js';
import { readSettings } from '../settings/store.js';
import { accessLevel, levelIn } from '../access/levels.js';
import { checkVisibilityAllowed } from '../settings/restricted-visibility.js';
import type { ProjectRecord } from './queries.js';
import { checkImportUrl } from '../imports/import-url.js';
import { repositoryPath } from '../git/repositories.js';
import { checkDefaultBranchChange, pointHeadAt } from './default-branch.js';
import { checkNameAndPathFree, taken } from './name-clash.js';

type ProjectEditRequest = components['schemas']['ProjectEditRequest'];
type Change = Updateable<ProjectsTable>;

const flags = [
  'issues_enabled', 'merge_requests_enabled', 'jobs_enabled', 'wiki_enabled', 'snippets_enabled',
  'container_registry_enabled', 'shared_runners_enabled', 'resolve_outdated_diff_discussions', 'public_jobs',
  'only_allow_merge_if_pipeline_succeeds', 'only_allow_merge_if_all_discussions_are_resolved', 'lfs_enabled',
  'request_access_enabled',
] as const;

/** The columns an edit writes: the attributes given, and the times every edit sets. */
function columnsOf(request: ProjectEditRequest): Change {
  const change: Change = {};
  if (request.name !== undefined) change.name = request.name;
  if (request.path !== undefined) {
    checkProjectPath(request.path);
    change.path = request.path;
  }
  if (request.description !== undefined) change.description = request.description;
  if (request.default_branch !== undefined) change.default_branch = request.default_branch;
  if (request.visibility !== undefined) change.visibility = request.visibility;
  if (request.tag_list !== undefined) change.tag_list = JSON.stringify(request.tag_list);
  if (request.ci_config_path !== undefined) change.ci_config_path = request.ci_config_path;
  for (const name of flags) if (request[name] !== undefined) change[name] = flag(request[name]);
  const editedAt = now();
  return { ...change, updated_at: editedAt, last_activity_at: editedAt };
}

/** 403 unless the editor may rename the project and change its visibility, when the edit does. */
async function checkOwnerChanges(db: Database, editor: UserRow, project: ProjectRecord, change: Change): Promise<void> {
  const renames = (change.name !== undefined && change.name !== project.name) || (change.path !== undefined && change.path !== project.path);
  const changesVisibility = change.visibility !== undefined && change.visibility !== project.visibility;
  if (!renames && !changesVisibility) return;
  if ((await levelIn(db, editor, project.id)) < accessLevel.owner) throw forbidden();
}

/** 409 naming the attributes another project of the namespace already uses (case-insensitively). */
async function checkClashes(db: Database, project: ProjectRecord, change: Change): Promise<void> {
  await checkNameAndPathFree(db, project.namespace_id, { name: change.name, path: change.path }, project.id);
}

/**
 * Applies the edit; the caller has already been found to be at least a maintainer (or an administrator).
 * `avatarFileName` names a new avatar, which the caller moves into place once the edit is stored.
 */
export async function editProject(
  db: Database,
  dataDir: string,
  editor: UserRow,
  project: ProjectRecord,
  request: ProjectEditRequest,
  avatarFileName?: string,
): Promise<void> {
  const change = columnsOf(request);
  const repository = repositoryPath(dataDir, project.id);
  const movesHead = change.default_branch !== undefined && change.default_branch !== project.default_branch;
  // Stored without credentials: only an import on create uses them.
  if (request.import_url !== undefined) change.import_url = (await checkImportUrl(db, request.import_url)).scrubbed;
  if (avatarFileName !== undefined) change.avatar = avatarFileName;
  await checkOwnerChanges(db, editor, project, change);
  if (change.visibility !== undefined && change.visibility !== project.visibility) {
    checkVisibilityAllowed(editor, change.visibility, await readSettings(db));
    const namespace = await db.selectFrom('namespaces').selectAll().where('id', '=', project.namespace_id).executeTakeFirstOrThrow();
    await checkProjectVisibilityInNamespace(db, namespace, change.visibility);
  }
  await checkClashes(db, project, change);
  if (movesHead) await checkDefaultBranchChange(repository, change.default_branch!);
  try {
    const updated = await db.updateTable('projects').set(change).where('id', '=', project.id).executeTakeFirst();
    // Deleted by a concurrent request since it was read: there is nothing left to edit.
    if (updated.numUpdatedRows === 0n) throw notFound('Project');
  } catch (error) {
    // A concurrent edit or create took the name or path after the check above.
    if (isUniqueViolation(error)) throw taken([...(change.name !== undefined ? ['name'] : []), ...(change.path !== undefined ? ['path'] : [])]);
    throw error;
  }
  if (movesHead) await pointHeadAt(repository, change.default_branch!);
}
