// Helpers shared by the group, member, namespace and sharing tests.
import { expect } from 'vitest';
import type { ApiContext } from '../support/context.js';

/** Creates a group through the API (via Prism); fails the test unless 201. */
export async function createGroup(api: ApiContext, token: string, body: Record<string, unknown>): Promise<any> {
  const response = await api.request('POST', '/groups', { token, json: body });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Adds a member through the API (via Prism); fails the test unless 201. */
export async function addMember(
  api: ApiContext,
  token: string,
  source: string,
  body: { user_id: number; access_level: number; expires_at?: string },
): Promise<any> {
  const response = await api.request('POST', `${source}/members`, { token, json: body });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** `YYYY-MM-DD`, `days` from today (UTC). */
export const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
