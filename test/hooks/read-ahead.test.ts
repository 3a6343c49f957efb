// A new issue and a changed merge request read the hooks that want their event before their transaction, asked before
// the project's lookup (on PostgreSQL held to go with it, once its statement was parsed on the connection): a hook
// added between two writes gets the second one's event, and one that does not want it gets none.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addHook, allowLocalHooks } from './support.js';

describeApi('hooks read ahead of a write', (api) => {
  const queuedDeliveries = async () => (await api.db.selectFrom('jobs').select('id').where('kind', '=', 'project_hook_delivery').execute()).length;
  const call = async (method: string, path: string, json: unknown, status: number) => {
    const response = await api.request(method, path, { token: adminToken, json });
    expect(response.status, response.text).toBe(status);
    return response.body;
  };

  test('a hook added between two writes gets the second one\'s event, by the project\'s id or its path', async () => {
    await allowLocalHooks(api, true);
    const project = await call('POST', '/projects', { name: 'Ahead', initialize_with_readme: true }, 201);
    await call('POST', `/projects/${project.id}/repository/commits`, {
      branch: 'feature', start_branch: project.default_branch, commit_message: 'Add a feature',
      actions: [{ action: 'create', file_path: 'feature.md', content: 'A feature\n' }],
    }, 201);
    const mergeRequest = await call('POST', `/projects/${project.id}/merge_requests`, { source_branch: 'feature', target_branch: project.default_branch, title: 'Feature' }, 201);
    const byPath = encodeURIComponent(project.path_with_namespace);
    const wanting = { issues_events: false, merge_requests_events: false, push_events: false };
    let issueHooks = 0;
    let mergeRequestHooks = 0;
    for (let round = 0; round < 6; round += 1) {
      if (round === 2) {
        await addHook(api, project.id, { url: 'http://127.0.0.1:9/issues', ...wanting, issues_events: true });
        issueHooks += 1;
      }
      if (round === 3) {
        await addHook(api, project.id, { url: 'http://127.0.0.1:9/merge-requests', ...wanting, merge_requests_events: true });
        mergeRequestHooks += 1;
      }
      const projectRef = round === 5 ? byPath : project.id;
      const before = await queuedDeliveries();
      await call('POST', `/projects/${projectRef}/issues`, { title: `Bug ${round}` }, 201);
      expect(await queuedDeliveries() - before, `issue, round ${round}`).toBe(issueHooks);
      await call('PUT', `/projects/${projectRef}/merge_requests/${mergeRequest.iid}`, { description: `Round ${round}` }, 200);
      expect(await queuedDeliveries() - before - issueHooks, `merge request, round ${round}`).toBe(mergeRequestHooks);
    }
  });
});
