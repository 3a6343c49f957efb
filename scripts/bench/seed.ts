// The data the endpoints are measured on, made through the API as a user would: a project with a repository, one
// branch with a commit for each of its merge requests, issues, and other projects so the project list is full.
import type { Api } from './api.js';
import type { BenchOptions } from './options.js';

export interface Seeded {
  projectId: number;
  mergeRequestIid: number;
}

/** Runs `task` for 0…count-1, `width` at a time. */
async function inParallel(count: number, width: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
}

/** A branch holding one commit of its own, and a merge request from it into the default branch. */
export async function openMergeRequest(api: Api, projectId: number, defaultBranch: string, index: number): Promise<number> {
  const branch = `feature-${index}`;
  await api('POST', `/projects/${projectId}/repository/commits`, {
    branch,
    start_branch: defaultBranch,
    commit_message: `Add feature ${index}`,
    actions: [{ action: 'create', file_path: `features/feature-${index}.md`, content: `# Feature ${index}\n\nDescribed here.\n` }],
  });
  const request = await api<{ iid: number }>('POST', `/projects/${projectId}/merge_requests`, {
    source_branch: branch,
    target_branch: defaultBranch,
    title: `Feature ${index}`,
    description: `Adds feature ${index}.`,
    labels: 'feature,bench',
  });
  return request.iid;
}

export async function seed(api: Api, options: BenchOptions, log: (line: string) => void): Promise<Seeded> {
  const project = await api<{ id: number; default_branch: string }>('POST', '/projects', {
    name: 'Payments', path: 'payments', description: 'Where the merge requests are', initialize_with_readme: true, visibility: 'private',
  });
  const { mergeRequests, projects, issues } = options.seed;
  log(`seeding ${mergeRequests} merge requests, ${projects} projects, ${issues} issues`);
  const iids: number[] = [];
  await inParallel(mergeRequests, 2, async (index) => { iids.push(await openMergeRequest(api, project.id, project.default_branch, index)); });
  await inParallel(projects, 4, async (index) => {
    await api('POST', '/projects', { name: `Service ${index}`, path: `service-${index}`, description: `Service number ${index}`, visibility: 'internal' });
  });
  await inParallel(issues, 4, async (index) => {
    await api('POST', `/projects/${project.id}/issues`, { title: `Bug ${index}`, description: `Steps to reproduce bug ${index}.`, labels: 'bug' });
  });
  return { projectId: project.id, mergeRequestIid: Math.min(...iids) };
}
