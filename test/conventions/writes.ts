// Every write of the API that takes a body, with the state it needs and a body that uses the kinds of values its
// parameters take (booleans, integers, arrays, comma lists, arrays of hashes, dates, nulls). `prepare` builds the
// state afresh each time it is called; `tag` makes its names unique and is masked when two answers are compared.
import { expect } from 'vitest';
import { adminToken, type ApiContext } from '../support/context.js';

export interface Write {
  /** Method and path as the spec names the operation. */
  operation: string;
  /** What this body exercises, when an operation has more than one entry. */
  variant?: string;
  prepare(api: ApiContext, tag: string): Promise<{ path: string; body: Record<string, unknown> }>;
}

const day = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const rootId = 1;

async function setup(api: ApiContext, method: string, path: string, json: Record<string, unknown>): Promise<any> {
  const response = await api.request(method, path, { token: adminToken, direct: true, json });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}

const project = async (api: ApiContext, tag: string): Promise<number> =>
  (await setup(api, 'POST', '/projects', { name: `Project ${tag}`, initialize_with_readme: true })).id;

const user = async (api: ApiContext, tag: string): Promise<number> =>
  (await setup(api, 'POST', '/users', { username: `user${tag}`, name: `User ${tag}`, email: `user${tag}@example.com`, password: 'a-long-password' })).id;

const group = async (api: ApiContext, tag: string): Promise<number> =>
  (await setup(api, 'POST', '/groups', { name: `Group ${tag}`, path: `group-${tag}`, visibility: 'internal' })).id;

/** A project whose `feature` branch is one commit ahead of `master`, with merge request !1 between them. */
async function mergeRequest(api: ApiContext, tag: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = await project(api, tag);
  await setup(api, 'POST', `/projects/${id}/repository/commits`, {
    branch: 'feature', start_branch: 'master', commit_message: 'Add the feature',
    actions: [{ action: 'create', file_path: 'feature.txt', content: 'a feature\n' }],
  });
  await setup(api, 'POST', `/projects/${id}/merge_requests`, { source_branch: 'feature', target_branch: 'master', title: 'Add the feature', ...fields });
  return `/projects/${id}/merge_requests/1`;
}

async function issue(api: ApiContext, tag: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = await project(api, tag);
  await setup(api, 'POST', `/projects/${id}/issues`, { title: 'An issue', ...fields });
  return `/projects/${id}/issues/1`;
}

const newProject = {
  description: 'Both ways', issues_enabled: false, merge_requests_enabled: true, wiki_enabled: false, jobs_enabled: false,
  request_access_enabled: true, lfs_enabled: false, visibility: 'internal', tag_list: ['a', 'b'], initialize_with_readme: true,
  default_branch: 'main', only_allow_merge_if_pipeline_succeeds: true, printing_merge_request_link_enabled: false,
};
const hook = {
  url: 'https://ci.example.com/hook', push_events: false, issues_events: true, merge_requests_events: true, tag_push_events: true,
  wiki_page_events: true, enable_ssl_verification: false, push_events_branch_filter: 'main', token: 'secret',
};
const tracker = { new_issue_url: 'https://tracker.example.com/new', issues_url: 'https://tracker.example.com/:id', project_url: 'https://tracker.example.com' };
const token = { name: 'automation', scopes: ['api', 'read_user'], expires_at: day(30) };

export const writes: Write[] = [
  { operation: 'POST /users', prepare: async (_api, tag) => ({ path: '/users', body: {
    username: `new${tag}`, name: `New ${tag}`, email: `new${tag}@example.com`, password: 'a-long-password', admin: false,
    projects_limit: 7, can_create_group: false, external: true, bio: 'Both ways', skip_confirmation: true,
  } }) },
  { operation: 'PUT /users/{id}', prepare: async (api, tag) => ({ path: `/users/${await user(api, tag)}`, body: {
    name: `Renamed ${tag}`, admin: false, projects_limit: 3, can_create_group: false, private_profile: true, theme_id: 2, job_title: 'Engineer', note: 'Both ways',
  } }) },
  { operation: 'POST /users/{user_id}/impersonation_tokens', prepare: async (api, tag) => ({ path: `/users/${await user(api, tag)}/impersonation_tokens`, body: token }) },
  { operation: 'POST /users/{user_id}/personal_access_tokens', prepare: async (api, tag) => ({ path: `/users/${await user(api, tag)}/personal_access_tokens`, body: token }) },
  { operation: 'POST /projects', prepare: async (_api, tag) => ({ path: '/projects', body: { name: `Created ${tag}`, ...newProject } }) },
  { operation: 'POST /projects/user/{user_id}', prepare: async (api, tag) => ({ path: `/projects/user/${await user(api, tag)}`, body: { name: `Theirs ${tag}`, path: `theirs-${tag}`, ...newProject } }) },
  { operation: 'PUT /projects/{id}', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}`, body: {
    description: 'Both ways', issues_enabled: false, visibility: 'internal', tag_list: ['a', 'b'], request_access_enabled: true,
    only_allow_merge_if_all_discussions_are_resolved: true, ci_config_path: 'ci/pipeline.yml',
  } }) },
  { operation: 'PUT /projects/{id}', variant: 'emptied lists', prepare: async (api, tag) => {
    const id = await project(api, tag);
    await setup(api, 'PUT', `/projects/${id}`, { tag_list: ['a'] });
    return { path: `/projects/${id}`, body: { tag_list: [], description: '' } };
  } },
  { operation: 'PUT /projects/{id}/custom_attributes/{key}', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/custom_attributes/team`, body: { value: 'platform' } }) },
  { operation: 'POST /projects/{id}/members', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/members`, body: { user_id: await user(api, tag), access_level: 30, expires_at: day(10) } }) },
  { operation: 'PUT /projects/{id}/members/{user_id}', prepare: async (api, tag) => {
    const [id, member] = [await project(api, tag), await user(api, tag)];
    await setup(api, 'POST', `/projects/${id}/members`, { user_id: member, access_level: 20, expires_at: day(5) });
    return { path: `/projects/${id}/members/${member}`, body: { access_level: 40, expires_at: null } };
  } },
  { operation: 'POST /projects/{id}/share', variant: 'no expiry', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/share`, body: { group_id: await group(api, tag), group_access: 30, expires_at: null } }) },
  { operation: 'POST /projects/{id}/share', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/share`, body: { group_id: await group(api, tag), group_access: 30, expires_at: day(10) } }) },
  { operation: 'POST /groups', prepare: async (api, tag) => ({ path: '/groups', body: {
    name: `Child ${tag}`, path: `child-${tag}`, description: 'Both ways', visibility: 'internal', parent_id: await group(api, tag),
    lfs_enabled: false, request_access_enabled: true,
  } }) },
  { operation: 'POST /groups/{id}/members', prepare: async (api, tag) => ({ path: `/groups/${await group(api, tag)}/members`, body: { user_id: await user(api, tag), access_level: 30, expires_at: day(10) } }) },
  { operation: 'PUT /groups/{id}/members/{user_id}', prepare: async (api, tag) => {
    const [id, member] = [await group(api, tag), await user(api, tag)];
    await setup(api, 'POST', `/groups/${id}/members`, { user_id: member, access_level: 20 });
    return { path: `/groups/${id}/members/${member}`, body: { access_level: 40, expires_at: day(10) } };
  } },
  { operation: 'POST /projects/{id}/fork', prepare: async (api, tag) => {
    const id = await project(api, tag);
    return { path: `/projects/${id}/fork`, body: { namespace_id: await group(api, tag), name: `Fork ${tag}`, path: `fork-${tag}` } };
  } },
  { operation: 'PUT /application/settings', prepare: async () => ({ path: '/application/settings', body: {
    signup_enabled: false, default_projects_limit: 42, restricted_visibility_levels: ['public'], domain_whitelist: ['example.com', 'example.org'],
    import_sources: ['github', 'git'], polling_interval_multiplier: '1.5', housekeeping_enabled: true, housekeeping_gc_period: 300,
    after_sign_up_text: 'Welcome', metrics_method_call_threshold: 10, default_project_visibility: 'internal',
  } }) },
  { operation: 'POST /projects/{id}/repository/branches', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/repository/branches`, body: { branch: 'topic', ref: 'master' } }) },
  { operation: 'POST /projects/{id}/repository/commits', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/repository/commits`, body: {
    branch: 'topic', start_branch: 'master', commit_message: 'Two files', author_name: 'Ann Author', author_email: 'ann@example.com',
    actions: [{ action: 'create', file_path: 'a.txt', content: 'x' }, { action: 'update', file_path: 'README.md', content: 'y', encoding: 'text' }],
  } }) },
  { operation: 'POST /projects/{id}/statuses/{sha}', prepare: async (api, tag) => {
    const id = await project(api, tag);
    const branch = await setup(api, 'POST', `/projects/${id}/repository/branches`, { branch: 'topic', ref: 'master' });
    return { path: `/projects/${id}/statuses/${branch.commit.id}`, body: {
      state: 'success', ref: 'topic', name: 'build', target_url: 'https://ci.example.com/1', description: 'Passed', coverage: 87.5,
    } };
  } },
  { operation: 'POST /projects/{id}/labels', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/labels`, body: { name: 'bug', color: '#d9534f', description: 'Broken' } }) },
  { operation: 'PUT /projects/{id}/labels/{label_id}', prepare: async (api, tag) => {
    const id = await project(api, tag);
    await setup(api, 'POST', `/projects/${id}/labels`, { name: 'bug', color: '#d9534f' });
    return { path: `/projects/${id}/labels/bug`, body: { new_name: 'defect', color: 'red', description: 'Broken', priority: 1 } };
  } },
  { operation: 'PUT /projects/{id}/labels', prepare: async (api, tag) => {
    const id = await project(api, tag);
    await setup(api, 'POST', `/projects/${id}/labels`, { name: 'bug', color: '#d9534f' });
    return { path: `/projects/${id}/labels`, body: { name: 'bug', new_name: 'defect', color: '#5cb85c', priority: 2 } };
  } },
  { operation: 'POST /projects/{id}/milestones', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/milestones`, body: { title: 'v1', description: 'First', start_date: day(1), due_date: day(20) } }) },
  { operation: 'POST /projects/{id}/issues', prepare: async (api, tag) => {
    const id = await project(api, tag);
    const milestone = await setup(api, 'POST', `/projects/${id}/milestones`, { title: 'v1' });
    return { path: `/projects/${id}/issues`, body: {
      title: 'Both ways', description: 'Words', labels: ['bug', 'ui'], assignee_ids: [rootId], milestone_id: milestone.id, confidential: true, due_date: day(3),
    } };
  } },
  { operation: 'PUT /projects/{id}/issues/{issue_iid}', prepare: async (api, tag) => ({ path: await issue(api, tag, { labels: 'old', due_date: day(3) }), body: {
    title: 'Renamed', state_event: 'close', labels: 'p,q', assignee_id: rootId, confidential: true, due_date: null,
  } }) },
  { operation: 'PUT /projects/{id}/issues/{issue_iid}', variant: 'cleared', prepare: async (api, tag) => ({ path: await issue(api, tag, { labels: 'old', assignee_ids: [rootId] }), body: {
    labels: '', assignee_ids: [], milestone_id: '', description: '',
  } }) },
  { operation: 'PUT /projects/{id}/issues/{issue_iid}', variant: 'label edits', prepare: async (api, tag) => ({ path: await issue(api, tag, { labels: 'a,b,c' }), body: {
    add_labels: ['d', 'e'], remove_labels: 'a,b',
  } }) },
  { operation: 'POST /projects/{id}/issues/{issue_iid}/award_emoji', prepare: async (api, tag) => ({ path: `${await issue(api, tag)}/award_emoji`, body: { name: 'thumbsup' } }) },
  { operation: 'POST /projects/{id}/merge_requests/{merge_request_iid}/award_emoji', prepare: async (api, tag) => ({ path: `${await mergeRequest(api, tag)}/award_emoji`, body: { name: 'tada' } }) },
  { operation: 'POST /projects/{id}/hooks', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/hooks`, body: hook }) },
  { operation: 'PUT /projects/{id}/hooks/{hook_id}', prepare: async (api, tag) => {
    const id = await project(api, tag);
    const created = await setup(api, 'POST', `/projects/${id}/hooks`, { url: 'https://ci.example.com/first' });
    return { path: `/projects/${id}/hooks/${created.id}`, body: hook };
  } },
  { operation: 'POST /projects/{id}/merge_requests', prepare: async (api, tag) => {
    const path = await mergeRequest(api, tag);
    const id = path.split('/')[2];
    await setup(api, 'PUT', path, { state_event: 'close' });
    const milestone = await setup(api, 'POST', `/projects/${id}/milestones`, { title: 'v1' });
    return { path: `/projects/${id}/merge_requests`, body: {
      source_branch: 'feature', target_branch: 'master', title: 'Both ways', description: 'Words', labels: ['x', 'y'], assignee_ids: [rootId],
      reviewer_ids: [rootId], milestone_id: milestone.id, squash: true, remove_source_branch: true,
    } };
  } },
  { operation: 'PUT /projects/{id}/merge_requests/{merge_request_iid}', prepare: async (api, tag) => ({ path: await mergeRequest(api, tag), body: {
    title: 'Renamed', labels: 'p,q', discussion_locked: true, state_event: 'close', assignee_id: rootId, squash: false, target_branch: 'master',
  } }) },
  { operation: 'PUT /projects/{id}/merge_requests/{merge_request_iid}', variant: 'label edits', prepare: async (api, tag) => ({ path: await mergeRequest(api, tag, { labels: 'a,b,c' }), body: {
    add_labels: ['d', 'e'], remove_labels: 'a,b', reviewer_ids: [rootId], milestone_id: '',
  } }) },
  { operation: 'POST /projects/{id}/merge_requests/{merge_request_iid}/time_estimate', prepare: async (api, tag) => ({ path: `${await mergeRequest(api, tag)}/time_estimate`, body: { duration: '3h30m' } }) },
  { operation: 'POST /projects/{id}/merge_requests/{merge_request_iid}/add_spent_time', prepare: async (api, tag) => ({ path: `${await mergeRequest(api, tag)}/add_spent_time`, body: { duration: '1w 2d' } }) },
  { operation: 'PUT /projects/{id}/merge_requests/{merge_request_iid}/merge', prepare: async (api, tag) => {
    const path = await mergeRequest(api, tag);
    const { sha } = await (await api.request('GET', path, { token: adminToken, direct: true })).body;
    return { path: `${path}/merge`, body: { merge_commit_message: 'Merged', should_remove_source_branch: true, merge_when_pipeline_succeeds: false, sha } };
  } },
  { operation: 'PUT /projects/{id}/integrations/custom-issue-tracker', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/integrations/custom-issue-tracker`, body: tracker }) },
  { operation: 'PUT /projects/{id}/services/custom-issue-tracker', prepare: async (api, tag) => ({ path: `/projects/${await project(api, tag)}/services/custom-issue-tracker`, body: tracker }) },
];
