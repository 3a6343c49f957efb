import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { pageHeaders } from '../projects/support.js';
import { forbidden, openIssue, projectNotFound, team, unauthorized } from '../issues/support.js';

describeApi('project labels', (api) => {
  test('POST creates a label: 201 with the label; GET lists the labels by name with their counts', async () => {
    const { owner, reporter, project } = await team(api);
    const created = await api.request('POST', `/projects/${project.id}/labels`, {
      token: reporter.token,
      json: { name: 'bug', color: '#d9534f', description: 'Something does not work' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'bug',
      color: '#d9534f',
      text_color: '#FFFFFF',
      description: 'Something does not work',
      open_issues_count: 0,
      closed_issues_count: 0,
      open_merge_requests_count: 0,
      subscribed: false,
      priority: null,
      is_project_label: true,
    });
    const light = await api.request('POST', `/projects/${project.id}/labels`, { token: owner.token, form: { name: 'accepted', color: '#eee' } });
    expect(light.status, light.text).toBe(201);
    expect(light.body).toMatchObject({ name: 'accepted', color: '#eee', text_color: '#333333', description: null });

    await openIssue(api, owner.token, project.id, { labels: 'bug' });
    const closed = await openIssue(api, owner.token, project.id, { labels: 'bug,feature' });
    const closing = await api.request('PUT', `/projects/${project.id}/issues/${closed.iid}`, { direct: true, token: owner.token, json: { state_event: 'close' } });
    expect(closing.status, closing.text).toBe(200);

    const list = await api.request('GET', `/projects/${project.id}/labels`, { token: reporter.token });
    expect(list.status).toBe(200);
    expect(list.body.map((label: any) => [label.name, label.open_issues_count, label.closed_issues_count])).toEqual([
      ['accepted', 0, 0], ['bug', 1, 1], ['feature', 0, 1],
    ]);
    // A label named on an issue is created with the default color.
    expect(list.body[2]).toMatchObject({ color: '#428BCA', text_color: '#FFFFFF', description: null });
    expect(pageHeaders(list.headers)).toMatchObject({ 'x-total': '3', 'x-page': '1', 'x-per-page': '20' });

    const page = await api.request('GET', `/projects/${project.id}/labels`, { token: reporter.token, query: { per_page: 2, page: 2 } });
    expect(page.body.map((label: any) => label.name)).toEqual(['feature']);
    expect(pageHeaders(page.headers)).toMatchObject({ 'x-total': '3', 'x-total-pages': '2', 'x-prev-page': '1', 'x-next-page': '' });
  });

  test('errors: missing parameters, bad color, bad name, existing name', async () => {
    const { owner, project } = await team(api);
    const path = `/projects/${project.id}/labels`;
    const missing = await api.request('POST', path, { token: owner.token, json: { name: 'bug' } });
    expect([missing.status, missing.body]).toEqual([400, { error: 'color is missing', message: 'color is missing' }]);
    const badColor = await api.request('POST', path, { token: owner.token, json: { name: 'bug', color: 'not-a-color' } });
    expect([badColor.status, badColor.body]).toEqual([400, { message: { color: ['must be a valid color code'] } }]);
    const blank = await api.request('POST', path, { token: owner.token, json: { name: '  ', color: '#FFFFFF' } });
    expect([blank.status, blank.body]).toEqual([400, { message: { title: ["can't be blank"] } }]);
    const comma = await api.request('POST', path, { token: owner.token, json: { name: 'a,b', color: '#FFFFFF' } });
    expect([comma.status, comma.body]).toEqual([400, { message: { title: ['is invalid'] } }]);
    expect((await api.request('POST', path, { token: owner.token, json: { name: 'bug', color: '#FFFFFF' } })).status).toBe(201);
    const again = await api.request('POST', path, { token: owner.token, json: { name: 'bug', color: '#000000' } });
    expect([again.status, again.body]).toEqual([409, { message: 'Label already exists' }]);
    const list = await api.request('GET', path, { token: owner.token });
    expect(list.body.map((label: any) => [label.name, label.color])).toEqual([['bug', '#FFFFFF']]);
  });

  test('permissions: reporters and above create; guests 403; outsiders of a private project 404; anonymous 401', async () => {
    const { guest, outsider, project } = await team(api);
    const path = `/projects/${project.id}/labels`;
    const body = { name: 'bug', color: '#FF0000' };
    const asGuest = await api.request('POST', path, { token: guest.token, json: body });
    expect([asGuest.status, asGuest.body]).toEqual([403, forbidden]);
    const asOutsider = await api.request('POST', path, { token: outsider.token, json: body });
    expect([asOutsider.status, asOutsider.body]).toEqual([404, projectNotFound]);
    // Prism answers unauthenticated calls to secured operations itself.
    const anonymous = await api.request('POST', path, { direct: true, json: body });
    expect([anonymous.status, anonymous.body]).toEqual([401, unauthorized]);
    expect((await api.request('POST', path, { token: adminToken, json: body })).status).toBe(201);

    const listOutsider = await api.request('GET', path, { token: outsider.token });
    expect([listOutsider.status, listOutsider.body]).toEqual([404, projectNotFound]);
    const listAnonymous = await api.request('GET', path);
    expect([listAnonymous.status, listAnonymous.body]).toEqual([404, projectNotFound]);
    expect((await api.request('GET', path, { token: guest.token })).body).toHaveLength(1);
  });

  test('colors are kept as given; CSS color names become their hex value', async () => {
    const { owner, project } = await team(api);
    const path = `/projects/${project.id}/labels`;
    const named = await api.request('POST', path, { token: owner.token, json: { name: 'danger', color: 'Red' } });
    expect(named.status, named.text).toBe(201);
    expect(named.body).toMatchObject({ color: '#FF0000', text_color: '#FFFFFF' });
    const fromForm = await api.request('POST', path, { token: owner.token, form: { name: 'warm', color: ' darkorange ' } });
    expect(fromForm.body.color).toBe('#FF8C00');
    const mixed = await api.request('POST', path, { token: owner.token, json: { name: 'mixed', color: '#aBc123' } });
    expect(mixed.body.color).toBe('#aBc123');
    const notAName = await api.request('POST', path, { token: owner.token, json: { name: 'odd', color: 'constructor' } });
    expect([notAName.status, notAName.body]).toEqual([400, { message: { color: ['must be a valid color code'] } }]);
  });

  test('GET, PUT and DELETE one label by id or name; a rename follows onto issues; errors 404, 409, 400', async () => {
    const { owner, reporter, guest, project } = await team(api);
    const path = `/projects/${project.id}/labels`;
    const bug = (await api.request('POST', path, { token: owner.token, json: { name: 'bug', color: '#d9534f' } })).body;
    await api.request('POST', path, { token: owner.token, json: { name: 'needs review', color: '#eee' } });
    const issue = await openIssue(api, owner.token, project.id, { labels: 'bug,docs' });

    const byId = await api.request('GET', `${path}/${bug.id}`, { token: guest.token });
    expect(byId.status, byId.text).toBe(200);
    expect(byId.body).toMatchObject({ id: bug.id, name: 'bug', color: '#d9534f', open_issues_count: 1, priority: null });
    const byName = await api.request('GET', `${path}/${encodeURIComponent('needs review')}`, { token: guest.token });
    expect(byName.body.name).toBe('needs review');
    const unknown = await api.request('GET', `${path}/nothing`, { token: guest.token });
    expect([unknown.status, unknown.body]).toEqual([404, { message: '404 Label Not Found' }]);

    const edited = await api.request('PUT', `${path}/bug`, { token: reporter.token, json: { new_name: 'defect', color: 'green', description: 'Broken', priority: 2 } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ id: bug.id, name: 'defect', color: '#008000', description: 'Broken', priority: 2, open_issues_count: 1 });
    const renamedOnIssue = await api.request('GET', `/projects/${project.id}/issues/${issue.iid}`, { token: owner.token });
    expect(renamedOnIssue.body.labels.sort()).toEqual(['defect', 'docs']);

    const nothing = await api.request('PUT', `${path}/${bug.id}`, { token: owner.token, json: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error).toBe('new_name, color, description, priority are missing, at least one parameter must be provided');
    const taken = await api.request('PUT', `${path}/${bug.id}`, { token: owner.token, json: { new_name: 'docs' } });
    expect([taken.status, taken.body]).toEqual([409, { message: 'Label already exists' }]);
    const badColor = await api.request('PUT', `${path}/${bug.id}`, { token: owner.token, json: { color: '#12' } });
    expect([badColor.status, badColor.body]).toEqual([400, { message: { color: ['must be a valid color code'] } }]);
    const asGuest = await api.request('PUT', `${path}/${bug.id}`, { token: guest.token, json: { description: 'x' } });
    expect([asGuest.status, asGuest.body]).toEqual([403, forbidden]);
    const missing = await api.request('PUT', `${path}/nothing`, { token: owner.token, json: { description: 'x' } });
    expect([missing.status, missing.body]).toEqual([404, { message: '404 Label Not Found' }]);
    const undescribed = await api.request('PUT', `${path}/defect`, { token: owner.token, form: { description: '' } });
    expect(undescribed.body).toMatchObject({ description: null, priority: 2 });

    const deleted = await api.request('DELETE', `${path}/${bug.id}`, { token: reporter.token });
    expect(deleted.status, deleted.text).toBe(204);
    expect((await api.request('GET', `${path}/${bug.id}`, { token: owner.token })).status).toBe(404);
    const offIssue = await api.request('GET', `/projects/${project.id}/issues/${issue.iid}`, { token: owner.token });
    expect(offIssue.body.labels).toEqual(['docs']);
    expect((await api.request('DELETE', `${path}/${bug.id}`, { token: owner.token })).status).toBe(404);
  });

  test('the older PUT and DELETE /labels name the label by name or label_id, exactly one', async () => {
    const { owner, project } = await team(api);
    const path = `/projects/${project.id}/labels`;
    const bug = (await api.request('POST', path, { token: owner.token, json: { name: 'bug', color: '#d9534f' } })).body;
    const byName = await api.request('PUT', path, { token: owner.token, json: { name: 'bug', new_name: 'defect' } });
    expect(byName.status, byName.text).toBe(200);
    expect(byName.body).toMatchObject({ id: bug.id, name: 'defect' });
    const byId = await api.request('PUT', path, { token: owner.token, form: { label_id: String(bug.id), color: '#5cb85c' } });
    expect(byId.body).toMatchObject({ name: 'defect', color: '#5cb85c' });
    const neither = await api.request('PUT', path, { token: owner.token, json: { color: '#fff' } });
    expect([neither.status, neither.body]).toEqual([400, { error: 'label_id, name are missing, exactly one parameter must be provided' }]);
    const both = await api.request('PUT', path, { token: owner.token, json: { name: 'defect', label_id: bug.id, color: '#fff' } });
    expect([both.status, both.body]).toEqual([400, { error: 'label_id, name are mutually exclusive' }]);
    const nothing = await api.request('PUT', path, { token: owner.token, json: { name: 'defect' } });
    expect(nothing.status).toBe(400);
    const unknown = await api.request('DELETE', path, { token: owner.token, query: { name: 'nothing' } });
    expect([unknown.status, unknown.body]).toEqual([404, { message: '404 Label Not Found' }]);
    const deleted = await api.request('DELETE', path, { token: owner.token, query: { name: 'defect' } });
    expect(deleted.status, deleted.text).toBe(204);
    expect((await api.request('GET', path, { token: owner.token })).body).toEqual([]);
  });

  test('a public project lists its labels to anonymous callers', async () => {
    const { owner, project } = await team(api, 'public');
    await openIssue(api, owner.token, project.id, { labels: 'docs' });
    const list = await api.request('GET', `/projects/${encodeURIComponent(project.path_with_namespace)}/labels`);
    expect(list.status).toBe(200);
    expect(list.body.map((label: any) => [label.name, label.open_issues_count])).toEqual([['docs', 1]]);
  });
});
