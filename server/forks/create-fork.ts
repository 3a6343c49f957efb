// The synchronous part of a fork: the new project, a copy of its source's attributes, created by the caller and
// `scheduled`, and the job that completes it, in one transaction.
import { isUniqueViolation } from '../database/errors.js';
import { now, type Database, type NamespaceRow, type UserRow } from '../database/schema.js';
import { ApiError } from '../http/api-error.js';
import { checkProjectsLimit } from '../projects/creation-policy.js';
import { checkProjectPath } from '../projects/path-format.js';
import { insertProject } from '../projects/insert.js';
import type { ProjectRecord } from '../projects/queries.js';
import { writtenProject } from '../projects/written-project.js';
import { wakeJobRunners } from '../jobs/wake-up.js';
import { readSettings } from '../settings/store.js';
import { enqueueForkJob } from './fork-job.js';
import type { Services } from '../services.js';
import { forkVisibility } from './fork-visibility.js';
import type { ForkTarget } from './target-namespace.js';
import { checkNameAndPathFree, taken } from '../projects/name-clash.js';


/** As in the real service, every reason a fork cannot be saved is a 409 with the model's messages. */
async function checkLimit(db: Database, user: UserRow, namespace: NamespaceRow): Promise<void> {
  try {
    await checkProjectsLimit(db, user, namespace);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new ApiError(409, error.body);
    throw error;
  }
}

/** Returns the fork as it was created (`scheduled`), whatever its job has done since. */
export async function createFork(
  { db, config }: Services,
  user: UserRow,
  source: ProjectRecord,
  { namespace, visibilityLimit }: ForkTarget,
  names: { name?: string | undefined; path?: string | undefined } = {},
): Promise<ProjectRecord> {
  const settings = await readSettings(db);
  const name = names.name ?? source.name;
  const path = names.path ?? source.path;
  // As every reason a fork cannot be saved, an invalid path is a 409 with the model's message.
  checkProjectPath(path, 409);
  await checkLimit(db, user, namespace);
  await checkNameAndPathFree(db, namespace.id, { name, path });
  const createdAt = now();
  try {
    const fork = await db.transaction().execute(async (trx) => {
      const id = await insertProject(trx, config.dataDir, user.id, namespace, {
        name,
        path,
        description: source.description,
        default_branch: source.default_branch,
        visibility: forkVisibility(source.visibility, visibilityLimit, user, settings),
        issues_enabled: source.issues_enabled,
        merge_requests_enabled: source.merge_requests_enabled,
        jobs_enabled: source.jobs_enabled,
        wiki_enabled: source.wiki_enabled,
        snippets_enabled: source.snippets_enabled,
        container_registry_enabled: source.container_registry_enabled,
        shared_runners_enabled: source.shared_runners_enabled,
        resolve_outdated_diff_discussions: source.resolve_outdated_diff_discussions,
        public_jobs: source.public_jobs,
        only_allow_merge_if_pipeline_succeeds: source.only_allow_merge_if_pipeline_succeeds,
        only_allow_merge_if_all_discussions_are_resolved: source.only_allow_merge_if_all_discussions_are_resolved,
        printing_merge_request_link_enabled: source.printing_merge_request_link_enabled,
        request_access_enabled: source.request_access_enabled,
        lfs_enabled: source.lfs_enabled,
        tag_list: source.tag_list,
        ci_config_path: source.ci_config_path,
        import_status: 'scheduled',
        forked_from_project_id: source.id,
      }, createdAt);
      // The repository stays empty until the job copies the source's refs into it.
      await enqueueForkJob(trx, { project_id: id, source_project_id: source.id });
      return writtenProject(trx, id);
    });
    wakeJobRunners();
    return fork;
  } catch (error) {
    // A concurrent create or fork with the same name or path passed the check above and met the unique index.
    if (isUniqueViolation(error)) throw taken(['name', 'path']);
    throw error;
  }
}
