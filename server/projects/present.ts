// Projects on the wire. Each representation is one object literal: building it by spreading a smaller one and
// adding members was the largest cost of the project list (slow on Node 20).
import { accessLevel, noAccess } from '../access/levels.js';
import type { components } from '../../generated/api.js';
import { effectiveLevel, type ProjectAccess } from '../access/project-access.js';
import type { ProjectRecord } from './queries.js';
import { avatarUrl } from './avatar-location.js';

type Schemas = components['schemas'];

const hostNames = new Map<string, string>();

/** The host of the external URL, as SSH clone URLs use it (parsed once per URL). */
function sshHost(externalUrl: string): string {
  let host = hostNames.get(externalUrl);
  if (host === undefined) {
    host = new URL(externalUrl).hostname;
    hostNames.set(externalUrl, host);
  }
  return host;
}

const namespaceOf = (project: ProjectRecord): Schemas['ProjectSimple']['namespace'] => ({
  id: project.namespace_id,
  name: project.namespace_name,
  path: project.namespace_path,
  kind: project.namespace_kind,
  full_path: project.namespace_full_path,
});

export function presentProjectSimple(project: ProjectRecord, externalUrl: string): Schemas['ProjectSimple'] {
  const fullPath = `${project.namespace_full_path}/${project.path}`;
  return {
    id: project.id,
    description: project.description,
    name: project.name,
    name_with_namespace: `${project.namespace_name} / ${project.name}`,
    path: project.path,
    path_with_namespace: fullPath,
    created_at: project.created_at,
    default_branch: project.default_branch,
    tag_list: JSON.parse(project.tag_list) as string[],
    ssh_url_to_repo: `git@${sshHost(externalUrl)}:${fullPath}.git`,
    http_url_to_repo: `${externalUrl}/${fullPath}.git`,
    web_url: `${externalUrl}/${fullPath}`,
    avatar_url: project.avatar === null ? null : avatarUrl(externalUrl, project.id, project.avatar),
    star_count: Number(project.star_count ?? 0),
    forks_count: Number(project.forks_count ?? 0),
    last_activity_at: project.last_activity_at,
    namespace: namespaceOf(project),
  };
}

/** What the full representation adds for one viewer. */
export interface ProjectView {
  /** The caller's direct project access and group-derived access. */
  access: ProjectAccess | undefined;
  viewerIsAdmin: boolean;
  openIssuesCount: number;
  sharedWithGroups: Schemas['Project']['shared_with_groups'];
  /** Given only when asked for and the viewer may see it. */
  statistics: Schemas['ProjectStatistics'] | undefined;
  /** The source of a fork, when the viewer can see it. */
  forkedFrom: Schemas['ProjectSimple'] | undefined;
}

const permission = (level: number | undefined): Schemas['ProjectAccess'] | null =>
  level === undefined ? null : { access_level: level as Schemas['AccessLevel'], notification_level: 3 };

/** `runners_token` and `import_url` are shown from maintainer up (by either access) and to administrators. */
export function presentProject(project: ProjectRecord, view: ProjectView, externalUrl: string): Schemas['Project'] {
  const fullPath = `${project.namespace_full_path}/${project.path}`;
  const api = `${externalUrl}/api/v4/projects/${project.id}`;
  const canSeeSecrets = view.viewerIsAdmin || (effectiveLevel(view.access) ?? noAccess) >= accessLevel.maintainer;
  // Members left undefined are not serialised.
  return {
    id: project.id,
    description: project.description,
    name: project.name,
    name_with_namespace: `${project.namespace_name} / ${project.name}`,
    path: project.path,
    path_with_namespace: fullPath,
    created_at: project.created_at,
    default_branch: project.default_branch,
    tag_list: JSON.parse(project.tag_list) as string[],
    ssh_url_to_repo: `git@${sshHost(externalUrl)}:${fullPath}.git`,
    http_url_to_repo: `${externalUrl}/${fullPath}.git`,
    web_url: `${externalUrl}/${fullPath}`,
    avatar_url: project.avatar === null ? null : avatarUrl(externalUrl, project.id, project.avatar),
    star_count: Number(project.star_count ?? 0),
    forks_count: Number(project.forks_count ?? 0),
    last_activity_at: project.last_activity_at,
    namespace: namespaceOf(project),
    visibility: project.visibility,
    owner: project.owner_id === null
      ? null
      : { id: project.owner_id, name: project.owner_name!, username: project.owner_username!, created_at: project.owner_created_at! },
    issues_enabled: project.issues_enabled === 1,
    merge_requests_enabled: project.merge_requests_enabled === 1,
    jobs_enabled: project.jobs_enabled === 1,
    wiki_enabled: project.wiki_enabled === 1,
    snippets_enabled: project.snippets_enabled === 1,
    container_registry_enabled: project.container_registry_enabled === 1,
    open_issues_count: view.openIssuesCount,
    resolve_outdated_diff_discussions: project.resolve_outdated_diff_discussions === 1,
    creator_id: project.creator_id,
    import_status: project.import_status,
    import_error: project.import_error,
    permissions: {
      project_access: permission(view.access?.project),
      group_access: permission(view.access?.group),
    },
    archived: project.archived === 1,
    shared_runners_enabled: project.shared_runners_enabled === 1,
    runners_token: canSeeSecrets ? project.runners_token : undefined,
    import_url: canSeeSecrets ? project.import_url : undefined,
    public_jobs: project.public_jobs === 1,
    shared_with_groups: view.sharedWithGroups,
    only_allow_merge_if_pipeline_succeeds: project.only_allow_merge_if_pipeline_succeeds === 1,
    only_allow_merge_if_all_discussions_are_resolved: project.only_allow_merge_if_all_discussions_are_resolved === 1,
    printing_merge_requests_link_enabled: project.printing_merge_request_link_enabled === 1,
    request_access_enabled: project.request_access_enabled === 1,
    lfs_enabled: project.lfs_enabled === 1,
    ci_config_path: project.ci_config_path,
    updated_at: project.updated_at,
    statistics: view.statistics,
    forked_from_project: view.forkedFrom,
    _links: {
      self: api,
      issues: `${api}/issues`,
      merge_requests: `${api}/merge_requests`,
      repo_branches: `${api}/repository/branches`,
      labels: `${api}/labels`,
      events: `${api}/events`,
      members: `${api}/members`,
    },
  };
}
