// Helpers of the project action tests (edit, delete, archive, star, users, custom attributes, uploads, filters).
import { expect } from 'vitest';
import { now } from '../../server/database/schema.js';
import { adminToken, type ApiContext, type TestUser } from '../support/context.js';
import { createProject, type Visibility } from './support.js';

/** Makes the user a direct member (until the members API exists, straight into the table). */
export async function addMember(api: ApiContext, projectId: number, userId: number, accessLevel: number): Promise<void> {
  await api.db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: userId, access_level: accessLevel, created_at: now(), expires_at: null })
    .execute();
}

export interface Cast {
  owner: TestUser;
  maintainer: TestUser;
  developer: TestUser;
  reporter: TestUser;
  guest: TestUser;
  outsider: TestUser;
  project: any;
}

/** A project of `owner` with a member of every level below owner, and a signed-in user who is none of them. */
export async function projectWithCast(api: ApiContext, visibility: Visibility, name = 'Cast Project'): Promise<Cast> {
  const [owner, maintainer, developer, reporter, guest, outsider] = await Promise.all(
    ['owner', 'maintainer', 'developer', 'reporter', 'guest', 'outsider'].map((username) => api.createUser(username)),
  );
  const project = await createProject(api, owner!.token, { name, visibility });
  for (const [user, level] of [[maintainer!, 40], [developer!, 30], [reporter!, 20], [guest!, 10]] as const) {
    await addMember(api, project.id, user.id, level);
  }
  return { owner: owner!, maintainer: maintainer!, developer: developer!, reporter: reporter!, guest: guest!, outsider: outsider!, project };
}

export interface Upload {
  status: number;
  headers: Headers;
  body: any;
}

/** `POST /projects/:id/uploads` as multipart (through Prism unless `direct`), failing on any spec violation Prism reports. */
export async function upload(
  api: ApiContext,
  token: string | undefined,
  projectId: number | string,
  part: {
    name?: string;
    fileName?: string;
    content?: string | Uint8Array;
    type?: string;
    field?: string;
    /** Past Prism, straight to the server. */
    direct?: boolean;
  } = {},
): Promise<Upload> {
  const form = new FormData();
  const { name = 'file', fileName = 'notes.txt', content = 'some notes', type = 'text/plain' } = part;
  if (part.field !== undefined) form.append(name, part.field);
  else form.append(name, new Blob([content], { type }), fileName);
  const response = await fetch(`${part.direct ? api.directUrl : api.url}/projects/${projectId}/uploads`, {
    method: 'POST',
    headers: token ? { 'PRIVATE-TOKEN': token } : {},
    body: form,
  });
  const text = await response.text();
  expect(response.headers.get('sl-violations'), text).toBeNull();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

/** Sets an application setting as root. */
export async function setSetting(api: ApiContext, settings: Record<string, unknown>): Promise<void> {
  const response = await api.request('PUT', '/application/settings', { direct: true, token: adminToken, json: settings });
  expect(response.status, response.text).toBe(200);
}
