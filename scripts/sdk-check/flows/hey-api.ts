// The flow with the client @hey-api/openapi-ts generates: create a project, commit two branches through the
// repository commits API, open a merge request for each, list the project's merge requests a page at a time.
import { client } from './client/client.gen';
import { createCommit, createMergeRequest, createProject, listProjectMergeRequests } from './client/sdk.gen';

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export async function flow(apiUrl: string, token: string): Promise<string> {
  client.setConfig({ baseUrl: apiUrl, headers: { 'PRIVATE-TOKEN': token } });
  const { data: project } = await createProject({ body: { name: `hey-api ${Date.now()}`, initialize_with_readme: true }, throwOnError: true });
  const iids: number[] = [];
  for (const branch of ['feature-a', 'feature-b']) {
    await createCommit({
      path: { id: project.id },
      body: { branch, start_branch: 'master', commit_message: `Add ${branch}`, actions: [{ action: 'create', file_path: `${branch}.txt`, content: branch }] },
      throwOnError: true,
    });
    const { data: opened } = await createMergeRequest({
      path: { id: project.id },
      body: { source_branch: branch, target_branch: 'master', title: `Add ${branch}` },
      throwOnError: true,
    });
    check(opened.state === 'opened', `merge request state ${opened.state}`);
    iids.push(opened.iid);
  }
  const listed: number[] = [];
  for (const page of [1, 2]) {
    const { data, response } = await listProjectMergeRequests({ path: { id: project.id }, query: { per_page: 1, page }, throwOnError: true });
    check(data.length === 1, `page ${page} has ${data.length} entries`);
    check(response.headers.get('x-total') === '2', `X-Total ${response.headers.get('x-total')}`);
    listed.push(data[0]!.iid);
  }
  check(listed.sort().join() === iids.sort().join(), `listed ${listed.join()} but opened ${iids.join()}`);
  return `project ${project.id}, merge requests ${listed.join(', ')} over 2 pages`;
}
