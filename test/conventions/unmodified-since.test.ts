// If-Unmodified-Since on deletions: a resource modified after the given time answers 412 and stays; an earlier
// modification (or a value that is not a date) lets the deletion through; an edit racing the deletion is either
// seen by it (412) or finds the resource gone (404), never lost.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createMergeRequest, projectWithBranches } from '../merge-requests/support.js';

const precondition = { message: '412 Precondition Failed' };
const past = 'Wed, 21 Oct 2015 07:28:00 GMT';
const future = new Date(Date.now() + 3_600_000).toUTCString();

describeApi('If-Unmodified-Since', (api) => {
  test('deleting a merge request, a hook and a project: 412 when modified since, nothing deleted; then deleted', async () => {
    const project = await projectWithBranches(api, adminToken, 'Conditional');
    const mergeRequest = await createMergeRequest(api, adminToken, project.id);
    const hook = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, json: { url: 'https://ci.example.com/hook' } });
    expect(hook.status).toBe(201);
    const paths = [`/projects/${project.id}/merge_requests/${mergeRequest.iid}`, `/projects/${project.id}/hooks/${hook.body.id}`, `/projects/${project.id}`];

    for (const path of paths) {
      const refused = await api.request('DELETE', path, { token: adminToken, headers: { 'If-Unmodified-Since': past } });
      expect(refused.status, path).toBe(412);
      expect(refused.body).toEqual(precondition);
      const iso = await api.request('DELETE', path, { token: adminToken, headers: { 'If-Unmodified-Since': '2015-10-21T07:28:00Z' } });
      expect(iso.status, path).toBe(412);
    }
    expect((await api.request('GET', paths[0]!, { token: adminToken })).status).toBe(200);
    expect((await api.request('GET', paths[1]!, { token: adminToken })).status).toBe(200);
    expect((await api.request('GET', paths[2]!, { token: adminToken })).status).toBe(200);

    // An edit moves the hook's time: a date between its creation and the edit is refused.
    const beforeEdit = new Date(Date.now() + 1000).toUTCString();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const edited = await api.request('PUT', paths[1]!, { token: adminToken, json: { url: 'https://ci.example.com/edited' } });
    expect(edited.status).toBe(200);
    expect((await api.request('DELETE', paths[1]!, { token: adminToken, headers: { 'If-Unmodified-Since': beforeEdit } })).status).toBe(412);

    const notADate = await api.request('DELETE', paths[0]!, { token: adminToken, headers: { 'If-Unmodified-Since': 'yesterday-ish' } });
    expect(notADate.status).toBe(204);
    for (const path of paths.slice(1)) {
      const deleted = await api.request('DELETE', path, { token: adminToken, headers: { 'If-Unmodified-Since': future } });
      expect(deleted.status, path).toBeLessThan(300);
    }
    expect((await api.request('GET', paths[2]!, { token: adminToken })).status).toBe(404);
  });

  test('a deletion racing an edit: the edit is never lost (412 for the deletion, or 404 for the edit)', async () => {
    const project = await projectWithBranches(api, adminToken, 'Racing');
    const spare = await api.request('POST', '/projects', { token: adminToken, direct: true, json: { name: 'Spare' } });
    const pairs: { edit: [string, unknown]; remove: string }[] = [];
    for (let round = 0; round < 4; round += 1) {
      const branch = await api.request('POST', `/projects/${project.id}/repository/branches`, { token: adminToken, direct: true, json: { branch: `race-${round}`, ref: 'feature' } });
      expect(branch.status, branch.text).toBe(201);
      const mergeRequest = await createMergeRequest(api, adminToken, project.id, { source_branch: `race-${round}`, title: `Race ${round}` });
      pairs.push({ edit: [`/projects/${project.id}/merge_requests/${mergeRequest.iid}`, { title: 'Edited' }], remove: `/projects/${project.id}/merge_requests/${mergeRequest.iid}` });
      const hook = await api.request('POST', `/projects/${project.id}/hooks`, { token: adminToken, direct: true, json: { url: 'https://ci.example.com/hook' } });
      pairs.push({ edit: [`/projects/${project.id}/hooks/${hook.body.id}`, { url: 'https://ci.example.com/edited' }], remove: `/projects/${project.id}/hooks/${hook.body.id}` });
    }
    pairs.push({ edit: [`/projects/${spare.body.id}`, { description: 'Edited' }], remove: `/projects/${spare.body.id}` });
    // A time after every creation and before every edit.
    const since = Math.ceil(Date.now() / 1000) * 1000;
    await new Promise((resolve) => setTimeout(resolve, since - Date.now() + 50));
    const headers = { 'If-Unmodified-Since': new Date(since).toUTCString() };
    const outcomes = await Promise.all(pairs.map(async ({ edit: [path, json], remove }) => {
      const [edited, removed] = await Promise.all([
        api.request('PUT', path, { token: adminToken, direct: true, json }),
        api.request('DELETE', remove, { token: adminToken, direct: true, headers }),
      ]);
      return { path, outcome: [edited.status, removed.status < 300 ? 'deleted' : removed.status] };
    }));
    for (const { path, outcome } of outcomes) expect([[200, 412], [404, 'deleted']], path).toContainEqual(outcome);
  });
});
