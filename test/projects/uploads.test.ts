import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { sessionCookieFor } from '../auth/helpers.js';
import { projectWithCast, setSetting, upload } from './actions-support.js';
import { createProject } from './support.js';

const secretUrl = /^\/uploads\/[0-9a-f]{32}\//;

describeApi('POST /projects/:id/uploads and the uploaded file', (api) => {
  const uploadsDir = () => join(api.services.config.dataDir, 'uploads');
  const fetchFile = (webUrl: string, url: string, headers: Record<string, string> = {}) =>
    fetch(`${webUrl}${url}`, { headers, redirect: 'manual' });

  test('a text file: 201 with alt, url and a link in Markdown; stored on disk; served as an attachment', async () => {
    const alice = await api.createUser('alice');
    const project = await createProject(api, alice.token, { name: 'Docs', visibility: 'public' });
    const response = await upload(api, alice.token, project.id, { fileName: 'release notes.txt', content: 'hello notes' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    const { alt, url, markdown } = response.body;
    expect(alt).toBe('release_notes');
    expect(url).toMatch(secretUrl);
    expect(url.endsWith('/release_notes.txt')).toBe(true);
    expect(markdown).toBe(`[release_notes](${url})`);
    const secret = url.split('/')[2];
    expect(await readFile(join(uploadsDir(), String(project.id), secret, 'release_notes.txt'), 'utf8')).toBe('hello notes');
    // Nothing is left among the files being received.
    expect(await readdir(join(uploadsDir(), 'incoming'))).toEqual([]);

    const served = await fetchFile(project.web_url, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename=release_notes.txt');
    expect(await served.text()).toBe('hello notes');
  });

  test('an image: Markdown embeds it, and it is served inline with its type', async () => {
    const project = await createProject(api, adminToken, { name: 'Pictures', visibility: 'public' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    // Prism's proxy forwards a multipart body as text, which would mangle the bytes: this upload goes to the server.
    const response = await upload(api, adminToken, project.id, { fileName: 'Screen Shot.PNG', content: png, type: 'image/png', direct: true });
    expect(response.status).toBe(201);
    expect(response.body.alt).toBe('Screen_Shot');
    expect(response.body.markdown).toBe(`![Screen_Shot](${response.body.url})`);
    const served = await fetchFile(project.web_url, response.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  test('file names: the last path segment, unusual characters replaced, letters of any script kept; bad names 400', async () => {
    const project = await createProject(api, adminToken, { name: 'Names' });
    const names: Array<[string, string]> = [
      ['../../etc/passwd', 'passwd'],
      ['C:\\Users\\me\\report (final).pdf', 'report__final_.pdf'],
      ['résumé-v1+2.txt', 'résumé-v1+2.txt'],
      ['.hidden', '.hidden'],
    ];
    for (const [sent, stored] of names) {
      const response = await upload(api, adminToken, project.id, { fileName: sent });
      expect(response.status, sent).toBe(201);
      expect(response.body.url.split('/')[3], sent).toBe(stored);
    }
    for (const bad of ['..', '.', 'dir/..', 'tab\there.txt', 'line\nbreak.txt', `${'x'.repeat(252)}.txt`]) {
      const response = await upload(api, adminToken, project.id, { fileName: bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body).toEqual({ message: '400 Bad request - File name is invalid' });
    }
    // Other control characters cannot even be sent in a part header: the body is malformed.
    const bell = await upload(api, adminToken, project.id, { fileName: 'bell\u0007.txt' });
    expect(bell.status).toBe(400);
    expect(bell.body).toEqual({ message: '400 Bad request - Malformed multipart body' });
    const [record] = await api.db.selectFrom('project_uploads').select(({ fn }) => fn.countAll<string | number>().as('count')).execute();
    expect(Number(record!.count)).toBe(names.length);
  });

  test('no file part is 400 "file is missing"; a plain field (or a part without a file name) is 400 "file is invalid"', async () => {
    const project = await createProject(api, adminToken, { name: 'Missing' });
    const other = await upload(api, adminToken, project.id, { name: 'attachment' });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: 'file is missing', message: 'file is missing' });
    const nameless = await upload(api, adminToken, project.id, { fileName: '' });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toEqual({ error: 'file is invalid' });
    const field = await upload(api, adminToken, project.id, { field: 'just text' });
    expect(field.status).toBe(400);
    expect(field.body).toEqual({ error: 'file is invalid' });
    expect(await readdir(join(uploadsDir(), 'incoming')).catch(() => [])).toEqual([]);
  });

  test('a file larger than max_attachment_size is 413 and is not kept', async () => {
    const project = await createProject(api, adminToken, { name: 'Big' });
    await setSetting(api, { max_attachment_size: 1 });
    const megabyte = 1024 * 1024;
    const exact = await upload(api, adminToken, project.id, { content: new Uint8Array(megabyte), fileName: 'exact.bin' });
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    const tooBig = await upload(api, adminToken, project.id, { content: new Uint8Array(megabyte + 1), fileName: 'big.bin' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: '413 Request Entity Too Large' });
    expect(await readdir(join(uploadsDir(), 'incoming'))).toEqual([]);
    expect(await readdir(join(uploadsDir(), String(project.id)))).toHaveLength(1);
    const rows = await api.db.selectFrom('project_uploads').select('file_name').execute();
    expect(rows).toEqual([{ file_name: 'exact.bin' }]);
  });

  test('who may upload: any signed-in reader; 404 for non-members of a private project; 401 anonymous', async () => {
    const { guest, outsider, project } = await projectWithCast(api, 'private');
    expect((await upload(api, guest.token, project.id)).status).toBe(201);
    const stranger = await upload(api, outsider.token, project.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: '404 Project Not Found' });
    const unknown = await upload(api, adminToken, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Project Not Found' });
    // Prism answers unauthenticated calls to secured operations itself: this one goes to the server.
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const anonymous = await fetch(`${api.directUrl}/projects/${project.id}/uploads`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: '401 Unauthorized' });

    // A signed-in non-member may upload to a project they can read.
    const internal = await createProject(api, adminToken, { name: 'Internal Uploads', visibility: 'internal' });
    expect((await upload(api, outsider.token, internal.id)).status).toBe(201);
  });

  test('the file is served to readers only (token, private_token, session cookie); others get 404', async () => {
    const { owner, outsider, project } = await projectWithCast(api, 'private');
    const { body } = await upload(api, owner.token, project.id, { content: 'secret plans' });
    const webUrl = project.web_url;

    expect((await fetchFile(webUrl, body.url, { 'PRIVATE-TOKEN': owner.token })).status).toBe(200);
    expect(await (await fetchFile(webUrl, `${body.url}?private_token=${owner.token}`)).text()).toBe('secret plans');
    const cookie = await sessionCookieFor(api, 'owner', 'password-of-test-user');
    expect((await fetchFile(webUrl, body.url, { Cookie: cookie })).status).toBe(200);
    expect((await fetchFile(webUrl, body.url, { 'PRIVATE-TOKEN': adminToken })).status).toBe(200);

    for (const headers of [{}, { 'PRIVATE-TOKEN': outsider.token }] as Array<Record<string, string>>) {
      const refused = await fetchFile(webUrl, body.url, headers);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: '404 Not Found' });
    }
    const secret = body.url.split('/')[2];
    for (const path of [
      `/owner/cast-project/uploads/${secret}/other.txt`,
      `/owner/cast-project/uploads/${'0'.repeat(32)}/notes.txt`,
      `/owner/other-project/uploads/${secret}/notes.txt`,
      `/${project.id}/uploads/${secret}/notes.txt`,
    ]) {
      const missing = await fetch(`${api.rootUrl}${path}`, { headers: { 'PRIVATE-TOKEN': owner.token } });
      expect(missing.status, path).toBe(404);
    }
  });

  test('statistics count the uploads in storage_size', async () => {
    const project = await createProject(api, adminToken, { name: 'Measured' });
    await upload(api, adminToken, project.id, { content: 'x'.repeat(1000) });
    await upload(api, adminToken, project.id, { content: 'y'.repeat(234) });
    const response = await api.request('GET', `/projects/${project.id}`, { token: adminToken, query: { statistics: 'true' } });
    // storage_size is the repository on disk plus the uploads.
    const { statistics } = response.body;
    expect(statistics).toMatchObject({ commit_count: 0, lfs_objects_size: 0, job_artifacts_size: 0 });
    expect(statistics.storage_size).toBe(statistics.repository_size + 1234);
  });
});
