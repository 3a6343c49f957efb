// One request per operation, made against a server holding fixtures/example.yaml (reset before each): the spec's
// examples are captured from these (`npm run examples`), its code samples are written from them (scripts/generate.ts)
// and the sample test runs them. Users: root 1 (the administrator), alice 2, bob 3; group `platform` 4; projects
// alice/tool 1 (branches main and feature/greeting, issues 1 and 2, merge request 1, milestone 1, labels 1 and 2,
// hook 1) and platform/service 2. An operation added to the spec needs an entry here; the examples test names
// those that have none.
import type { operations } from '../../generated/api.js';

type Value = string | number | boolean | null | Value[] | { [name: string]: Value };

export interface Step {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, Value>;
}

export interface ExampleRequest {
  /** Path parameters, by name; URL-encoded as the client sends them. */
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: Record<string, Value>;
  /** A file sent as `multipart/form-data` in the `file` field instead of a JSON body. */
  upload?: { name: string; content: string };
  /** Requests that make the state the example needs, made before it and not shown. */
  before?: Step[];
  /** When the operation has several success statuses: the one this request gives. */
  status?: number;
}

const tool = { id: 1 };
const mergeRequest = { id: 1, merge_request_iid: 1 };
const issue = { id: 1, issue_iid: 1 };
const award = (on: string): Step => ({ method: 'POST', path: `/projects/1/${on}/1/award_emoji`, body: { name: 'thumbsup' } });
const customAttribute: Step = { method: 'PUT', path: '/projects/1/custom_attributes/location', body: { value: 'Berlin' } };
const tracker: Step = {
  method: 'PUT',
  path: '/projects/1/integrations/custom-issue-tracker',
  body: { new_issue_url: 'https://tracker.example.com/new', issues_url: 'https://tracker.example.com/issues/:id', project_url: 'https://tracker.example.com' },
};
const trackerBody = tracker.body!;
const testFault: Step = { method: 'POST', path: '/-/test/faults', body: { operation_id: 'getMergeRequest', status: 502, times: null } };
/** A running pipeline on the merge request's source branch, which it is then set to wait for. */
const mergeWhenPipelineSucceeds: Step[] = [
  { method: 'POST', path: '/projects/1/statuses/feature%2Fgreeting', body: { state: 'running', name: 'build' } },
  { method: 'PUT', path: '/projects/1/merge_requests/1/merge', body: { merge_when_pipeline_succeeds: true } },
];

export const exampleRequests: { [operation in keyof operations]?: ExampleRequest } = {
  getVersion: {},
  getCurrentUser: {},
  getCurrentPersonalAccessToken: {},
  listUsers: { query: { per_page: 2 } },
  createUser: { body: { username: 'carol', name: 'Carol Danvers', email: 'carol@example.com', password: 'carol-password-1' } },
  getUser: { path: { id: 2 } },
  editUser: { path: { id: 2 }, body: { job_title: 'Engineer', location: 'Oxford', organization: 'Example Inc.' } },
  deleteUser: { path: { id: 3 } },
  createImpersonationToken: { path: { user_id: 2 }, body: { name: 'deploy', scopes: ['read_api'], expires_at: '2030-01-31' } },
  createPersonalAccessToken: { path: { user_id: 2 }, body: { name: 'ci', scopes: ['api'], expires_at: '2030-01-31' } },
  listProjects: { query: { search: 'tool', order_by: 'name', sort: 'asc' } },
  createProject: { body: { name: 'Docs', description: 'The documentation site', visibility: 'internal', initialize_with_readme: true } },
  getProject: { path: tool },
  editProject: { path: tool, body: { description: 'A small command-line tool', default_branch: 'main' } },
  deleteProject: { path: { id: 2 } },
  archiveProject: { path: tool },
  unarchiveProject: { path: tool, before: [{ method: 'POST', path: '/projects/1/archive' }] },
  starProject: { path: tool },
  unstarProject: { path: tool, before: [{ method: 'POST', path: '/projects/1/star' }] },
  listProjectUsers: { path: tool },
  uploadProjectFile: { path: tool, upload: { name: 'notes.txt', content: 'Release notes\n' } },
  listProjectCustomAttributes: { path: tool, before: [customAttribute] },
  getProjectCustomAttribute: { path: { id: 1, key: 'location' }, before: [customAttribute] },
  setProjectCustomAttribute: { path: { id: 1, key: 'location' }, body: { value: 'Berlin' } },
  deleteProjectCustomAttribute: { path: { id: 1, key: 'location' }, before: [customAttribute] },
  listUserProjects: { path: { user_id: 2 } },
  listProjectMembers: { path: tool },
  addProjectMember: { path: { id: 2 }, body: { user_id: 3, access_level: 30, expires_at: '2030-01-31' } },
  getProjectMember: { path: { id: 1, user_id: 3 } },
  updateProjectMember: { path: { id: 1, user_id: 3 }, body: { access_level: 40 } },
  removeProjectMember: { path: { id: 1, user_id: 3 } },
  shareProject: { path: tool, body: { group_id: 4, group_access: 30 } },
  unshareProject: { path: { id: 1, group_id: 4 }, before: [{ method: 'POST', path: '/projects/1/share', body: { group_id: 4, group_access: 30 } }] },
  listGroups: {},
  createGroup: { body: { name: 'Design', path: 'design', visibility: 'private' } },
  getGroup: { path: { id: 4 } },
  listGroupMembers: { path: { id: 4 } },
  addGroupMember: { path: { id: 4 }, body: { user_id: 1, access_level: 40 } },
  getGroupMember: { path: { id: 4, user_id: 3 } },
  updateGroupMember: { path: { id: 4, user_id: 3 }, body: { access_level: 40 } },
  removeGroupMember: { path: { id: 4, user_id: 3 } },
  listNamespaces: {},
  getNamespace: { path: { id: 4 } },
  forkProject: { path: tool, body: { namespace_path: 'bob', name: 'Tool fork', path: 'tool-fork' } },
  deleteForkRelation: { path: { id: 2 }, before: [{ method: 'POST', path: '/projects/2/fork/1' }], status: 204 },
  createForkRelation: { path: { id: 2, forked_from_id: 1 } },
  listProjectForks: { path: tool, before: [{ method: 'POST', path: '/projects/1/fork', body: { namespace_path: 'bob' } }] },
  startProjectHousekeeping: { path: tool },
  getApplicationSettings: {},
  updateApplicationSettings: { body: { signup_enabled: false, default_project_visibility: 'internal' } },
  listBranches: { path: tool },
  createBranch: { path: tool, body: { branch: 'fix/answer', ref: 'main' } },
  getBranch: { path: { id: 1, branch: 'main' } },
  deleteBranch: { path: { id: 1, branch: 'feature%2Fgreeting' } },
  listCommits: { path: tool, query: { ref_name: 'feature/greeting' } },
  createCommit: {
    path: tool,
    body: { branch: 'main', commit_message: 'Fix the answer', actions: [{ action: 'update', file_path: 'src/index.js', content: 'export const answer = 43;\n' }] },
  },
  getCommit: { path: { id: 1, sha: 'main' } },
  listCommitStatuses: { path: { id: 1, sha: 'main' }, before: [{ method: 'POST', path: '/projects/1/statuses/main', body: { state: 'success', name: 'build' } }] },
  createCommitStatus: { path: { id: 1, sha: 'main' }, body: { state: 'running', name: 'build', target_url: 'https://ci.example.com/builds/7', description: 'Building' } },
  getRepositoryFile: { path: { id: 1, file_path: 'src%2Findex.js' }, query: { ref: 'main' } },
  getRawRepositoryFile: { path: { id: 1, file_path: 'src%2Findex.js' }, query: { ref: 'main' } },
  listProjectLabels: { path: tool },
  createProjectLabel: { path: tool, body: { name: 'documentation', color: '#5cb85c', description: 'Docs only' } },
  updateProjectLabelByName: { path: tool, body: { name: 'bug', description: 'Something does not work' } },
  deleteProjectLabelByName: { path: tool, query: { name: 'feature' } },
  getProjectLabel: { path: { id: 1, label_id: 'bug' } },
  updateProjectLabel: { path: { id: 1, label_id: 'bug' }, body: { new_name: 'defect', color: 'red', priority: 1 } },
  deleteProjectLabel: { path: { id: 1, label_id: 'feature' } },
  listProjectMilestones: { path: tool },
  createProjectMilestone: { path: tool, body: { title: 'v1.1', description: 'The next release', due_date: '2030-06-30' } },
  getProjectMilestone: { path: { id: 1, milestone_id: 1 } },
  listProjectIssues: { path: tool, query: { state: 'opened', labels: 'bug' } },
  createProjectIssue: { path: tool, body: { title: 'The greeting has no comma', description: 'It reads "Hello name".', labels: 'bug', assignee_ids: [2], milestone_id: 1 } },
  getProjectIssue: { path: issue },
  updateProjectIssue: { path: issue, body: { state_event: 'close' } },
  listIssueAwardEmoji: { path: issue, before: [award('issues')] },
  createIssueAwardEmoji: { path: issue, body: { name: 'thumbsup' } },
  getIssueAwardEmoji: { path: { ...issue, award_id: 1 }, before: [award('issues')] },
  deleteIssueAwardEmoji: { path: { ...issue, award_id: 1 }, before: [award('issues')] },
  listMergeRequestAwardEmoji: { path: mergeRequest, before: [award('merge_requests')] },
  createMergeRequestAwardEmoji: { path: mergeRequest, body: { name: 'rocket' } },
  getMergeRequestAwardEmoji: { path: { ...mergeRequest, award_id: 1 }, before: [award('merge_requests')] },
  deleteMergeRequestAwardEmoji: { path: { ...mergeRequest, award_id: 1 }, before: [award('merge_requests')] },
  listProjectHooks: { path: tool },
  addProjectHook: { path: tool, body: { url: 'https://ci.example.com/hooks/tool', push_events: true, merge_requests_events: true, token: 'hook-secret' } },
  getProjectHook: { path: { id: 1, hook_id: 1 } },
  editProjectHook: { path: { id: 1, hook_id: 1 }, body: { url: 'https://hooks.example.com/tool', issues_events: true } },
  deleteProjectHook: { path: { id: 1, hook_id: 1 }, status: 200 },
  listMergeRequests: { query: { scope: 'all', state: 'opened' } },
  listProjectMergeRequests: { path: tool, query: { state: 'opened', order_by: 'updated_at' } },
  createMergeRequest: {
    path: tool,
    before: [{ method: 'POST', path: '/projects/1/repository/branches', body: { branch: 'fix/answer', ref: 'main' } }, {
      method: 'POST',
      path: '/projects/1/repository/commits',
      body: { branch: 'fix/answer', commit_message: 'Fix the answer', actions: [{ action: 'update', file_path: 'src/index.js', content: 'export const answer = 43;\n' }] },
    }],
    body: { source_branch: 'fix/answer', target_branch: 'main', title: 'Fix the answer', description: 'Closes #1', labels: 'bug', remove_source_branch: true },
  },
  getMergeRequest: { path: mergeRequest },
  updateMergeRequest: { path: mergeRequest, body: { title: 'Greet by name', assignee_id: 2 } },
  deleteMergeRequest: { path: mergeRequest },
  listMergeRequestClosesIssues: { path: mergeRequest, before: [{ method: 'PUT', path: '/projects/1/merge_requests/1', body: { description: 'Closes #2' } }] },
  subscribeToMergeRequest: { path: mergeRequest, status: 201 },
  unsubscribeFromMergeRequest: { path: mergeRequest, status: 201, before: [{ method: 'POST', path: '/projects/1/merge_requests/1/subscribe' }] },
  createMergeRequestTodo: { path: mergeRequest, status: 201 },
  setMergeRequestTimeEstimate: { path: mergeRequest, body: { duration: '3h30m' } },
  resetMergeRequestTimeEstimate: { path: mergeRequest, before: [{ method: 'POST', path: '/projects/1/merge_requests/1/time_estimate', body: { duration: '3h' } }] },
  addMergeRequestSpentTime: { path: mergeRequest, body: { duration: '1h15m' } },
  resetMergeRequestSpentTime: { path: mergeRequest, before: [{ method: 'POST', path: '/projects/1/merge_requests/1/add_spent_time', body: { duration: '1h' } }] },
  getMergeRequestTimeStats: { path: mergeRequest, before: [{ method: 'POST', path: '/projects/1/merge_requests/1/time_estimate', body: { duration: '3h' } }] },
  listMergeRequestCommits: { path: mergeRequest },
  getMergeRequestChanges: { path: mergeRequest },
  listMergeRequestVersions: { path: mergeRequest },
  getMergeRequestVersion: { path: { ...mergeRequest, version_id: 1 } },
  acceptMergeRequest: { path: mergeRequest, body: { merge_commit_message: 'Merge the greeting', should_remove_source_branch: true } },
  cancelMergeWhenPipelineSucceeds: { path: mergeRequest, before: mergeWhenPipelineSucceeds },
  cancelMergeWhenPipelineSucceedsByPost: { path: mergeRequest, before: mergeWhenPipelineSucceeds },
  getCustomIssueTracker: { path: tool, before: [tracker] },
  setCustomIssueTracker: { path: tool, body: trackerBody },
  disableCustomIssueTracker: { path: tool, before: [tracker] },
  getCustomIssueTrackerService: { path: tool, before: [tracker] },
  setCustomIssueTrackerService: { path: tool, body: trackerBody },
  disableCustomIssueTrackerService: { path: tool, before: [tracker] },
  resetTestState: {},
  listTestRequests: { query: { operation_id: 'getProject' }, before: [{ method: 'GET', path: '/projects/1' }] },
  clearTestRequests: { before: [{ method: 'GET', path: '/projects/1' }] },
  createTestFault: { body: { operation_id: 'getMergeRequest', status: 429, retry_after: 2, times: 2 } },
  listTestFaults: { before: [testFault] },
  clearTestFaults: { before: [testFault] },
  deleteTestFault: { path: { fault_id: 1 }, before: [testFault] },
  getTestClock: { before: [{ method: 'PUT', path: '/-/test/clock', body: { frozen_at: '2030-01-02T03:04:05Z' } }] },
  setTestClock: { body: { frozen_at: '2030-01-02T03:04:05Z' } },
  createProjectForUser: { path: { user_id: 3 }, body: { name: 'Sandbox', visibility: 'private' } },
};
