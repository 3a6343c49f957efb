// The unmodified Go client go-gitlab (Debian's golang-github-xanzy-go-gitlab-dev, 0.73) against the server, through
// the Prism proxy: its typed decoding turns any type difference into an error. The driver in go-gitlab/main.go is
// built once per content into node_modules/.cache and reused; without `go` or the package the test is skipped.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { projectWithBranches } from '../merge-requests/support.js';

const gopath = '/usr/share/gocode';
const source = fileURLToPath(new URL('./go-gitlab/main.go', import.meta.url));

function goAvailable(): string | undefined {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
  } catch {
    return 'the go toolchain is not installed (Debian: apt-get install golang-go)';
  }
  if (!existsSync(join(gopath, 'src/github.com/xanzy/go-gitlab'))) {
    return 'go-gitlab is not installed (Debian: apt-get install golang-github-xanzy-go-gitlab-dev)';
  }
  return undefined;
}

const unavailable = goAvailable();
if (unavailable) console.warn(`go-gitlab test skipped: ${unavailable}`);

const goEnvironment = (directory: string) => ({ ...process.env, GO111MODULE: 'off', GOPATH: gopath, GOCACHE: join(directory, 'cache'), GOFLAGS: '' });

/** The driver binary for the current source, built unless a build of the same source exists. */
function buildDriver(): Promise<string> {
  const digest = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 16);
  // Kept between runs (a build takes seconds), where tools keep their caches rather than in the temporary folder.
  const directory = fileURLToPath(new URL('../../node_modules/.cache/rhs-go-gitlab', import.meta.url));
  const binary = join(directory, `driver-${digest}`);
  if (existsSync(binary)) return Promise.resolve(binary);
  mkdirSync(directory, { recursive: true });
  return new Promise((resolve, reject) => {
    execFile('go', ['build', '-o', binary, source], { cwd: directory, env: goEnvironment(directory) }, (error, _stdout, stderr) =>
      (error ? reject(new Error(`go build: ${stderr}`)) : resolve(binary)));
  });
}

describeApi('go-gitlab', (api) => {
  let driver = '';
  beforeAll(async () => {
    if (!unavailable) driver = await buildDriver();
  }, 180_000);

  test.skipIf(unavailable !== undefined)('merge requests, hooks, settings, forks, issues and tokens through go-gitlab', async () => {
    // Alice's project: the administrator forks it into their own namespace.
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'Go Client', { visibility: 'internal' });
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(driver, [], {
        env: { ...process.env, GITLAB_URL: api.url, GITLAB_TOKEN: adminToken, GITLAB_PROJECT: String(project.id), GITLAB_USER: '1' },
        timeout: 60_000,
      }, (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }));
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.mr).toEqual({
      draft: true, assignees: 1, reviewers: 1, canMerge: true, references: `${project.path_with_namespace}!1`, tasks: 2,
      labels: ['bug', 'ui'], changesCount: '1',
    });
    expect(out.listed).toBe(1);
    expect(out.updated).toEqual({ draft: false, assignees: 0 });
    expect(out.hook).toEqual({ filter: 'release/*', wiki: true, confidential: true, releases: true, editedWiki: false, readUrl: 'https://ci.example.com/edited' });
    expect(out.settings).toEqual({ polling: 1, changed: 1.5 });
    expect(out.forks).toEqual(['root/go-client', 'root/go-fork']);
    // The real service answers the fork relation call with the project (go-gitlab 0.73 reads it into its older
    // relation type, whose id is then the project's).
    expect(out.relation).toBe(true);
    expect(out.issue).toEqual({ due: '2030-01-02', assignees: 1 });
    expect(out.token).toBe('2030-01-02');
  }, 120_000);
});
