import type { components } from '../../generated/api.js';
import { effectiveLevel, type ProjectAccess } from '../members/project-access.js';
import type { ProjectRecord } from './queries.js';
import { avatarUrl } from './avatar-location.js';

type Schemas = components['schemas'];

export const maintainerAccess = 40;

export function presentProjectSimple(project: ProjectRecord, externalUrl: string): Schemas['ProjectSimple'] {
  const fullPath = `${project.namespace_full_path}/${project.path}`;
  const host = new URL(externalUrl).hostname;
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
    ssh_url_to_repo: `git@${host}:${fullPath}.git`,
    http_url_to_repo: `${externalUrl}/${fullPath}.git`,
    web_url: `${externalUrl}/${fullPath}`,
    avatar_url: project.avatar === null ? null : avatarUrl(externalUrl, project.id, project.avatar),
    star_count: Number(project.star_count ?? 0),
    forks_count: Number(project.forks_count ?? 0),
    last_activity_at: project.last_activity_at,
    namespace: {
      id: project.namespace_id,
      name: project.namespace_name,
      path: project.namespace_path,
      kind: project.namespace_kind,
      full_path: project.namespace_full_path,
    },
  };
}

const permission = (level: number | undefined): Schemas['ProjectAccess'] | null =>
  level === undefined ? null : { access_level: level as Schemas['AccessLevel'], notification_level: 3 };

/**
 * `access` is the caller's direct project access and group-derived access; `runners_token` is shown from
 * maintainer up (by either). `statistics` is given only when asked for and the caller may see it.
 */
export function presentProject(
  project: ProjectRecord,
  access: ProjectAccess | undefined,
  viewerIsAdmin: boolean,
  externalUrl: string,
  openIssuesCount: number,
  statistics?: Schemas['ProjectStatistics'],
): Schemas['Project'] {
  const api = `${externalUrl}/api/v4/projects/${project.id}`;
  const canSeeSecrets = viewerIsAdmin || (effectiveLevel(access) ?? 0) >= maintainerAccess;
  return {
    ...presentProjectSimple(project, externalUrl),
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
    open_issues_count: openIssuesCount,
    resolve_outdated_diff_discussions: project.resolve_outdated_diff_discussions === 1,
    creator_id: project.creator_id,
    import_status: project.import_status,
    import_error: project.import_error,
    permissions: {
      project_access: permission(access?.project),
      group_access: permission(access?.group),
    },
    archived: project.archived === 1,
    shared_runners_enabled: project.shared_runners_enabled === 1,
    ...(canSeeSecrets ? { runners_token: project.runners_token, import_url: project.import_url } : {}),
    public_jobs: project.public_jobs === 1,
    shared_with_groups: [],
    only_allow_merge_if_pipeline_succeeds: project.only_allow_merge_if_pipeline_succeeds === 1,
    only_allow_merge_if_all_discussions_are_resolved: project.only_allow_merge_if_all_discussions_are_resolved === 1,
    printing_merge_requests_link_enabled: project.printing_merge_request_link_enabled === 1,
    request_access_enabled: project.request_access_enabled === 1,
    lfs_enabled: project.lfs_enabled === 1,
    ci_config_path: project.ci_config_path,
    updated_at: project.updated_at,
    ...(statistics ? { statistics } : {}),
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
