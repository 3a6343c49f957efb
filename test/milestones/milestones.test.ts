import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { pageHeaders } from '../projects/support.js';
import { createMilestone, forbidden, isoTimestamp, projectNotFound, team, unauthorized } from '../issues/support.js';

describeApi('project milestones', (api) => {
  test('POST creates an active milestone with the next iid; GET reads it by id', async () => {
    const { reporter, guest, project } = await team(api);
    const path = `/projects/${project.id}/milestones`;
    const created = await api.request('POST', path, {
      token: reporter.token,
      json: { title: '10.0', description: 'Version', due_date: '2013-11-29', start_date: '2013-11-10' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      iid: 1,
      project_id: project.id,
      title: '10.0',
      description: 'Version',
      state: 'active',
      created_at: isoTimestamp,
      updated_at: created.body.created_at,
      due_date: '2013-11-29',
      start_date: '2013-11-10',
      expired: true,
      web_url: `${project.web_url}/-/milestones/1`,
    });
    const second = await api.request('POST', path, { token: reporter.token, form: { title: '11.0' } });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({ iid: 2, description: null, due_date: null, start_date: null, expired: false });

    const one = await api.request('GET', `${path}/${created.body.id}`, { token: guest.token });
    expect([one.status, one.body]).toEqual([200, created.body]);
  });

  test('GET lists: latest due date first, without one last; filters by state, title, search and iids[]', async () => {
    const { owner, project } = await team(api);
    const path = `/projects/${project.id}/milestones`;
    const early = await createMilestone(api, owner.token, project.id, { title: 'early', due_date: '2030-01-01' });
    const undated = await createMilestone(api, owner.token, project.id, { title: 'undated', description: 'No Date yet' });
    const late = await createMilestone(api, owner.token, project.id, { title: 'late', due_date: '2031-01-01' });
    const list = await api.request('GET', path, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((milestone: any) => milestone.title)).toEqual(['late', 'early', 'undated']);
    expect(pageHeaders(list.headers)).toMatchObject({ 'x-total': '3', 'x-total-pages': '1' });

    const titles = async (query: Record<string, string | number | string[]>) =>
      (await api.request('GET', path, { token: owner.token, query })).body.map((milestone: any) => milestone.title);
    expect(await titles({ state: 'active' })).toEqual(['late', 'early', 'undated']);
    expect(await titles({ state: 'closed' })).toEqual([]);
    expect(await titles({ state: 'all' })).toEqual(['late', 'early', 'undated']);
    expect(await titles({ title: 'early' })).toEqual(['early']);
    expect(await titles({ title: 'earl' })).toEqual([]);
    expect(await titles({ search: 'DATE' })).toEqual(['undated']);
    expect(await titles({ 'iids[]': [String(early.iid), String(late.iid)] })).toEqual(['late', 'early']);
    expect(await titles({ per_page: 1, page: 3 })).toEqual(['undated']);
    expect(undated.iid).toBe(2);

    const badState = await api.request('GET', path, { token: owner.token, query: { state: 'open' } });
    expect([badState.status, badState.body]).toEqual([400, { error: 'state does not have a valid value' }]);
  });

  test('errors: missing title, bad dates, a title in use, a milestone of another project', async () => {
    const { owner, project } = await team(api);
    const path = `/projects/${project.id}/milestones`;
    const missing = await api.request('POST', path, { token: owner.token, json: { description: 'x' } });
    expect([missing.status, missing.body]).toEqual([400, { error: 'title is missing', message: 'title is missing' }]);
    const badDate = await api.request('POST', path, { token: owner.token, json: { title: 'v1', due_date: '2030-13-45' } });
    expect([badDate.status, badDate.body]).toEqual([400, { error: 'due_date is invalid' }]);
    await createMilestone(api, owner.token, project.id, { title: 'v1' });
    const taken = await api.request('POST', path, { token: owner.token, json: { title: 'v1' } });
    expect([taken.status, taken.body]).toEqual([400, { message: 'Failed to create milestone {:title=>["already being used for another group or project milestone."]}' }]);

    const other = await api.request('POST', '/projects', { direct: true, token: owner.token, json: { name: 'Other' } });
    const foreign = await createMilestone(api, owner.token, other.body.id, { title: 'v1' });
    expect(foreign.iid).toBe(1);
    const wrongProject = await api.request('GET', `${path}/${foreign.id}`, { token: owner.token });
    expect([wrongProject.status, wrongProject.body]).toEqual([404, { message: '404 Not found' }]);
    const huge = await api.request('GET', `${path}/99999999`, { token: owner.token });
    expect([huge.status, huge.body]).toEqual([404, { message: '404 Not found' }]);
  });

  test('permissions: reporters and above create; guests 403; outsiders of a private project 404; anonymous 401', async () => {
    const { owner, guest, outsider, project } = await team(api);
    const path = `/projects/${project.id}/milestones`;
    const asGuest = await api.request('POST', path, { token: guest.token, json: { title: 'v1' } });
    expect([asGuest.status, asGuest.body]).toEqual([403, forbidden]);
    const asOutsider = await api.request('POST', path, { token: outsider.token, json: { title: 'v1' } });
    expect([asOutsider.status, asOutsider.body]).toEqual([404, projectNotFound]);
    // Prism answers unauthenticated calls to secured operations itself.
    const anonymous = await api.request('POST', path, { direct: true, json: { title: 'v1' } });
    expect([anonymous.status, anonymous.body]).toEqual([401, unauthorized]);
    const milestone = await createMilestone(api, owner.token, project.id);
    for (const request of [{ token: outsider.token }, {}]) {
      const list = await api.request('GET', path, request);
      expect([list.status, list.body]).toEqual([404, projectNotFound]);
      const one = await api.request('GET', `${path}/${milestone.id}`, request);
      expect([one.status, one.body]).toEqual([404, projectNotFound]);
    }
  });

  test('a public project shows its milestones to anonymous callers', async () => {
    const { owner, project } = await team(api, 'public');
    const milestone = await createMilestone(api, owner.token, project.id);
    const list = await api.request('GET', `/projects/${project.id}/milestones`);
    expect([list.status, list.body]).toEqual([200, [milestone]]);
    const one = await api.request('GET', `/projects/${project.id}/milestones/${milestone.id}`);
    expect([one.status, one.body]).toEqual([200, milestone]);
  });
});
