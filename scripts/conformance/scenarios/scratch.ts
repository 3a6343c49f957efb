// Scratch resources the scenarios work on: created under a unique name and removed after the scenario.
import type { DataOf } from '../../../client/index.js';
import type { ScenarioContext } from '../scenario.js';

export type ScratchProject = DataOf<'/projects', 'post'>;

/** An id no instance has given out (the largest the spec allows), for the documented 404s. */
export const missingId = 2147483647;

/** A private project of the caller's with a README on its default branch, deleted after the scenario. */
export async function scratchProject(context: ScenarioContext, suffix?: string): Promise<ScratchProject> {
  const { client, expect, uniqueName, cleanUp } = context;
  const name = uniqueName(suffix);
  const project = await expect(client.POST('/projects', { body: { name, visibility: 'private', initialize_with_readme: true } }), 201);
  cleanUp(`delete project ${project.path_with_namespace}`, () => deleteProject(context, project.id));
  return project;
}

/** Deletes a project; one already deleted by the scenario is fine. */
export async function deleteProject({ client, expect }: ScenarioContext, id: number): Promise<void> {
  await expect(client.DELETE('/projects/{id}', { params: { path: { id } } }), 204, 404);
}
