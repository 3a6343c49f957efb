import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { pageHeaders } from '../projects/support.js';
import { isoTimestamp, issueNotFound, openIssue, projectNotFound, team, unauthorized } from '../issues/support.js';

describeApi('award emoji on issues', (api) => {
  test('POST awards an emoji: 201 with the award; GET lists and reads them; votes count on the issue', async () => {
    const { owner, guest, project } = await team(api);
    const issue = await openIssue(api, owner.token, project.id);
    const path = `/projects/${project.id}/issues/${issue.iid}/award_emoji`;
    const awarded = await api.request('POST', path, { token: guest.token, json: { name: 'thumbsup' } });
    expect(awarded.status, awarded.text).toBe(201);
    expect(awarded.body).toEqual({
      id: expect.any(Number),
      name: 'thumbsup',
      user: { id: guest.id, username: 'guest', name: 'guest', state: 'active', avatar_url: null, web_url: `${api.rootUrl}/guest` },
      created_at: isoTimestamp,
      updated_at: awarded.body.created_at,
      awardable_id: issue.id,
      awardable_type: 'Issue',
    });
    const alias = await api.request('POST', path, { token: owner.token, form: { name: '+1' } });
    expect([alias.status, alias.body.name]).toEqual([201, 'thumbsup']);
    const down = await api.request('POST', path, { token: owner.token, json: { name: '-1' } });
    expect([down.status, down.body.name]).toEqual([201, 'thumbsdown']);
    await api.request('POST', path, { token: owner.token, json: { name: 'tada' } });

    const list = await api.request('GET', path, { token: guest.token });
    expect(list.status).toBe(200);
    expect(list.body.map((award: any) => [award.user.username, award.name])).toEqual([
      ['guest', 'thumbsup'], ['owner', 'thumbsup'], ['owner', 'thumbsdown'], ['owner', 'tada'],
    ]);
    expect(list.body[0]).toEqual(awarded.body);
    expect(pageHeaders(list.headers)).toMatchObject({ 'x-total': '4', 'x-page': '1' });
    const one = await api.request('GET', `${path}/${awarded.body.id}`, { token: owner.token });
    expect([one.status, one.body]).toEqual([200, awarded.body]);

    const read = await api.request('GET', `/projects/${project.id}/issues/${issue.iid}`, { token: owner.token });
    expect([read.body.upvotes, read.body.downvotes]).toEqual([2, 1]);
  });

  test('errors: missing name, unknown emoji, the same award twice, unknown issue or award', async () => {
    const { owner, project } = await team(api);
    const issue = await openIssue(api, owner.token, project.id);
    const path = `/projects/${project.id}/issues/${issue.iid}/award_emoji`;
    const missing = await api.request('POST', path, { token: owner.token, json: {} });
    expect([missing.status, missing.body]).toEqual([400, { error: 'name is missing', message: 'name is missing' }]);
    const unknownName = await api.request('POST', path, { token: owner.token, json: { name: 'no_such_emoji' } });
    expect([unknownName.status, unknownName.body]).toEqual([404, { message: '404 Award Emoji Name is not a valid emoji name Not Found' }]);
    expect((await api.request('POST', path, { token: owner.token, json: { name: 'rocket' } })).status).toBe(201);
    const twice = await api.request('POST', path, { token: owner.token, json: { name: 'rocket' } });
    expect([twice.status, twice.body]).toEqual([404, { message: '404 Award Emoji Name has already been taken Not Found' }]);
    const noIssue = await api.request('POST', `/projects/${project.id}/issues/99/award_emoji`, { token: owner.token, json: { name: 'eyes' } });
    expect([noIssue.status, noIssue.body]).toEqual([404, issueNotFound]);
    const noAward = await api.request('GET', `${path}/99999`, { token: owner.token });
    expect([noAward.status, noAward.body]).toEqual([404, { message: '404 Not found' }]);
    const list = await api.request('GET', path, { token: owner.token });
    expect(list.body.map((award: any) => award.name)).toEqual(['rocket']);
  });

  test('DELETE: the giver or an administrator removes an award (204); others get 401', async () => {
    const { owner, reporter, project } = await team(api);
    const issue = await openIssue(api, owner.token, project.id);
    const path = `/projects/${project.id}/issues/${issue.iid}/award_emoji`;
    const first = await api.request('POST', path, { token: reporter.token, json: { name: 'heart' } });
    const second = await api.request('POST', path, { token: reporter.token, json: { name: 'eyes' } });
    const byOther = await api.request('DELETE', `${path}/${first.body.id}`, { token: owner.token });
    expect([byOther.status, byOther.body]).toEqual([401, unauthorized]);
    const byGiver = await api.request('DELETE', `${path}/${first.body.id}`, { token: reporter.token });
    expect([byGiver.status, byGiver.text]).toEqual([204, '']);
    const gone = await api.request('DELETE', `${path}/${first.body.id}`, { token: reporter.token });
    expect([gone.status, gone.body]).toEqual([404, { message: '404 Not found' }]);
    const byAdmin = await api.request('DELETE', `${path}/${second.body.id}`, { token: adminToken });
    expect(byAdmin.status).toBe(204);
    expect((await api.request('GET', path, { token: owner.token })).body).toEqual([]);
  });

  test('access: anonymous 401; outsiders of a private project 404; confidential issues 404 to those who cannot see them', async () => {
    const { owner, guest, outsider, project } = await team(api);
    const issue = await openIssue(api, owner.token, project.id);
    const secret = await openIssue(api, owner.token, project.id, { confidential: true });
    const path = `/projects/${project.id}/issues/${issue.iid}/award_emoji`;
    // Prism answers unauthenticated calls to secured operations itself.
    for (const [method, json] of [['GET', undefined], ['POST', { name: 'tada' }]] as const) {
      const anonymous = await api.request(method, path, { direct: true, json });
      expect([anonymous.status, anonymous.body]).toEqual([401, unauthorized]);
      const asOutsider = await api.request(method, path, { token: outsider.token, json });
      expect([asOutsider.status, asOutsider.body]).toEqual([404, projectNotFound]);
    }
    const onSecret = await api.request('POST', `/projects/${project.id}/issues/${secret.iid}/award_emoji`, { token: guest.token, json: { name: 'tada' } });
    expect([onSecret.status, onSecret.body]).toEqual([404, issueNotFound]);
  });

  test('deleting the project removes its awards', async () => {
    const { owner, project } = await team(api);
    const issue = await openIssue(api, owner.token, project.id);
    await api.request('POST', `/projects/${project.id}/issues/${issue.iid}/award_emoji`, { direct: true, token: owner.token, json: { name: 'tada' } });
    const deleted = await api.request('DELETE', `/projects/${project.id}`, { direct: true, token: owner.token });
    expect(deleted.status, deleted.text).toBe(204);
    // Nothing in the API names an award of a deleted project: the rows themselves are checked.
    const rows = await api.db.selectFrom('award_emoji').select('id').execute();
    expect(rows).toEqual([]);
    const issues = await api.db.selectFrom('issues').select('id').execute();
    expect(issues).toEqual([]);
  });
});
