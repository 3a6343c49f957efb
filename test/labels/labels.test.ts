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
      color: '#D9534F',
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
    expect(light.body).toMatchObject({ name: 'accepted', color: '#EEEEEE', text_color: '#333333', description: null });

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

  test('a public project lists its labels to anonymous callers', async () => {
    const { owner, project } = await team(api, 'public');
    await openIssue(api, owner.token, project.id, { labels: 'docs' });
    const list = await api.request('GET', `/projects/${encodeURIComponent(project.path_with_namespace)}/labels`);
    expect(list.status).toBe(200);
    expect(list.body.map((label: any) => [label.name, label.open_issues_count])).toEqual([['docs', 1]]);
  });
});
