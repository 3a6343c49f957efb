// `rhs-test-server export`: reads projects from any server that speaks this API (the real service included)
// through the typed client, and their repositories over git, and writes a fixture file that starts a test server
// holding the same: the users and groups involved, the projects with their members, files and history, labels,
// milestones, issues, merge requests (open, merged and closed), tags and hooks.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { createClient, paginated, unwrap, type ApiClient } from '../../../client/index.js';
import type { Fixture, FixtureGroup, FixtureUser } from '../../fixtures/fixture.js';
import { repositoryHistory } from './history.js';
import { exportProject } from './project.js';

export const exportUsage = `Usage: rhs-test-server export --base-url URL --token TOKEN --project PATH [--project PATH…] [--out FILE]

Writes a fixture file (YAML) holding the given projects of the server at URL (its root, or its /api/v4), read with
TOKEN (an administrator's, to read e-mail addresses): the users and groups involved, members, files and history,
labels, milestones, issues, merge requests, tags and hooks. Without --out, the file goes to stdout.
`;

async function exportUser(api: ApiClient, username: string): Promise<FixtureUser> {
  const [user] = unwrap(await api.GET('/users', { params: { query: { username } } }));
  const email = user?.email ?? (user?.public_email || undefined) ?? `${username}@example.invalid`;
  return { username, ...(user?.name ? { name: user.name } : {}), email, ...(user?.is_admin ? { admin: true } : {}) };
}

async function exportGroup(api: ApiClient, path: string, users: Set<string>): Promise<FixtureGroup> {
  const group = unwrap(await api.GET('/groups/{id}', { params: { path: { id: path } } }));
  const members = (await paginated(api, '/groups/{id}/members', { params: { path: { id: path }, query: { per_page: 100 } } }).all())
    .map((member) => {
      users.add(member.username);
      return { user: member.username, access_level: member.access_level as 10 | 20 | 30 | 40 | 50 };
    });
  // An owner of the group makes it (root otherwise, who would then be a member too).
  const owner = members.find((member) => member.access_level === 50)?.user;
  return {
    path: group.full_path,
    name: group.name,
    ...(group.description ? { description: group.description } : {}),
    visibility: group.visibility,
    ...(owner ? { owner } : {}),
    ...(members.length ? { members } : {}),
  };
}

/** The fixture of `projects` on the server at `baseUrl`. */
export async function exportFixture(baseUrl: string, token: string, projects: string[]): Promise<Fixture> {
  const apiUrl = baseUrl.replace(/\/+$/, '').replace(/(\/api\/v4)?$/, '/api/v4');
  const api = createClient({ baseUrl: apiUrl, token });
  const exported = [];
  for (const path of projects) exported.push(await exportProject(api, path));
  const users = new Set(exported.flatMap((entry) => [...entry.users]));
  const groups: FixtureGroup[] = [];
  for (const path of [...new Set(exported.flatMap((entry) => (entry.group ? [entry.group] : [])))]) groups.push(await exportGroup(api, path, users));
  for (const entry of exported) if (entry.project.namespace && !entry.group) users.add(entry.project.namespace);
  users.delete('root');
  const fixtureUsers: FixtureUser[] = [];
  for (const username of [...users].sort()) fixtureUsers.push(await exportUser(api, username));
  const authors = new Map(fixtureUsers.map((user) => [user.email.toLowerCase(), user.username]));
  const cloneCredentials = (url: string) => {
    const clone = new URL(url);
    clone.username = 'oauth2';
    clone.password = token;
    return clone.href;
  };
  for (const entry of exported) {
    const { commits, tags } = await repositoryHistory(cloneCredentials(entry.cloneUrl), entry.defaultBranch, authors, entry.mergedBranches);
    if (commits.length) entry.project.commits = commits;
    // After the merge requests, as the loader makes them (the key order is the file's).
    if (tags.length) {
      const { hooks, ...rest } = entry.project;
      entry.project = { ...rest, tags, ...(hooks ? { hooks } : {}) };
    }
  }
  return {
    ...(fixtureUsers.length ? { users: fixtureUsers } : {}),
    ...(groups.length ? { groups } : {}),
    projects: exported.map((entry) => entry.project),
  };
}

const header = (baseUrl: string) => `# Exported from ${baseUrl} by rhs-test-server export. The format: fixture.schema.json.
# Not in this file because the API does not give them or the format cannot hold them: tokens and passwords (hook
# tokens cannot be read back; add \`token:\` to a hook that needs one), deleted and binary files, commit dates,
# merge commits other than those of merged merge requests, tags not on a branch's head, locked merge requests, and
# ids (the server numbers what it loads anew).
`;

export async function runExport(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { 'base-url': { type: 'string' }, token: { type: 'string' }, project: { type: 'string', multiple: true }, out: { type: 'string' } },
  });
  if (!values['base-url'] || !values.token || !values.project?.length) throw new Error(`--base-url, --token and --project are needed\n\n${exportUsage}`);
  const fixture = await exportFixture(values['base-url'], values.token, values.project);
  const text = header(values['base-url']) + stringify(fixture, { lineWidth: 0 });
  if (values.out) await writeFile(values.out, text);
  else process.stdout.write(text);
}
