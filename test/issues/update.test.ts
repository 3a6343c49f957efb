import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createMilestone, forbidden, isoTimestamp, issueNotFound, openIssue, projectNotFound, team, unauthorized } from './support.js';

describeApi('issues: update', (api) => {
  test('PUT changes the attributes given; close sets closed_at and closed_by, reopen clears them', async () => {
    const { owner, reporter, project } = await team(api);
    const milestone = await createMilestone(api, owner.token, project.id);
    const issue = await openIssue(api, owner.token, project.id, { title: 'Old', labels: 'bug' });
    const path = `/projects/${project.id}/issues/${issue.iid}`;
    const edited = await api.request('PUT', path, {
      token: reporter.token,
      json: { title: 'New', description: 'Details', labels: 'feature', assignee_ids: [reporter.id], milestone_id: milestone.id, confidential: true },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'New', description: 'Details', labels: ['feature'], assignee: { id: reporter.id }, milestone: { id: milestone.id }, confidential: true, state: 'opened',
    });
    expect(edited.body.updated_at > issue.updated_at).toBe(true);

    const closed = await api.request('PUT', path, { token: reporter.token, form: { state_event: 'close' } });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({ state: 'closed', closed_at: isoTimestamp, closed_by: { id: reporter.id, username: 'reporter' } });
    const closedAgain = await api.request('PUT', path, { token: owner.token, json: { state_event: 'close' } });
    expect(closedAgain.body).toEqual(closed.body);

    const reopened = await api.request('PUT', path, { token: owner.token, json: { state_event: 'reopen' } });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ state: 'opened', closed_at: null, closed_by: null });

    const cleared = await api.request('PUT', path, { token: owner.token, json: { labels: '', assignee_ids: [], milestone_id: 0 } });
    expect(cleared.body).toMatchObject({ labels: [], assignee: null, assignees: [], milestone: null });
    const unassignedById = await api.request('PUT', path, { token: owner.token, json: { assignee_id: reporter.id } });
    expect(unassignedById.body.assignee).toMatchObject({ id: reporter.id });
    expect((await api.request('PUT', path, { token: owner.token, json: { assignee_id: 0 } })).body.assignee).toBeNull();
    await api.request('PUT', path, { token: owner.token, json: { assignee_id: reporter.id, milestone_id: milestone.id } });
    // JSON null clears them too, as the real service takes it.
    const nulled = await api.request('PUT', path, { token: owner.token, json: { assignee_id: null, milestone_id: null, description: null } });
    expect(nulled.body).toMatchObject({ assignee: null, milestone: null, description: '' });

    const unchanged = await api.request('PUT', path, { token: owner.token, json: { title: 'New' } });
    const current = await api.request('GET', path, { token: owner.token });
    expect(unchanged.body).toEqual(current.body);
  });

  test('add_labels and remove_labels edit the current labels (comma list or array, JSON or form); missing ones are created', async () => {
    const { owner, project } = await team(api);
    const issue = await openIssue(api, owner.token, project.id, { labels: 'bug,ui' });
    const path = `/projects/${project.id}/issues/${issue.iid}`;
    const added = await api.request('PUT', path, { token: owner.token, json: { add_labels: 'docs,ui', remove_labels: ['bug'] } });
    expect(added.status, added.text).toBe(200);
    expect(added.body.labels).toEqual(['docs', 'ui']);
    const edited = await api.request('PUT', path, { token: owner.token, form: [['add_labels[]', 'p1'], ['add_labels[]', 'p2'], ['remove_labels', 'docs']] });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.labels).toEqual(['p1', 'p2', 'ui']);
    const replaced = await api.request('PUT', path, { token: owner.token, json: { labels: 'a,b', add_labels: 'c', remove_labels: 'a' } });
    expect(replaced.body.labels).toEqual(['b', 'c']);
    const removedOnly = await api.request('PUT', path, { token: owner.token, json: { remove_labels: 'b,c,absent' } });
    expect(removedOnly.body.labels).toEqual([]);
    const labels = await api.request('GET', `/projects/${project.id}/labels`, { token: owner.token, query: { per_page: 100 } });
    expect(labels.body.map((label: { name: string }) => label.name).sort()).toEqual(['b', 'bug', 'c', 'docs', 'p1', 'p2', 'ui']);
  });

  test('errors: no attribute, bad state_event, unknown issue', async () => {
    const { owner, project } = await team(api);
    const issue = await openIssue(api, owner.token, project.id);
    const path = `/projects/${project.id}/issues/${issue.iid}`;
    const empty = await api.request('PUT', path, { token: owner.token, json: {} });
    expect([empty.status, empty.body]).toEqual([400, {
      error: 'add_labels, assignee_id, assignee_ids, confidential, description, due_date, labels, milestone_id, remove_labels, state_event, title are missing, at least one parameter must be provided',
      message: 'add_labels, assignee_id, assignee_ids, confidential, description, due_date, labels, milestone_id, remove_labels, state_event, title are missing, at least one parameter must be provided',
    }]);
    const badEvent = await api.request('PUT', path, { token: owner.token, json: { state_event: 'open' } });
    expect([badEvent.status, badEvent.body]).toEqual([400, { error: 'state_event does not have a valid value' }]);
    const unknown = await api.request('PUT', `/projects/${project.id}/issues/99`, { token: owner.token, json: { title: 'x' } });
    expect([unknown.status, unknown.body]).toEqual([404, issueNotFound]);
    const read = await api.request('GET', path, { token: owner.token });
    expect(read.body).toEqual(issue);
  });

  test('permissions: reporters and above and the author update; other guests 403; outsiders 404; anonymous 401', async () => {
    const { owner, guest, outsider, project } = await team(api);
    const byOwner = await openIssue(api, owner.token, project.id, { title: 'By owner' });
    const byGuest = await openIssue(api, guest.token, project.id, { title: 'By guest' });
    const base = `/projects/${project.id}/issues`;
    const notTheirs = await api.request('PUT', `${base}/${byOwner.iid}`, { token: guest.token, json: { title: 'Taken over' } });
    expect([notTheirs.status, notTheirs.body]).toEqual([403, forbidden]);
    const theirs = await api.request('PUT', `${base}/${byGuest.iid}`, { token: guest.token, json: { title: 'Renamed by guest' } });
    expect([theirs.status, theirs.body.title]).toEqual([200, 'Renamed by guest']);
    const asOutsider = await api.request('PUT', `${base}/${byOwner.iid}`, { token: outsider.token, json: { title: 'x' } });
    expect([asOutsider.status, asOutsider.body]).toEqual([404, projectNotFound]);
    // Prism answers unauthenticated calls to secured operations itself.
    const anonymous = await api.request('PUT', `${base}/${byOwner.iid}`, { direct: true, json: { title: 'x' } });
    expect([anonymous.status, anonymous.body]).toEqual([401, unauthorized]);
    const asAdmin = await api.request('PUT', `${base}/${byOwner.iid}`, { token: adminToken, json: { state_event: 'close' } });
    expect([asAdmin.status, asAdmin.body.closed_by.username]).toEqual([200, 'root']);
    const read = await api.request('GET', `${base}/${byOwner.iid}`, { token: owner.token });
    expect(read.body.title).toBe('By owner');
  });
});
