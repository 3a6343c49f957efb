// The flow with the client orval generates (fetch client, base URL from the spec's templated server).
import { createCommit, createMergeRequest, createProject, listProjectMergeRequests } from './client/api';

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export async function flow(_apiUrl: string, token: string): Promise<string> {
  const options = { headers: { 'PRIVATE-TOKEN': token } };
  const created = await createProject({ name: `orval ${Date.now()}`, initialize_with_readme: true }, options);
  check(created.status === 201, `create project: ${created.status} ${JSON.stringify(created.data)}`);
  const project = created.data;
  const iids: number[] = [];
  for (const branch of ['feature-a', 'feature-b']) {
    const commit = await createCommit(project.id, {
      branch, start_branch: 'master', commit_message: `Add ${branch}`, actions: [{ action: 'create', file_path: `${branch}.txt`, content: branch }],
    }, options);
    check(commit.status === 201, `create commit: ${commit.status} ${JSON.stringify(commit.data)}`);
    const opened = await createMergeRequest(project.id, { source_branch: branch, target_branch: 'master', title: `Add ${branch}` }, options);
    check(opened.status === 201, `open merge request: ${opened.status} ${JSON.stringify(opened.data)}`);
    check(opened.data.state === 'opened', `merge request state ${opened.data.state}`);
    iids.push(opened.data.iid);
  }
  const listed: number[] = [];
  for (const page of [1, 2]) {
    const list = await listProjectMergeRequests(project.id, { per_page: 1, page }, options);
    check(list.status === 200, `list: ${list.status} ${JSON.stringify(list.data)}`);
    check(list.data.length === 1, `page ${page} has ${list.data.length} entries`);
    check(list.headers.get('x-total') === '2', `X-Total ${list.headers.get('x-total')}`);
    listed.push(list.data[0]!.iid);
  }
  check(listed.sort().join() === iids.sort().join(), `listed ${listed.join()} but opened ${iids.join()}`);
  return `project ${project.id}, merge requests ${listed.join(', ')} over 2 pages`;
}
