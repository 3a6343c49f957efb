// Time tracking on merge requests: the duration grammar, the human format, resets, and the refusals.
import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { addMember, createMergeRequest, projectWithBranches } from './support.js';

describeApi('merge request time tracking', (api) => {
  test('estimate: the duration grammar (8h days, 5d weeks, 4w months, bare hours) and the human text', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'timed');
    const created = await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/1`;
    const estimate = async (duration: string) => {
      const response = await api.request('POST', `${path}/time_estimate`, { token: alice.token, json: { duration } });
      expect(response.status, response.text).toBe(201);
      return [response.body.time_estimate, response.body.human_time_estimate];
    };
    expect(await estimate('3h30m')).toEqual([12600, '3h 30m']);
    expect(await estimate('1w')).toEqual([144000, '1w']);
    expect(await estimate('1mo')).toEqual([576000, '1mo']);
    expect(await estimate('1w 2d')).toEqual([201600, '1w 2d']);
    expect(await estimate('1d')).toEqual([28800, '1d']);
    expect(await estimate('2')).toEqual([7200, '2h']);
    expect(await estimate('1.5h')).toEqual([5400, '1h 30m']);
    expect(await estimate('90s')).toEqual([90, '1m 30s']);
    expect(await estimate('2 hours and 10 minutes')).toEqual([7800, '2h 10m']);

    // Scalar parameters may also come in the query string, as clients send them.
    const byQuery = await api.request('POST', `${path}/time_estimate`, { token: alice.token, query: { duration: '1h' } });
    expect(byQuery.body).toEqual({ time_estimate: 3600, total_time_spent: 0, human_time_estimate: '1h', human_total_time_spent: null });

    const stats = await api.request('GET', `${path}/time_stats`, { token: alice.token });
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ time_estimate: 3600, total_time_spent: 0, human_time_estimate: '1h', human_total_time_spent: null });
    expect((await api.request('GET', path, { token: alice.token })).body.time_stats).toEqual(stats.body);

    const reset = await api.request('POST', `${path}/reset_time_estimate`, { token: alice.token });
    expect(reset.status).toBe(201);
    expect(reset.body).toEqual({ time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null });
    const updates = await api.db.selectFrom('merge_request_events').select('changes').where('merge_request_id', '=', created.id).where('action', '=', 'update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(updates.changes)).toEqual({ time_estimate: { previous: 3600, current: 0 } });
  });

  test('estimate refusals: malformed or negative 400 with the model message; missing duration 400', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'bad-estimate');
    await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/1/time_estimate`;
    for (const duration of ['-1h', 'soon', '3x', '']) {
      const response = await api.request('POST', path, { token: alice.token, json: { duration } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: { time_estimate: ['must have a valid format and be greater than or equal to zero.'] } });
    }
    const missing = await api.request('POST', path, { token: alice.token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'duration is missing', message: 'duration is missing' });
  });

  test('spent time adds up, may be negative, never below zero; reset', async () => {
    const alice = await api.createUser('alice');
    const project = await projectWithBranches(api, alice.token, 'spent');
    await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/1`;
    const spend = (duration: string) => api.request('POST', `${path}/add_spent_time`, { token: alice.token, json: { duration } });

    expect((await spend('1h')).body).toMatchObject({ total_time_spent: 3600, human_total_time_spent: '1h' });
    expect((await spend('30m')).body).toMatchObject({ total_time_spent: 5400, human_total_time_spent: '1h 30m' });
    expect((await spend('-1h')).body).toMatchObject({ total_time_spent: 1800, human_total_time_spent: '30m' });
    const tooMuch = await spend('-1h');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ message: { base: ['Time to subtract exceeds the total time spent'] } });
    const malformed = await spend('lots');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: { time_spent: ['must have a valid format'] } });
    expect((await api.request('GET', `${path}/time_stats`, { token: alice.token })).body.total_time_spent).toBe(1800);

    const reset = await api.request('POST', `${path}/reset_spent_time`, { token: alice.token });
    expect(reset.status).toBe(201);
    expect(reset.body).toMatchObject({ total_time_spent: 0, human_total_time_spent: null });
  });

  test('who may: author and developers change; reporters 403; anonymous 401, reads included', async () => {
    const alice = await api.createUser('alice');
    const reporter = await api.createUser('reporter');
    const developer = await api.createUser('developer');
    const project = await projectWithBranches(api, alice.token, 'time-rights', { visibility: 'public' });
    await addMember(api, project.id, reporter.id, 20);
    await addMember(api, project.id, developer.id, 30);
    await createMergeRequest(api, alice.token, project.id);
    const path = `/projects/${project.id}/merge_requests/1`;
    for (const [action, json] of [['time_estimate', { duration: '1h' }], ['reset_time_estimate', undefined], ['add_spent_time', { duration: '1h' }], ['reset_spent_time', undefined]] as const) {
      const refused = await api.request('POST', `${path}/${action}`, { token: reporter.token, json });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: '403 Forbidden' });
      // Prism answers unauthenticated calls to secured operations itself: straight to the server.
      expect((await api.request('POST', `${path}/${action}`, { json, direct: true })).status).toBe(401);
      expect((await api.request('POST', `${path}/${action}`, { token: developer.token, json })).status).toBe(201);
      const unknown = await api.request('POST', `/projects/${project.id}/merge_requests/7/${action}`, { token: developer.token, json });
      expect(unknown.body).toEqual({ message: '404 Not found' });
    }
    expect((await api.request('GET', `${path}/time_stats`, { token: reporter.token })).status).toBe(200);
    // Every merge request call must be authenticated, reads of a public project included (direct: see above).
    const anonymous = await api.request('GET', `${path}/time_stats`, { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
  });
});
