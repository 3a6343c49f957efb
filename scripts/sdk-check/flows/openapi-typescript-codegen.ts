// The flow with the client openapi-typescript-codegen generates (fetch client, one service class per tag). Its
// methods return bodies only, so pagination is checked by the pages' contents.
import { CommitsService, MergeRequestsService, OpenAPI, ProjectsService } from './client';

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export async function flow(apiUrl: string, token: string): Promise<string> {
  OpenAPI.BASE = apiUrl;
  OpenAPI.HEADERS = { 'PRIVATE-TOKEN': token };
  const project = await ProjectsService.createProject({ requestBody: { name: `codegen ${Date.now()}`, initialize_with_readme: true } });
  const iids: number[] = [];
  for (const branch of ['feature-a', 'feature-b']) {
    await CommitsService.createCommit({
      id: project.id,
      requestBody: { branch, start_branch: 'master', commit_message: `Add ${branch}`, actions: [{ action: 'create', file_path: `${branch}.txt`, content: branch }] },
    });
    const opened = await MergeRequestsService.createMergeRequest({
      id: project.id,
      requestBody: { source_branch: branch, target_branch: 'master', title: `Add ${branch}` },
    });
    check(opened.state === 'opened', `merge request state ${opened.state}`);
    iids.push(opened.iid);
  }
  const listed: number[] = [];
  for (const page of [1, 2]) {
    const entries = await MergeRequestsService.listProjectMergeRequests({ id: project.id, perPage: 1, page });
    check(entries.length === 1, `page ${page} has ${entries.length} entries`);
    listed.push(entries[0]!.iid);
  }
  check(listed.sort().join() === iids.sort().join(), `listed ${listed.join()} but opened ${iids.join()}`);
  return `project ${project.id}, merge requests ${listed.join(', ')} over 2 pages`;
}
