// The unmodified Python client python-gitlab (Debian's python3-gitlab) against the server, through the Prism proxy:
// creates a project, commits two files in one commit, opens a merge request with labels and edits an issue's labels
// with add_labels and remove_labels. Without a python3 that can import it the test is skipped, saying so.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { pythonWithGitlab } from '../support/python.js';

const driver = fileURLToPath(new URL('./python-gitlab/driver.py', import.meta.url));

const python = pythonWithGitlab();
if (!python) console.warn('python-gitlab test skipped: no python3 can import gitlab (Debian: apt-get install python3-gitlab)');

describeApi('python-gitlab', (api) => {
  test.skipIf(python === undefined)('a project, a two-file commit, a labelled merge request and issue label edits', async () => {
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(python!, [driver], {
        env: { ...process.env, GITLAB_URL: api.url.replace(/\/api\/v4$/, ''), GITLAB_TOKEN: adminToken },
        timeout: 60_000,
      }, (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }));
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      project: { path: 'root/python-client', default_branch: 'master', tag_list: ['py', 'client'] },
      commit: { title: 'Two files', parents: 1 },
      files: { 'a.txt': 'first', 'b.txt': 'second' },
      mr: { iid: 1, labels: ['bug', 'ui'], state: 'opened' },
      issue: { labels: ['docs', 'ui'] },
    });
  }, 90_000);
});
