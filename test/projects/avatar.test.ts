// Project avatars: the multipart part `avatar` on create and edit, served at `avatar_url` to whoever can read the
// project. Prism's proxy forwards a multipart body as text, which would mangle the image bytes, so the multipart
// requests go straight to the server (the JSON reads that follow go through Prism).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { adminToken, describeApi, type ApiContext } from '../support/context.js';
import { createProject } from './support.js';

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const unsupported = { message: { avatar: ['file format is not supported. Please try one of the following supported formats: png, jpg, jpeg, gif, bmp, tiff, ico, webp'] } };
const tooBig = { message: { avatar: ['is too big (should be at most 200 KB)'] } };

interface Part { name: string; value: string | { content: Uint8Array; fileName: string; type?: string } }

async function multipart(api: ApiContext, method: 'POST' | 'PUT', path: string, token: string | undefined, parts: Part[]) {
  const form = new FormData();
  for (const { name, value } of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.content], { type: value.type ?? 'application/octet-stream' }), value.fileName);
  }
  const response = await fetch(`${api.directUrl}${path}`, { method, headers: token ? { 'PRIVATE-TOKEN': token } : {}, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text), text };
}

const avatarPart = (fileName: string, content: Uint8Array = png): Part => ({ name: 'avatar', value: { content, fileName, type: 'image/png' } });

describeApi('project avatars', (api) => {
  const avatarsDirectory = (id: number) => join(api.services.config.dataDir, 'uploads', '-', 'system', 'project', 'avatar', String(id));
  const avatarUrlOf = (id: number, fileName: string) => `${api.rootUrl}/uploads/-/system/project/avatar/${id}/${fileName}`;

  test('created with an avatar: avatar_url serves the image with its type, anonymously for a public project', async () => {
    const alice = await api.createUser('alice');
    const created = await multipart(api, 'POST', '/projects', alice.token, [
      { name: 'name', value: 'Logo Project' }, { name: 'visibility', value: 'public' }, { name: 'issues_enabled', value: 'false' },
      avatarPart('logo.png'),
    ]);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ name: 'Logo Project', visibility: 'public', issues_enabled: false, avatar_url: avatarUrlOf(created.body.id, 'logo.png') });

    const shown = await api.request('GET', `/projects/${created.body.id}`);
    expect(shown.body.avatar_url).toBe(avatarUrlOf(created.body.id, 'logo.png'));
    const listed = await api.request('GET', '/projects', { query: { simple: 'true' } });
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, avatar_url: avatarUrlOf(created.body.id, 'logo.png') })]);

    const served = await fetch(shown.body.avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    // Another name in the same place is not served.
    expect((await fetch(avatarUrlOf(created.body.id, 'other.png'))).status).toBe(404);
    // Nothing is left among the files being received.
    expect(await readdir(join(api.services.config.dataDir, 'uploads', 'incoming'))).toEqual([]);
  });

  test('a private project\'s avatar: 404 to anonymous callers and non-members, served to members; sent with curl -F', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const directory = await mkdtemp(join(tmpdir(), 'rhs-avatar-'));
    onTestFinished(() => rm(directory, { recursive: true, force: true }));
    await writeFile(join(directory, 'badge.gif'), gif);
    // As a user of the real service would send it, to the create-for-user operation.
    const output = await new Promise<string>((resolve, reject) => {
      execFile('curl', ['--silent', '--show-error', '--request', 'POST', '--header', `PRIVATE-TOKEN: ${adminToken}`,
        '--form', 'name=Secret Badge', '--form', 'visibility=private', '--form', `avatar=@${join(directory, 'badge.gif')}`,
        `${api.directUrl}/projects/user/${alice.id}`], (error, stdout) => (error ? reject(error) : resolve(stdout)));
    });
    const project = JSON.parse(output);
    expect(project).toMatchObject({ name: 'Secret Badge', visibility: 'private', owner: { id: alice.id }, avatar_url: avatarUrlOf(project.id, 'badge.gif') });

    expect((await fetch(project.avatar_url)).status).toBe(404);
    expect((await fetch(project.avatar_url, { headers: { 'PRIVATE-TOKEN': bob.token } })).status).toBe(404);
    const served = await fetch(project.avatar_url, { headers: { 'PRIVATE-TOKEN': alice.token } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(gif);
  });

  test('another format or more than 200 KB: 400 and nothing is created', async () => {
    const alice = await api.createUser('alice');
    const svg = await multipart(api, 'POST', '/projects', alice.token, [
      { name: 'name', value: 'Vector' }, { name: 'avatar', value: { content: Buffer.from('<svg/>'), fileName: 'logo.svg', type: 'image/svg+xml' } },
    ]);
    expect(svg.status).toBe(400);
    expect(svg.body).toEqual(unsupported);
    const noExtension = await multipart(api, 'POST', '/projects', alice.token, [{ name: 'name', value: 'Plain' }, avatarPart('logo')]);
    expect(noExtension.status).toBe(400);
    expect(noExtension.body).toEqual(unsupported);
    const big = await multipart(api, 'POST', '/projects', alice.token, [
      { name: 'name', value: 'Huge' }, avatarPart('huge.png', Buffer.concat([png, Buffer.alloc(200 * 1024)])),
    ]);
    expect(big.status).toBe(400);
    expect(big.body).toEqual(tooBig);
    // Exactly 200 KB is allowed.
    const limit = await multipart(api, 'POST', '/projects', alice.token, [
      { name: 'name', value: 'At Limit' }, avatarPart('limit.png', Buffer.concat([png, Buffer.alloc(200 * 1024 - png.length)])),
    ]);
    expect(limit.status, limit.text).toBe(201);
    const plainField = await multipart(api, 'POST', '/projects', alice.token, [{ name: 'name', value: 'Field' }, { name: 'avatar', value: 'logo.png' }]);
    expect(plainField.status).toBe(400);
    expect(plainField.body).toEqual({ error: 'avatar is invalid' });

    const projects = await api.request('GET', '/projects', { token: alice.token });
    expect(projects.body.map((project: { name: string }) => project.name)).toEqual(['At Limit']);
    expect(await readdir(join(api.services.config.dataDir, 'uploads', '-', 'system', 'project', 'avatar'))).toEqual([String(limit.body.id)]);
    expect(await readdir(join(api.services.config.dataDir, 'uploads', 'incoming'))).toEqual([]);
  });

  test('edit: an avatar alone is a change and replaces the old file; a refused one changes nothing', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Changing', visibility: 'public' });
    expect(project.avatar_url).toBeNull();

    const first = await multipart(api, 'PUT', `/projects/${project.id}`, alice.token, [avatarPart('first.png')]);
    expect(first.status, first.text).toBe(200);
    expect(first.body.avatar_url).toBe(avatarUrlOf(project.id, 'first.png'));
    expect(await readdir(avatarsDirectory(project.id))).toEqual(['first.png']);

    const refused = await multipart(api, 'PUT', `/projects/${project.id}`, alice.token, [
      { name: 'description', value: 'not stored' }, avatarPart('big.png', Buffer.alloc(200 * 1024 + 1)),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(tooBig);
    const unchanged = await api.request('GET', `/projects/${project.id}`);
    expect(unchanged.body).toMatchObject({ description: null, avatar_url: avatarUrlOf(project.id, 'first.png') });
    expect(await readdir(avatarsDirectory(project.id))).toEqual(['first.png']);

    const second = await multipart(api, 'PUT', `/projects/${project.id}`, alice.token, [
      { name: 'description', value: 'With a badge' }, avatarPart('second.gif', gif),
    ]);
    expect(second.status, second.text).toBe(200);
    expect(second.body).toMatchObject({ description: 'With a badge', avatar_url: avatarUrlOf(project.id, 'second.gif') });
    expect(await readdir(avatarsDirectory(project.id))).toEqual(['second.gif']);
    expect((await fetch(avatarUrlOf(project.id, 'first.png'))).status).toBe(404);
    const served = await fetch(second.body.avatar_url);
    expect(served.headers.get('content-type')).toBe('image/gif');

    // The same name again replaces the file's content.
    const again = await multipart(api, 'PUT', `/projects/${project.id}`, alice.token, [avatarPart('second.gif', png)]);
    expect(again.status).toBe(200);
    expect(Buffer.from(await (await fetch(again.body.avatar_url)).arrayBuffer())).toEqual(png);

    // Still 400 with nothing at all to change.
    const empty = await multipart(api, 'PUT', `/projects/${project.id}`, alice.token, []);
    expect(empty.status).toBe(400);
  });

  test('edit needs a maintainer; deleting the project removes its avatar', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const created = await multipart(api, 'POST', '/projects', alice.token, [{ name: 'name', value: 'Doomed' }, { name: 'visibility', value: 'public' }, avatarPart('doomed.png')]);
    expect(created.status).toBe(201);
    const stranger = await multipart(api, 'PUT', `/projects/${created.body.id}`, bob.token, [avatarPart('mine.png')]);
    expect(stranger.status).toBe(403);
    expect(await readdir(avatarsDirectory(created.body.id))).toEqual(['doomed.png']);

    const deleted = await api.request('DELETE', `/projects/${created.body.id}`, { token: alice.token });
    expect(deleted.status).toBe(204);
    expect(existsSync(avatarsDirectory(created.body.id))).toBe(false);
    expect((await fetch(created.body.avatar_url)).status).toBe(404);
  });
});
