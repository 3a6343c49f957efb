// Projects on a scratch project of the caller's: read, edit, star, archive, upload, custom attributes, a fork and
// its relation, sharing with a group the caller already owns, housekeeping, namespaces, and deletion with the
// documented refusals on the way. Groups cannot be deleted through the API, so none is created.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Scenario, ScenarioContext } from '../scenario.js';
import { deleteProject, missingId, scratchProject, type ScratchProject } from './scratch.js';

export const projectsScenario: Scenario = {
  area: 'projects',
  async run(context) {
    const { client, anonymous, me, expect, uniqueName } = context;
    await expect(client.POST('/projects', { body: {} }), 400);
    const project = await scratchProject(context);
    const path = { id: project.id };
    await expect(anonymous.GET('/projects/{id}', { params: { path } }), 404);
    await expect(client.GET('/projects', { params: { query: { owned: true, search: project.name } } }), 200);
    await expect(client.GET('/projects/{id}', { params: { path } }), 200);
    await expect(client.GET('/projects/{id}', { params: { path: { id: project.path_with_namespace } } }), 200);
    await expect(client.GET('/projects/{id}', { params: { path: { id: missingId } } }), 404);
    await expect(client.GET('/users/{user_id}/projects', { params: { path: { user_id: me.id } } }), 200);
    await expect(client.GET('/projects/{id}/users', { params: { path } }), 200);
    await expect(client.PUT('/projects/{id}', { params: { path }, body: { description: 'Made by the conformance run' } }), 200);
    await expect(client.PUT('/projects/{id}', { params: { path }, body: { visibility: 'nowhere' as never } }), 400);
    await expect(client.PUT('/projects/{id}', { params: { path }, body: {} }), 400);

    await expect(client.POST('/projects/{id}/star', { params: { path } }), 201);
    await expect(client.POST('/projects/{id}/star', { params: { path } }), 304);
    await expect(client.POST('/projects/{id}/unstar', { params: { path } }), 201);
    await expect(client.POST('/projects/{id}/unstar', { params: { path } }), 304);
    await expect(client.POST('/projects/{id}/archive', { params: { path } }), 201);
    await expect(client.POST('/projects/{id}/unarchive', { params: { path } }), 201);
    await expect(client.POST('/projects/{id}/uploads', {
      params: { path },
      body: { file: 'conformance.txt' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', new Blob(['made by the conformance run\n']), 'conformance.txt');
        return form;
      },
    }), 201);
    await expect(client.POST('/projects/{id}/housekeeping', { params: { path } }), 201, 409);
    await customAttributes(context, project);
    await namespaces(context);
    await share(context, project);
    await fork(context, project, uniqueName('fork'));

    await expect(client.DELETE('/projects/{id}', { params: { path }, headers: { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' } }), 412);
    await expect(client.DELETE('/projects/{id}', { params: { path: { id: missingId } } }), 404);
    await expect(client.DELETE('/projects/{id}', { params: { path } }), 204);
    await expect(client.GET('/projects/{id}', { params: { path } }), 404);
  },
};

async function customAttributes({ client, admin, expect, skip }: ScenarioContext, project: ScratchProject): Promise<void> {
  const path = { id: project.id };
  if (!admin) {
    await expect(client.GET('/projects/{id}/custom_attributes', { params: { path } }), 403);
    for (const method of ['GET', 'PUT', 'DELETE']) skip(`${method} /projects/{id}/custom_attributes/{key}`, 'needs an administrator\'s token');
    return;
  }
  const attribute = { params: { path: { ...path, key: 'conformance' } } };
  await expect(client.PUT('/projects/{id}/custom_attributes/{key}', { ...attribute, body: { value: 'checked' } }), 200);
  await expect(client.GET('/projects/{id}/custom_attributes', { params: { path } }), 200);
  await expect(client.GET('/projects/{id}/custom_attributes/{key}', attribute), 200);
  await expect(client.DELETE('/projects/{id}/custom_attributes/{key}', attribute), 204);
  await expect(client.GET('/projects/{id}/custom_attributes/{key}', attribute), 404);
}

async function namespaces({ client, me, expect }: ScenarioContext): Promise<void> {
  const mine = await expect(client.GET('/namespaces', { params: { query: { search: me.username } } }), 200);
  const own = mine.find((namespace) => namespace.path === me.username);
  if (own) await expect(client.GET('/namespaces/{id}', { params: { path: { id: own.id } } }), 200);
  await expect(client.GET('/namespaces/{id}', { params: { path: { id: missingId } } }), 404);
}

/** Shares the scratch project with a group the caller already owns, and takes the share back. */
async function share({ client, expect, skip }: ScenarioContext, project: ScratchProject): Promise<void> {
  const groups = await expect(client.GET('/groups', { params: { query: { owned: true } } }), 200);
  await expect(client.GET('/groups/{id}', { params: { path: { id: missingId } } }), 404);
  const group = groups[0];
  if (!group) {
    for (const operation of ['GET /groups/{id}', 'GET /groups/{id}/members', 'POST /projects/{id}/share', 'DELETE /projects/{id}/share/{group_id}']) {
      skip(operation, 'the token owns no group, and a group created here could not be deleted through the API');
    }
    return;
  }
  await expect(client.GET('/groups/{id}', { params: { path: { id: group.id } } }), 200);
  await expect(client.GET('/groups/{id}/members', { params: { path: { id: group.id } } }), 200);
  const path = { id: project.id };
  await expect(client.POST('/projects/{id}/share', { params: { path }, body: { group_id: group.id, group_access: 20 } }), 201);
  await expect(client.POST('/projects/{id}/share', { params: { path }, body: { group_id: group.id, group_access: 20 } }), 409);
  await expect(client.DELETE('/projects/{id}/share/{group_id}', { params: { path: { ...path, group_id: group.id } } }), 204);
}

/** Forks the scratch project into the caller's namespace, waits for the copy, and undoes the relation. */
async function fork(context: ScenarioContext, project: ScratchProject, name: string): Promise<void> {
  const { client, admin, expect, skip, cleanUp } = context;
  const path = { id: project.id };
  const forked = await expect(client.POST('/projects/{id}/fork', { params: { path }, body: { name, path: name } }), 201);
  cleanUp(`delete project ${forked.path_with_namespace}`, () => deleteProject(context, forked.id));
  await expect(client.GET('/projects/{id}/forks', { params: { path } }), 200);
  for (let attempt = 0; attempt < 50; attempt++) {
    const copy = await expect(client.GET('/projects/{id}', { params: { path: { id: forked.id } } }), 200);
    if (copy.import_status !== 'scheduled' && copy.import_status !== 'started') break;
    await sleep(200);
  }
  const forkPath = { id: forked.id };
  await expect(client.DELETE('/projects/{id}/fork', { params: { path: forkPath } }), 204);
  await expect(client.DELETE('/projects/{id}/fork', { params: { path: forkPath } }), 304);
  if (!admin) {
    skip('POST /projects/{id}/fork/{forked_from_id}', 'needs an administrator\'s token');
    return;
  }
  await expect(client.POST('/projects/{id}/fork/{forked_from_id}', { params: { path: { ...forkPath, forked_from_id: project.id } } }), 201);
  await expect(client.POST('/projects/{id}/fork/{forked_from_id}', { params: { path: { ...forkPath, forked_from_id: project.id } } }), 409);
}
