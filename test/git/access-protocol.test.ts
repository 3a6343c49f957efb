// `enabled_git_access_protocol`: `ssh` closes git over HTTP with the real service's answer; `http` and both
// (`nil`) keep it open. The project's `http_url_to_repo` is the same either way.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { commitFile, runGit, scratchDirectory, withCredentials } from '../support/git-client.js';

describeApi('enabled_git_access_protocol', (api) => {
  const refusal = 'Git access over HTTP is not allowed';
  const setProtocol = async (value: string) => {
    const response = await api.request('PUT', '/application/settings', { token: adminToken, json: { enabled_git_access_protocol: value } });
    expect(response.status, response.text).toBe(200);
  };
  const project = async (name: string) => {
    const response = await api.request('POST', '/projects', { token: adminToken, json: { name, visibility: 'public' } });
    expect(response.status).toBe(201);
    return response.body as { id: number; http_url_to_repo: string };
  };

  test('ssh only: clone, fetch and push over HTTP fail with 403 and the reason, anonymous or not, and nothing moves', async () => {
    const { id, http_url_to_repo: url } = await project('tool');
    const work = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(url, adminToken), work])).code).toBe(0);
    await commitFile(work, 'a.txt', 'a\n', 'first');
    expect((await runGit(['push', '-q', 'origin', 'HEAD:master'], work)).code).toBe(0);

    await setProtocol('ssh');
    const shown = await api.request('GET', `/projects/${id}`, { token: adminToken });
    expect(shown.body.http_url_to_repo).toBe(url);
    for (const cloneUrl of [url, withCredentials(url, adminToken)]) {
      const clone = await runGit(['clone', '-q', cloneUrl, scratchDirectory()]);
      expect(clone.code).not.toBe(0);
      expect(clone.stderr).toContain(refusal);
      expect(clone.stderr).toContain('403');
    }
    await commitFile(work, 'b.txt', 'b\n', 'second');
    const push = await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain(refusal);
    const fetched = await runGit(['fetch', '-q', 'origin'], work);
    expect(fetched.code).not.toBe(0);
    expect(fetched.stderr).toContain(refusal);
    expect(await api.db.selectFrom('ref_events').select('ref').where('project_id', '=', id).execute()).toHaveLength(1);

    // The answer itself, for every endpoint of the protocol.
    const root = new URL(url);
    for (const [method, path] of [['GET', '/info/refs?service=git-upload-pack'], ['GET', '/info/refs?service=git-receive-pack'], ['POST', '/git-upload-pack'], ['POST', '/git-receive-pack']] as const) {
      const response = await fetch(`${root.origin}${root.pathname}${path}`, { method, headers: { authorization: `Basic ${Buffer.from(`oauth2:${adminToken}`).toString('base64')}` } });
      expect(response.status, path).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(`${refusal}\n`);
    }
    // Wrong credentials are still told so first.
    const wrong = await fetch(`${root.origin}${root.pathname}/info/refs?service=git-upload-pack`, { headers: { authorization: `Basic ${Buffer.from('oauth2:wrong').toString('base64')}` } });
    expect(wrong.status).toBe(401);
  });

  test('http only and both keep git over HTTP working', async () => {
    const { http_url_to_repo: url } = await project('tool');
    const work = scratchDirectory();
    expect((await runGit(['clone', '-q', withCredentials(url, adminToken), work])).code).toBe(0);
    for (const [index, value] of ['http', 'nil'].entries()) {
      await setProtocol(value);
      const head = await commitFile(work, `${value}.txt`, `${value}\n`, `commit ${index}`);
      const push = await runGit(['push', '-q', 'origin', 'HEAD:master'], work);
      expect(push.code, push.stderr).toBe(0);
      const copy = scratchDirectory();
      const clone = await runGit(['clone', '-q', url, copy]);
      expect(clone.code, clone.stderr).toBe(0);
      expect((await runGit(['rev-parse', 'HEAD'], copy)).stdout.trim()).toBe(head);
    }
  });
});
