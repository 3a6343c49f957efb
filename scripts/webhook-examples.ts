// `npm run webhook-examples`: captures one real delivery of each webhook event and writes it as the spec's example
// (openapi/components/examples/Webhook*Delivery.yaml). Runs a reference server and a local receiver, adds a project
// hook for every event, then pushes a commit through the API, pushes a tag with git, opens a merge request and an
// issue. Run `npm run generate` afterwards.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { stringifyYaml } from '@redocly/openapi-core';
import { startServer } from './reference-server.js';

const examplesDir = fileURLToPath(new URL('../openapi/components/examples/', import.meta.url));
/** The address the deliveries' URLs (`web_url`, `git_http_url`, …) name, instead of the script's random port. */
const externalUrl = 'https://code.example.com';

const events = {
  'Push Hook': { file: 'WebhookPushDelivery.yaml', summary: 'A commit pushed to master' },
  'Tag Push Hook': { file: 'WebhookTagPushDelivery.yaml', summary: 'An annotated tag pushed' },
  'Merge Request Hook': { file: 'WebhookMergeRequestDelivery.yaml', summary: 'A merge request opened' },
  'Issue Hook': { file: 'WebhookIssueDelivery.yaml', summary: 'An issue opened' },
} as const;
type EventName = keyof typeof events;

const delivered = new Map<EventName, unknown>();
const receiver = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
  request.on('end', () => {
    const event = request.headers['x-gitlab-event'] as EventName;
    if (event in events && !delivered.has(event)) delivered.set(event, JSON.parse(body));
    response.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;

const work = mkdtempSync(join(tmpdir(), 'rhs-webhook-examples-'));
const server = await startServer(work, { EXTERNAL_URL: externalUrl });

async function api(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: { 'PRIVATE-TOKEN': server.adminToken, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const git = (args: string[], cwd: string) => promisify(execFile)('git', args, {
  cwd,
  env: {
    PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0',
    GIT_AUTHOR_NAME: 'Administrator', GIT_AUTHOR_EMAIL: 'admin@example.com',
    GIT_COMMITTER_NAME: 'Administrator', GIT_COMMITTER_EMAIL: 'admin@example.com',
  },
});

try {
  // The receiver is on this machine, which hooks may only reach when the instance allows local requests.
  await api('PUT', '/application/settings', { allow_local_requests_from_hooks_and_services: true });
  const project = await api('POST', '/projects', { name: 'Diaspora Client', description: 'A client for the API', initialize_with_readme: true });
  const id = project.id as number;
  await api('POST', `/projects/${id}/hooks`, {
    url: receiverUrl, token: 'secret-token', push_events: true, tag_push_events: true, merge_requests_events: true, issues_events: true,
  });

  await api('POST', `/projects/${id}/repository/commits`, {
    branch: 'master', commit_message: 'Add the application', actions: [{ action: 'create', file_path: 'lib/app.rb', content: "puts 'hello'\n" }],
  });
  await waitFor('Push Hook');

  const clone = join(work, 'clone');
  const repository = new URL(`${server.url}/${project.path_with_namespace as string}.git`);
  repository.username = 'root';
  repository.password = server.adminToken;
  await git(['clone', '-q', repository.toString(), clone], work);
  await git(['tag', '-a', 'v1.0.0', '-m', 'Release 1.0.0'], clone);
  await git(['push', '-q', 'origin', 'v1.0.0'], clone);

  await api('POST', `/projects/${id}/repository/commits`, {
    branch: 'feature', start_branch: 'master', commit_message: 'Add a feature', actions: [{ action: 'create', file_path: 'lib/feature.rb', content: "puts 'feature'\n" }],
  });
  await api('POST', `/projects/${id}/merge_requests`, { source_branch: 'feature', target_branch: 'master', title: 'Add a feature', description: 'The feature, with its tests.' });
  await api('POST', `/projects/${id}/issues`, { title: 'The feature is missing', description: 'Users ask for it.', labels: 'feature' });

  for (const event of Object.keys(events) as EventName[]) await waitFor(event);
  for (const [event, { file, summary }] of Object.entries(events)) {
    const example = { summary, description: 'A delivery captured from the reference server.', value: delivered.get(event as EventName) };
    writeFileSync(join(examplesDir, file), stringifyYaml(example, { lineWidth: -1 }));
    console.log(`Wrote openapi/components/examples/${file}`);
  }
} finally {
  await server.stop();
  receiver.close();
  rmSync(work, { recursive: true, force: true });
}

async function waitFor(event: EventName): Promise<void> {
  for (const started = Date.now(); !delivered.has(event); await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (Date.now() - started > 60_000) throw new Error(`no ${event} delivery within a minute`);
  }
}
