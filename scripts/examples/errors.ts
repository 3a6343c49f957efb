// The error answers captured as examples: every example of an error response, shared or an operation's own, each by
// one request that gives it (after a reset to the fixture's state and the request's `before` steps), and each
// operation's own 404, by its example request naming something that does not exist.
import type { ExampleRequest, Step } from './requests.js';
import type { Sent } from './operations.js';

export interface ErrorExample {
  /** The example's file name under openapi/components/examples/. */
  name: string;
  /** Its key in the media type's `examples` (default: the name, lower camel case). */
  key?: string;
  summary: string;
  status: number;
  /** The shared response, by its file name under openapi/components/responses/, or the operation's own. */
  response: string | { operationId: string };
  request: Sent;
  /** Requests that make the state the answer needs, made before it and not shown. */
  before?: Step[];
  /** Asked of a server started without test mode. */
  outsideTestMode?: true;
}

/** How every captured error example's description begins: the examples test looks for it. */
export const capturedMarker = 'The answer to';

const alice = { user: 'alice', value: 'alice-api-token' };
const bob = { user: 'bob', value: 'bob-read-token' };
const greeting = { source_branch: 'feature/greeting', target_branch: 'main', title: 'Greet' };

export const errorExamples: ErrorExample[] = [
  {
    name: 'Unauthorized',
    summary: 'No token',
    status: 401,
    response: 'Unauthorized',
    request: { method: 'GET', path: '/user', token: null },
  },
  {
    name: 'ProjectNotFound',
    summary: 'No such project',
    status: 404,
    response: 'NotFound',
    request: { method: 'GET', path: '/projects/999' },
  },
  {
    name: 'UnsupportedMediaType',
    summary: 'A body in plain text',
    status: 415,
    response: 'UnsupportedMediaType',
    request: { method: 'POST', path: '/projects', body: { name: 'Docs' }, contentType: 'text/plain' },
  },
  {
    name: 'BadRequestMissing',
    key: 'missing',
    summary: 'A required parameter is absent',
    status: 400,
    response: 'BadRequest',
    request: { method: 'POST', path: '/projects', body: {} },
  },
  {
    name: 'BadRequestInvalid',
    key: 'invalid',
    summary: 'A parameter is outside its enumeration',
    status: 400,
    response: 'BadRequest',
    request: { method: 'POST', path: '/projects', body: { name: 'Docs', visibility: 'secret' } },
  },
  {
    name: 'Forbidden',
    key: 'forbidden',
    summary: 'Not allowed',
    status: 403,
    response: 'Forbidden',
    request: { method: 'GET', path: '/application/settings', token: alice },
  },
  {
    name: 'ForbiddenSudoNotAdmin',
    key: 'sudoNotAdmin',
    summary: 'Sudo by a non-administrator',
    status: 403,
    response: 'Forbidden',
    request: { method: 'GET', path: '/user', token: alice, sudo: 'bob' },
  },
  {
    name: 'ForbiddenInsufficientScope',
    key: 'insufficientScope',
    summary: 'Token without the needed scope',
    status: 403,
    response: 'Forbidden',
    request: { method: 'POST', path: '/projects', body: { name: 'Docs' }, token: bob },
  },
  {
    name: 'Conflict',
    key: 'taken',
    summary: 'The name is taken',
    status: 409,
    response: 'Conflict',
    request: { method: 'POST', path: '/projects', body: { name: 'Tool' }, token: alice },
  },
  {
    name: 'PayloadTooLarge',
    summary: 'A body over 10 MB',
    status: 413,
    response: 'PayloadTooLarge',
    request: { method: 'POST', path: '/projects/1/issues', body: { title: 'Large', description: 'x'.repeat(11 * 1024 * 1024) } },
  },
  {
    name: 'PreconditionFailed',
    summary: 'Modified since',
    status: 412,
    response: 'PreconditionFailed',
    request: { method: 'DELETE', path: '/projects/1', headers: { 'If-Unmodified-Since': 'Sat, 01 Jan 2000 00:00:00 GMT' } },
  },
  {
    name: 'UserTakenEmail',
    key: 'email',
    summary: 'The e-mail address is taken',
    status: 409,
    response: 'UserTaken',
    request: { method: 'POST', path: '/users', body: { email: 'alice@example.com', username: 'carol', name: 'Carol', password: 'carol-password' } },
  },
  {
    name: 'UserTakenUsername',
    key: 'username',
    summary: 'The username is taken',
    status: 409,
    response: 'UserTaken',
    request: { method: 'POST', path: '/users', body: { email: 'carol@example.com', username: 'alice', name: 'Carol', password: 'carol-password' } },
  },
  {
    name: 'HookUrlInvalid',
    summary: 'Not an absolute URL',
    status: 422,
    response: 'HookUrlInvalid',
    request: { method: 'POST', path: '/projects/1/hooks', body: { url: 'hooks.example.com/tool' } },
  },
  {
    name: 'LabelExists',
    summary: 'A label of that name exists',
    status: 409,
    response: 'LabelExists',
    request: { method: 'POST', path: '/projects/1/labels', body: { name: 'bug', color: '#d9534f' } },
  },
  {
    name: 'MergeRequestConflict',
    summary: 'An open merge request of the same branches exists',
    status: 409,
    response: 'MergeRequestConflict',
    request: { method: 'POST', path: '/projects/1/merge_requests', body: greeting },
  },
  {
    name: 'MergeRequestMissingBranch',
    key: 'missingBranch',
    summary: 'A branch does not exist',
    status: 422,
    response: 'MergeRequestUnprocessable',
    request: { method: 'POST', path: '/projects/1/merge_requests', body: { ...greeting, source_branch: 'feature' } },
  },
  {
    name: 'MergeRequestSameBranch',
    key: 'sameBranch',
    summary: 'Same branch, same project',
    status: 422,
    response: 'MergeRequestUnprocessable',
    request: { method: 'POST', path: '/projects/1/merge_requests', body: { ...greeting, source_branch: 'main' } },
  },
  {
    name: 'MergeRequestAcceptUnauthorized',
    summary: 'Not signed in',
    status: 401,
    response: 'MergeRequestAcceptUnauthorized',
    request: { method: 'PUT', path: '/projects/1/merge_requests/1/merge', token: null },
  },
  {
    name: 'MergeRequestCannotBeMerged',
    summary: 'A draft',
    status: 405,
    response: 'MergeRequestCannotBeMerged',
    before: [{ method: 'PUT', path: '/projects/1/merge_requests/1', body: { title: 'Draft: Add a greeting' } }],
    request: { method: 'PUT', path: '/projects/1/merge_requests/1/merge' },
  },
  {
    name: 'MergeRequestNotOpen',
    summary: 'A closed merge request',
    status: 406,
    response: 'MergeRequestNotOpen',
    before: [{ method: 'PUT', path: '/projects/1/merge_requests/1', body: { state_event: 'close' } }],
    request: { method: 'PUT', path: '/projects/1/merge_requests/1/merge' },
  },
  {
    name: 'MergeRequestShaMismatch',
    summary: 'Not the head of the source branch',
    status: 409,
    response: 'MergeRequestShaMismatch',
    request: { method: 'PUT', path: '/projects/1/merge_requests/1/merge', body: { sha: '0000000000000000000000000000000000000000' } },
  },
  {
    name: 'MethodNotAllowed',
    summary: 'A closed merge request',
    status: 405,
    response: 'MethodNotAllowed',
    before: [{ method: 'PUT', path: '/projects/1/merge_requests/1', body: { state_event: 'close' } }],
    request: { method: 'POST', path: '/projects/1/merge_requests/1/cancel_merge_when_pipeline_succeeds' },
  },
  {
    name: 'MergeWhenPipelineSucceedsNotSet',
    summary: 'Not set to merge when the pipeline succeeds',
    status: 406,
    response: 'MergeWhenPipelineSucceedsNotSet',
    request: { method: 'POST', path: '/projects/1/merge_requests/1/cancel_merge_when_pipeline_succeeds' },
  },
  {
    name: 'TestModeNotFound',
    summary: 'Not in test mode',
    status: 404,
    response: 'TestModeNotFound',
    outsideTestMode: true,
    request: { method: 'POST', path: '/-/test/reset' },
  },
  {
    name: 'UpdateApplicationSettingsMissingWithSwitch',
    key: 'missingWithSwitch',
    summary: 'A switch turned on without the settings it requires',
    status: 400,
    response: { operationId: 'updateApplicationSettings' },
    request: { method: 'PUT', path: '/application/settings', body: { unique_ips_limit_enabled: true } },
  },
  {
    name: 'UpdateApplicationSettingsRequiredWhenEnabled',
    key: 'requiredWhenEnabled',
    summary: 'A setting required by another is missing',
    status: 400,
    response: { operationId: 'updateApplicationSettings' },
    request: {
      method: 'PUT',
      path: '/application/settings',
      body: { metrics_enabled: true, metrics_host: '', metrics_method_call_threshold: 10, metrics_packet_size: 1, metrics_pool_size: 16, metrics_sample_interval: 15, metrics_timeout: 10 },
    },
  },
  {
    name: 'UpdateApplicationSettingsOutOfRange',
    key: 'outOfRange',
    summary: 'A value out of range',
    status: 400,
    response: { operationId: 'updateApplicationSettings' },
    request: { method: 'PUT', path: '/application/settings', body: { jobqueue_throttling_factor: 1 } },
  },
  {
    name: 'CreateGroupMissing',
    key: 'missing',
    summary: 'A required parameter is absent',
    status: 400,
    response: { operationId: 'createGroup' },
    request: { method: 'POST', path: '/groups', body: { name: 'Docs' } },
  },
  {
    name: 'CreateGroupTaken',
    key: 'taken',
    summary: 'The path is taken',
    status: 400,
    response: { operationId: 'createGroup' },
    request: { method: 'POST', path: '/groups', body: { name: 'Platform', path: 'platform' } },
  },
  {
    name: 'CreateGroupRestricted',
    key: 'restricted',
    summary: 'A restricted visibility level',
    status: 400,
    response: { operationId: 'createGroup' },
    before: [{ method: 'PUT', path: '/application/settings', body: { restricted_visibility_levels: ['public'] } }],
    request: { method: 'POST', path: '/groups', body: { name: 'Docs', path: 'docs', visibility: 'public' }, token: alice },
  },
  {
    name: 'CreateForkRelationConflict',
    summary: 'Already a fork',
    status: 409,
    response: { operationId: 'createForkRelation' },
    before: [{ method: 'POST', path: '/projects/2/fork/1' }],
    request: { method: 'POST', path: '/projects/2/fork/1' },
  },
  {
    name: 'StartProjectHousekeepingConflict',
    summary: 'A housekeeping task is queued',
    status: 409,
    response: { operationId: 'startProjectHousekeeping' },
    before: [{ method: 'POST', path: '/projects/1/housekeeping' }],
    request: { method: 'POST', path: '/projects/1/housekeeping' },
  },
  {
    name: 'AddGroupMemberConflict',
    summary: 'Already a member',
    status: 409,
    response: { operationId: 'addGroupMember' },
    request: { method: 'POST', path: '/groups/4/members', body: { user_id: 3, access_level: 30 } },
  },
  {
    name: 'AddProjectMemberConflict',
    summary: 'Already a member',
    status: 409,
    response: { operationId: 'addProjectMember' },
    request: { method: 'POST', path: '/projects/1/members', body: { user_id: 3, access_level: 30 } },
  },
  {
    name: 'ShareProjectShared',
    key: 'shared',
    summary: 'Already shared',
    status: 409,
    response: { operationId: 'shareProject' },
    before: [{ method: 'POST', path: '/projects/1/share', body: { group_id: 4, group_access: 30 } }],
    request: { method: 'POST', path: '/projects/1/share', body: { group_id: 4, group_access: 30 } },
  },
  {
    name: 'ShareProjectOwn',
    key: 'own',
    summary: "The project's own group",
    status: 409,
    response: { operationId: 'shareProject' },
    request: { method: 'POST', path: '/projects/2/share', body: { group_id: 4, group_access: 30 } },
  },
];

/**
 * The error examples no request gives, written by hand, by the operation and status that show them and why: the
 * examples test accepts these and no other hand-written error example.
 */
export const handWrittenErrors: Record<string, string> = {
  'getReadiness 503': 'the database must be unreachable, which no request makes (test/probes/readiness.test.ts compares it with the answer)',
};

/**
 * The example request with one path parameter naming nothing (an unknown number for a numeric one, an unknown name
 * otherwise), for each parameter from the last to the first: the innermost thing first, then what holds it.
 */
export function unknownTargets(path: string, request: ExampleRequest): ExampleRequest[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!).reverse().map((name) => {
    const value = request.path?.[name];
    return { ...request, path: { ...request.path, [name]: typeof value === 'number' || /^\d+$/.test(String(value)) ? 999 : 'missing' } };
  });
}
