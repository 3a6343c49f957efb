// Helpers shared by the fork tests.
import { expect } from 'vitest';
import { startJobRunner } from '../../server/jobs/runner.js';
import type { ApiContext } from '../support/context.js';

export async function fork(api: ApiContext, token: string, id: number | string, namespace: number | string): Promise<any> {
  const response = await api.request('POST', `/projects/${id}/fork`, { token, json: { namespace } });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Runs the application's job runner, as the server does, while `body` runs. */
export async function withJobRunner<T>(api: ApiContext, body: () => Promise<T>): Promise<T> {
  const runner = startJobRunner(api.services, { pollMs: 20 });
  try {
    return await body();
  } finally {
    await runner.stop();
  }
}

/** Polls `GET /projects/:id` (as the owner) until its `import_status` is `finished` or `failed`; returns the project. */
export async function awaitImport(api: ApiContext, token: string, id: number): Promise<any> {
  let project: any;
  await expect.poll(async () => {
    const response = await api.request('GET', `/projects/${id}`, { token });
    expect(response.status).toBe(200);
    project = response.body;
    return ['finished', 'failed'].includes(project.import_status);
  }, { timeout: 15_000, interval: 25 }).toBe(true);
  return project;
}

/** The reduced form of a project as GET /projects?simple=true shows it, from its full form. */
export function simpleFormOf(project: any): any {
  const keys = ['id', 'description', 'name', 'name_with_namespace', 'path', 'path_with_namespace', 'created_at', 'default_branch',
    'tag_list', 'ssh_url_to_repo', 'http_url_to_repo', 'web_url', 'avatar_url', 'star_count', 'forks_count', 'last_activity_at', 'namespace'];
  return Object.fromEntries(keys.map((key) => [key, project[key]]));
}
