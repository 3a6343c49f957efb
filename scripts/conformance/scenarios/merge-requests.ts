// Merge requests on a scratch project: a branch committed through the API, an issue it closes, a merge request
// read, edited, subscribed to, timed, awarded, merged once its commit status succeeds; a second one deleted. Also
// the branches, commits, files, labels, milestones and issues the scenario needs on the way.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Scenario, ScenarioContext } from '../scenario.js';
import { missingId, scratchProject } from './scratch.js';

export const mergeRequestsScenario: Scenario = {
  area: 'merge-requests',
  async run(context) {
    const { client, expect } = context;
    const project = await scratchProject(context, 'merge-requests');
    const path = { id: project.id };
    const target = project.default_branch ?? 'master';
    await expect(client.GET('/projects/{id}/repository/branches', { params: { path } }), 200);
    await expect(client.GET('/projects/{id}/repository/branches/{branch}', { params: { path: { ...path, branch: target } } }), 200);
    await expect(client.POST('/projects/{id}/repository/branches', { params: { path }, body: { branch: 'conformance-spare', ref: target } }), 201);
    await expect(client.DELETE('/projects/{id}/repository/branches/{branch}', { params: { path: { ...path, branch: 'conformance-spare' } } }), 204);
    const commit = await expect(client.POST('/projects/{id}/repository/commits', {
      params: { path },
      body: { branch: 'feature', start_branch: target, commit_message: 'Add a feature', actions: [{ action: 'create', file_path: 'feature.txt', content: 'a feature\n' }] },
    }), 201);
    await expect(client.POST('/projects/{id}/repository/commits', { params: { path }, body: { branch: 'feature' } as never }), 400);
    await expect(client.GET('/projects/{id}/repository/commits', { params: { path, query: { ref_name: 'feature' } } }), 200);
    await expect(client.GET('/projects/{id}/repository/commits/{sha}', { params: { path: { ...path, sha: commit.id } } }), 200);
    await expect(client.GET('/projects/{id}/repository/files/{file_path}', { params: { path: { ...path, file_path: 'feature.txt' }, query: { ref: 'feature' } } }), 200);
    await expect(client.GET('/projects/{id}/repository/files/{file_path}/raw', { params: { path: { ...path, file_path: 'feature.txt' }, query: { ref: 'feature' } }, parseAs: 'text' }), 200);
    await expect(client.POST('/projects/{id}/labels', { params: { path }, body: { name: 'conformance', color: '#428bca' } }), 201);
    await expect(client.GET('/projects/{id}/labels', { params: { path } }), 200);
    const milestone = await expect(client.POST('/projects/{id}/milestones', { params: { path }, body: { title: 'Conformance' } }), 201);
    await expect(client.GET('/projects/{id}/milestones', { params: { path } }), 200);
    await expect(client.GET('/projects/{id}/milestones/{milestone_id}', { params: { path: { ...path, milestone_id: milestone.id } } }), 200);
    const issue = await expect(client.POST('/projects/{id}/issues', { params: { path }, body: { title: 'Closed by the merge request' } }), 201);
    await expect(client.GET('/projects/{id}/issues', { params: { path } }), 200);
    await expect(client.GET('/projects/{id}/issues/{issue_iid}', { params: { path: { ...path, issue_iid: issue.iid } } }), 200);
    await expect(client.PUT('/projects/{id}/issues/{issue_iid}', { params: { path: { ...path, issue_iid: issue.iid } }, body: { labels: 'conformance' } }), 200);
    await awardEmoji(context, `/projects/{id}/issues/{issue_iid}/award_emoji`, { ...path, issue_iid: issue.iid });

    const body = { source_branch: 'feature', target_branch: target, title: 'Add a feature', description: `Closes #${issue.iid}` };
    await expect(client.POST('/projects/{id}/merge_requests', { params: { path }, body: { source_branch: 'feature', target_branch: target } as never }), 400);
    const mergeRequest = await expect(client.POST('/projects/{id}/merge_requests', { params: { path }, body }), 201);
    await expect(client.POST('/projects/{id}/merge_requests', { params: { path }, body }), 409);
    const iid = mergeRequest.iid;
    const one = { params: { path: { ...path, merge_request_iid: iid } } };
    await expect(client.GET('/merge_requests', { params: { query: { scope: 'created_by_me', search: body.title } } }), 200);
    await expect(client.GET('/projects/{id}/merge_requests', { params: { path, query: { state: 'opened' } } }), 200);
    await expect(client.GET('/projects/{id}/merge_requests/{merge_request_iid}', one), 200);
    await expect(client.GET('/projects/{id}/merge_requests/{merge_request_iid}', { params: { path: { ...path, merge_request_iid: missingId } } }), 404);
    await expect(client.PUT('/projects/{id}/merge_requests/{merge_request_iid}', { ...one, body: { title: 'Add a checked feature' } }), 200);
    await expect(client.PUT('/projects/{id}/merge_requests/{merge_request_iid}', { ...one, body: { state_event: 'nowhere' as never } }), 400);
    await expect(client.GET('/projects/{id}/merge_requests/{merge_request_iid}/commits', one), 200);
    await expect(client.GET('/projects/{id}/merge_requests/{merge_request_iid}/changes', one), 200);
    await expect(client.GET('/projects/{id}/merge_requests/{merge_request_iid}/closes_issues', one), 200);
    await versions(context, path.id, iid);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/subscribe', one), 201, 304);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/unsubscribe', one), 201);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/unsubscribe', one), 304);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/todo', one), 201);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/todo', one), 304);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/time_estimate', { ...one, body: { duration: '3h30m' } }), 201);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/time_estimate', { ...one, body: { duration: 'soon' } }), 400);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/add_spent_time', { ...one, body: { duration: '1h' } }), 201);
    await expect(client.GET('/projects/{id}/merge_requests/{merge_request_iid}/time_stats', one), 200);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/reset_spent_time', one), 201);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/reset_time_estimate', one), 201);
    await awardEmoji(context, `/projects/{id}/merge_requests/{merge_request_iid}/award_emoji`, { ...path, merge_request_iid: iid });

    await expect(client.POST('/projects/{id}/statuses/{sha}', { params: { path: { ...path, sha: commit.id } }, body: { state: 'running', name: 'conformance' } }), 201);
    await expect(client.GET('/projects/{id}/repository/commits/{sha}/statuses', { params: { path: { ...path, sha: commit.id } } }), 200);
    await expect(client.PUT('/projects/{id}/merge_requests/{merge_request_iid}/merge', { ...one, body: { merge_when_pipeline_succeeds: true } }), 200, 405, 406);
    await expect(client.PUT('/projects/{id}/merge_requests/{merge_request_iid}/cancel_merge_when_pipeline_succeeds', one), 200, 406);
    await expect(client.POST('/projects/{id}/merge_requests/{merge_request_iid}/cancel_merge_when_pipeline_succeeds', one), 201, 406);
    await expect(client.PUT('/projects/{id}/merge_requests/{merge_request_iid}/merge', { ...one, body: { sha: '0'.repeat(40) } }), 409, 405, 406);
    await expect(client.POST('/projects/{id}/statuses/{sha}', { params: { path: { ...path, sha: commit.id } }, body: { state: 'success', name: 'conformance' } }), 201);
    await merge(context, path.id, iid);
    await expect(client.PUT('/projects/{id}/merge_requests/{merge_request_iid}/merge', one), 405, 406);

    const second = await expect(client.POST('/projects/{id}/merge_requests', { params: { path }, body: { source_branch: 'feature', target_branch: target, title: 'Deleted again' } }), 201, 409);
    if (second) await expect(client.DELETE('/projects/{id}/merge_requests/{merge_request_iid}', { params: { path: { ...path, merge_request_iid: second.iid } } }), 204);
    await expect(client.DELETE('/projects/{id}/merge_requests/{merge_request_iid}', { params: { path: { ...path, merge_request_iid: missingId } } }), 404);
  },
};

type AwardPath = '/projects/{id}/issues/{issue_iid}/award_emoji' | '/projects/{id}/merge_requests/{merge_request_iid}/award_emoji';

/** Awards an emoji, lists and shows it, and takes it back. */
async function awardEmoji({ client, expect }: ScenarioContext, list: AwardPath, path: Record<string, number>): Promise<void> {
  const params = { params: { path } } as never;
  const award = await expect(client.POST(list, { ...(params as object), body: { name: 'thumbsup' } } as never), 201) as { id: number };
  await expect(client.GET(list, params), 200);
  const single = `${list}/{award_id}` as `${AwardPath}/{award_id}`;
  const one = { params: { path: { ...path, award_id: award.id } } } as never;
  await expect(client.GET(single, one), 200);
  await expect(client.DELETE(single, one), 204);
}

/** The diff versions are computed in the background: read them once the first one is there. */
async function versions({ client, expect }: ScenarioContext, id: number, iid: number): Promise<void> {
  const one = { params: { path: { id, merge_request_iid: iid } } };
  for (let attempt = 0; attempt < 50; attempt++) {
    const [version] = await expect(client.GET('/projects/{id}/merge_requests/{merge_request_iid}/versions', one), 200);
    if (version) {
      await expect(client.GET('/projects/{id}/merge_requests/{merge_request_iid}/versions/{version_id}', { params: { path: { ...one.params.path, version_id: version.id } } }), 200);
      return;
    }
    await sleep(200);
  }
}

/** Mergeability is computed in the background too: 405/406 until it is known, then the merge. */
async function merge({ client, expect }: ScenarioContext, id: number, iid: number): Promise<void> {
  const one = { params: { path: { id, merge_request_iid: iid } } };
  for (let attempt = 0; attempt < 50; attempt++) {
    const { response } = await client.PUT('/projects/{id}/merge_requests/{merge_request_iid}/merge', { ...one, body: { merge_commit_message: 'Merged by the conformance run' } });
    if (response.status === 200) return;
    if (response.status !== 405 && response.status !== 406) break;
    await sleep(200);
  }
  await expect(client.PUT('/projects/{id}/merge_requests/{merge_request_iid}/merge', one), 200);
}
