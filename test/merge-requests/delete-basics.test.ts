// Deleting merge requests (a soft delete): administrators and project owners only; afterwards the request
// is gone from every call and list, and its iid is never reused.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches } from './support.js';

describeApi('delete a merge request', (api) => {
  test('owners and administrators delete (204, no body); maintainers and authors 403; anonymous 401', async () => {
    const owner = await api.createUser('owner');
    const maintainer = await api.createUser('maintainer');
    const project = await projectWithBranches(api, owner.token, 'deleted', { visibility: 'public' });
    await addMember(api, project.id, maintainer.id, 40);
    await createMergeRequest(api, maintainer.token, project.id);
    const path = `/projects/${project.id}/merge_requests/1`;

    const refused = await api.request('DELETE', path, { token: maintainer.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '403 Forbidden' });
    // Prism answers unauthenticated calls to secured operations itself: straight to the server.
    const anonymous = await api.request('DELETE', path, { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });

    await api.request('POST', `${path}/todo`, { token: maintainer.token, direct: true });
    const deleted = await api.request('DELETE', path, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await api.request('GET', path, { token: owner.token })).body).toEqual({ message: '404 Not found' });
    for (const list of [`/projects/${project.id}/merge_requests`, '/merge_requests?scope=all']) {
      const listed = await api.request('GET', list, { token: owner.token });
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([]);
      expect(listed.headers.get('x-total')).toBe('0');
    }
    for (const suffix of ['/changes', '/commits', '/versions', '/time_stats']) {
      expect((await api.request('GET', `${path}${suffix}`, { token: owner.token })).body).toEqual({ message: '404 Not found' });
    }
    expect(await api.db.selectFrom('todos').selectAll().execute()).toEqual([]);
    expect(await api.db.selectFrom('merge_request_diffs').selectAll().execute()).toEqual([]);
    const again = await api.request('DELETE', path, { token: owner.token });
    expect(again.status).toBe(404);

    const next = await createMergeRequest(api, owner.token, project.id);
    expect(next.iid).toBe(2);
    expect((await api.request('DELETE', `/projects/${project.id}/merge_requests/2`, { token: adminToken })).status).toBe(204);
  });
});
