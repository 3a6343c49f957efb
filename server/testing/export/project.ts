// One project read through the typed client as a fixture entry: its settings, members, labels, milestones, issues,
// merge requests (open, merged or closed) and hooks (their tokens cannot be read back), and the usernames and group
// it involves.
import { paginated, unwrap, type ApiClient } from '../../../client/index.js';
import type { FixtureProject } from '../../fixtures/fixture.js';

export interface ExportedProject {
  project: FixtureProject;
  cloneUrl: string;
  defaultBranch: string;
  /** The source branch of each merged request, by its merge commit. */
  mergedBranches: Map<string, string>;
  /** Usernames the entry names. */
  users: Set<string>;
  /** The group namespace it is in, if any. */
  group: string | undefined;
}

export async function exportProject(api: ApiClient, path: string): Promise<ExportedProject> {
  const id = path;
  const project = unwrap(await api.GET('/projects/{id}', { params: { path: { id } } }));
  const users = new Set<string>();
  const named = (user: { username: string } | null | undefined) => {
    if (!user) return undefined;
    users.add(user.username);
    return user.username;
  };
  const members = (await paginated(api, '/projects/{id}/members', { params: { path: { id }, query: { per_page: 100 } } }).all())
    .map((member) => ({ user: named(member)!, access_level: member.access_level as 10 | 20 | 30 | 40 | 50 }));
  const labels = (await paginated(api, '/projects/{id}/labels', { params: { path: { id }, query: { per_page: 100 } } }).all())
    .map((label) => ({ name: label.name, color: label.color, ...(label.description ? { description: label.description } : {}) }));
  const milestones = (await paginated(api, '/projects/{id}/milestones', { params: { path: { id }, query: { per_page: 100 } } }).all())
    .sort((a, b) => a.iid - b.iid)
    .map((milestone) => ({
      title: milestone.title,
      ...(milestone.description ? { description: milestone.description } : {}),
      ...(milestone.start_date ? { start_date: milestone.start_date } : {}),
      ...(milestone.due_date ? { due_date: milestone.due_date } : {}),
    }));
  const issues = (await paginated(api, '/projects/{id}/issues', { params: { path: { id }, query: { per_page: 100, state: 'all', sort: 'asc', order_by: 'created_at' } } }).all())
    .map((issue) => ({
      title: issue.title,
      ...(issue.description ? { description: issue.description } : {}),
      author: named(issue.author),
      ...(issue.assignee ? { assignee: named(issue.assignee) } : {}),
      ...(issue.labels.length ? { labels: issue.labels } : {}),
      ...(issue.milestone ? { milestone: issue.milestone.title } : {}),
      ...(issue.confidential ? { confidential: true } : {}),
      ...(issue.due_date ? { due_date: issue.due_date } : {}),
      ...(issue.state === 'closed' ? { state: 'closed' as const } : {}),
    }));
  const mergeRequests = (await paginated(api, '/projects/{id}/merge_requests', { params: { path: { id }, query: { per_page: 100, state: 'all', sort: 'asc', order_by: 'created_at' } } }).all())
    // The full entries (not those of `view=simple`); locked ones are a state the format has no way to make.
    .flatMap((entry) => ('source_branch' in entry && entry.state !== 'locked' ? [entry] : []));
  // The source branch each merge commit merged, so that the history holds the commits it brought in.
  const mergedBranches = new Map(mergeRequests.flatMap((mergeRequest) => (mergeRequest.state === 'merged' && mergeRequest.merge_commit_sha ? [[mergeRequest.merge_commit_sha, mergeRequest.source_branch] as const] : [])));
  const mergeRequestEntries = mergeRequests
    .map((mergeRequest) => ({
      title: mergeRequest.title,
      source_branch: mergeRequest.source_branch,
      target_branch: mergeRequest.target_branch,
      ...(mergeRequest.description ? { description: mergeRequest.description } : {}),
      author: named(mergeRequest.author),
      ...(mergeRequest.assignee ? { assignee: named(mergeRequest.assignee) } : {}),
      ...(mergeRequest.labels.length ? { labels: mergeRequest.labels as string[] } : {}),
      ...(mergeRequest.milestone ? { milestone: mergeRequest.milestone.title } : {}),
      ...(mergeRequest.squash ? { squash: true } : {}),
      ...(mergeRequest.state === 'merged' ? { state: 'merged' as const, ...(mergeRequest.merged_by ? { merged_by: named(mergeRequest.merged_by) } : {}) } : {}),
      ...(mergeRequest.state === 'closed' ? { state: 'closed' as const } : {}),
    }));
  const hooks = unwrap(await api.GET('/projects/{id}/hooks', { params: { path: { id }, query: { per_page: 100 } } }))
    .map((hook) => ({
      url: hook.url,
      push_events: hook.push_events,
      ...(hook.push_events_branch_filter ? { push_events_branch_filter: hook.push_events_branch_filter } : {}),
      issues_events: hook.issues_events,
      confidential_issues_events: hook.confidential_issues_events,
      merge_requests_events: hook.merge_requests_events,
      tag_push_events: hook.tag_push_events,
      note_events: hook.note_events,
      enable_ssl_verification: hook.enable_ssl_verification,
    }));
  const namespace = project.namespace.full_path;
  return {
    project: {
      name: project.name,
      path: project.path,
      namespace,
      ...(project.description ? { description: project.description } : {}),
      visibility: project.visibility,
      ...(project.default_branch ? { default_branch: project.default_branch } : {}),
      ...(members.length ? { members } : {}),
      ...(labels.length ? { labels } : {}),
      ...(milestones.length ? { milestones } : {}),
      ...(issues.length ? { issues } : {}),
      ...(mergeRequestEntries.length ? { merge_requests: mergeRequestEntries } : {}),
      ...(hooks.length ? { hooks } : {}),
    },
    cloneUrl: project.http_url_to_repo,
    defaultBranch: project.default_branch ?? 'master',
    mergedBranches,
    users,
    group: project.namespace.kind === 'group' ? namespace : undefined,
  };
}
