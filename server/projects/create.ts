import type { components } from '../../generated/api.js';
import type { Services } from '../services.js';
import { isUniqueViolation } from '../database/errors.js';
import { readSettings } from '../settings/store.js';
import { checkVisibilityAllowed } from '../settings/restricted-visibility.js';
import { checkProjectsLimit } from './creation-policy.js';
import { checkNameAndPathFree, taken } from './name-clash.js';
import { insertProject } from './insert.js';
import { placeAvatar, type AvatarUpload } from './avatar.js';
import { checkImportUrl } from '../imports/import-url.js';
import { scheduleImport } from '../imports/schedule.js';
import { wakeJobRunners } from '../jobs/wake-up.js';
import { initializeWithReadme } from './readme.js';
import { checkMayCreateProjectsIn } from '../groups/project-creation.js';
import { checkProjectVisibilityInNamespace } from '../groups/visibility-rules.js';
import { checkDefaultBranchName } from './default-branch.js';
import { checkProjectPath } from './path-format.js';
import { flag, now, type Database, type Flag, type UserRow } from '../database/schema.js';
import { forbidden, notFound, validationFailed } from '../http/api-error.js';
import { schemaDefaults } from '../http/spec-document.js';

type ProjectCreateRequest = components['schemas']['ProjectCreateRequest'];

/** The switches a request may leave out, which then take the spec's defaults (ProjectCreateRequest's `default`s). */
const defaultedSwitches = [
  'issues_enabled', 'merge_requests_enabled', 'jobs_enabled', 'wiki_enabled', 'snippets_enabled', 'container_registry_enabled',
  'resolve_outdated_diff_discussions', 'public_jobs', 'only_allow_merge_if_pipeline_succeeds',
  'only_allow_merge_if_all_discussions_are_resolved', 'printing_merge_request_link_enabled', 'request_access_enabled', 'lfs_enabled',
] as const;
type DefaultedSwitch = typeof defaultedSwitches[number];
const createDefaults = schemaDefaults('ProjectCreateRequest') as Required<Pick<ProjectCreateRequest, DefaultedSwitch>>;

/**
 * The path the real service derives from a name (Rails' `parameterize`): accents dropped, every run of characters
 * other than ASCII letters, digits, `_` and `-` turned into one dash, no dash at either end, lowercased.
 */
export function pathFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

async function targetNamespace(db: Database, creator: UserRow, namespaceId: number | undefined) {
  const namespace = namespaceId === undefined
    ? await db.selectFrom('namespaces').selectAll().where('kind', '=', 'user').where('owner_id', '=', creator.id).executeTakeFirst()
    : await db.selectFrom('namespaces').selectAll().where('id', '=', namespaceId).executeTakeFirst();
  if (!namespace) throw notFound('Namespace');
  if (namespace.kind === 'group') await checkMayCreateProjectsIn(db, creator, namespace);
  else if (namespace.owner_id !== creator.id && !creator.is_admin) throw forbidden();
  return namespace;
}

/**
 * Creates the project in the creator's namespace (or `namespace_id`); in a user namespace the creator becomes its
 * owner, in a group (which needs maintainer access) the group's members have access through the group. With
 * `import_url` the repository is imported in the background; an avatar is moved into place once the project exists.
 */
export async function createProject({ db, config }: Services, creator: UserRow, request: ProjectCreateRequest, avatar?: AvatarUpload): Promise<number> {
  const name = request.name ?? request.path!;
  const path = request.path ?? pathFromName(name);
  if (path === '') throw validationFailed({ path: ["can't be blank"] });
  checkProjectPath(path);
  if (request.default_branch !== undefined) await checkDefaultBranchName(request.default_branch);
  const namespace = await targetNamespace(db, creator, request.namespace_id);
  const settings = await readSettings(db);
  const visibility = request.visibility ?? settings.default_project_visibility;
  checkVisibilityAllowed(creator, visibility, settings);
  await checkProjectVisibilityInNamespace(db, namespace, visibility);
  await checkProjectsLimit(db, creator, namespace);

  await checkNameAndPathFree(db, namespace.id, { name, path });
  const importSource = request.import_url === undefined ? undefined : await checkImportUrl(db, request.import_url);

  const switches = Object.fromEntries(defaultedSwitches.map((name) => [name, flag(request[name] ?? createDefaults[name])])) as Record<DefaultedSwitch, Flag>;
  const createdAt = now();
  let projectId: number;
  try {
    projectId = await db.transaction().execute(async (trx) => {
      const id = await insertProject(trx, config.dataDir, creator.id, namespace, {
        name,
        path,
        description: request.description ?? null,
        default_branch: request.default_branch ?? 'master',
        visibility,
        ...switches,
        shared_runners_enabled: flag(request.shared_runners_enabled ?? settings.shared_runners_enabled),
        tag_list: JSON.stringify(request.tag_list ?? []),
        ci_config_path: request.ci_config_path ?? null,
        import_status: importSource ? 'scheduled' : 'none',
        avatar: avatar?.fileName ?? null,
      }, createdAt);
      if (request.initialize_with_readme) await initializeWithReadme(trx, config.dataDir, { id, name, defaultBranch: request.default_branch ?? 'master' }, creator);
      if (importSource) await scheduleImport(trx, id, importSource, request.default_branch !== undefined);
      return id;
    });
  } catch (error) {
    // A concurrent create with the same name or path passed the check above and met the unique index.
    if (isUniqueViolation(error)) throw taken(['name', 'path']);
    throw error;
  }
  if (avatar) await placeAvatar(db, config.dataDir, projectId, avatar);
  if (importSource) wakeJobRunners();
  return projectId;
}
