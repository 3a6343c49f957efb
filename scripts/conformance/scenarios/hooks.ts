// Project hooks and the custom issue tracker integration, on a scratch project: create, list, show, edit, delete,
// and the documented refusals. The hook listens to no events and is removed before the project.
import { StepFailure, type Scenario } from '../scenario.js';
import { missingId, scratchProject } from './scratch.js';

export const hooksScenario: Scenario = {
  area: 'hooks',
  async run(context) {
    const { client, anonymous, expect, uniqueName } = context;
    const project = await scratchProject(context, 'hooks');
    const path = { id: project.id };
    await expect(anonymous.GET('/projects/{id}/hooks', { params: { path } }), 401, 404);
    await expect(client.GET('/projects/{id}/hooks', { params: { path } }), 200);
    const hook = await expect(client.POST('/projects/{id}/hooks', {
      params: { path },
      body: { url: 'https://example.com/conformance-hook', push_events: false, token: uniqueName('secret') },
    }), 201);
    await expect(client.POST('/projects/{id}/hooks', { params: { path }, body: { url: 'not a url' } }), 422);
    await expect(client.POST('/projects/{id}/hooks', { params: { path }, body: {} as never }), 400);
    const one = { params: { path: { ...path, hook_id: hook.id } } };
    const shown = await expect(client.GET('/projects/{id}/hooks/{hook_id}', one), 200);
    if (shown.url !== hook.url) throw new StepFailure(`the hook shows url ${shown.url}, created with ${hook.url}`);
    await expect(client.GET('/projects/{id}/hooks/{hook_id}', { params: { path: { ...path, hook_id: missingId } } }), 404);
    await expect(client.PUT('/projects/{id}/hooks/{hook_id}', { ...one, body: { url: hook.url, issues_events: false } }), 200);
    await expect(client.PUT('/projects/{id}/hooks/{hook_id}', { ...one, body: { url: 'not a url' } }), 422);
    await expect(client.DELETE('/projects/{id}/hooks/{hook_id}', one), 200, 204);
    await expect(client.GET('/projects/{id}/hooks/{hook_id}', one), 404);

    const tracker = {
      new_issue_url: 'https://tracker.example.com/issues/new',
      issues_url: 'https://tracker.example.com/issues/:id',
      project_url: 'https://tracker.example.com/',
    };
    await expect(client.PUT('/projects/{id}/integrations/custom-issue-tracker', { params: { path }, body: tracker }), 200);
    await expect(client.GET('/projects/{id}/integrations/custom-issue-tracker', { params: { path } }), 200);
    await expect(client.PUT('/projects/{id}/integrations/custom-issue-tracker', { params: { path }, body: { ...tracker, issues_url: 'not a url' } }), 400);
    await expect(client.DELETE('/projects/{id}/integrations/custom-issue-tracker', { params: { path } }), 204);
    await expect(client.PUT('/projects/{id}/services/custom-issue-tracker', { params: { path }, body: tracker }), 200);
    await expect(client.GET('/projects/{id}/services/custom-issue-tracker', { params: { path } }), 200);
    await expect(client.DELETE('/projects/{id}/services/custom-issue-tracker', { params: { path } }), 204);
  },
};
