// Helpers shared by the issue, label, milestone and award emoji tests.
import { expect } from 'vitest';
import type { ApiContext, TestUser } from '../support/context.js';
import { adminToken } from '../support/context.js';

export const projectNotFound = { message: '404 Project Not Found' };
export const issueNotFound = { message: '404 Issue Not Found' };
export const unauthorized = { message: '401 Unauthorized' };
export const forbidden = { message: '403 Forbidden' };

export interface Team {
  owner: TestUser;
  reporter: TestUser;
  guest: TestUser;
  outsider: TestUser;
  project: { id: number; path_with_namespace: string; web_url: string };
}

/** `owner`'s project with a reporter and a guest as members; `outsider` is not a member. */
export async function team(api: ApiContext, visibility: 'private' | 'internal' | 'public' = 'private'): Promise<Team> {
  const [owner, reporter, guest, outsider] = await Promise.all(['owner', 'reporter', 'guest', 'outsider'].map((name) => api.createUser(name)));
  const created = await api.request('POST', '/projects', { direct: true, token: owner!.token, json: { name: 'Tracker', visibility } });
  expect(created.status, created.text).toBe(201);
  for (const [user, level] of [[reporter!, 20], [guest!, 10]] as const) {
    const added = await api.request('POST', `/projects/${created.body.id}/members`, { direct: true, token: adminToken, json: { user_id: user.id, access_level: level } });
    expect(added.status, added.text).toBe(201);
  }
  return { owner: owner!, reporter: reporter!, guest: guest!, outsider: outsider!, project: created.body };
}

/** Opens an issue (setup: Prism skipped) and returns it. */
export async function openIssue(api: ApiContext, token: string, projectId: number, fields: Record<string, unknown> = {}): Promise<any> {
  const response = await api.request('POST', `/projects/${projectId}/issues`, { direct: true, token, json: { title: 'An issue', ...fields } });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Creates a milestone (setup: Prism skipped) and returns it. */
export async function createMilestone(api: ApiContext, token: string, projectId: number, fields: Record<string, unknown> = {}): Promise<any> {
  const response = await api.request('POST', `/projects/${projectId}/milestones`, { direct: true, token, json: { title: 'v1', ...fields } });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

export const isoTimestamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
