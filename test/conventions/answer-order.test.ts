// Which refusal a request gets when several apply: a malformed request (400) before a bad credential (401), before
// a missing credential (401) or scope (403), before an invalid parameter (400), as the real service answers them.
import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';

describeApi('the order of refusals', (api) => {
  test('one invalid request, refused for the first of its faults', async () => {
    const reader = await api.createUser('reader', { scopes: ['read_api'] });
    const writer = await api.createUser('writer');
    const invalid = { name: 'p', visibility: 'nowhere' };
    const send = (token: string | undefined, json: Record<string, unknown>) =>
      api.request('POST', '/projects', { ...(token === undefined ? {} : { token }), json, direct: true });

    const malformed = await send('no-such-token', { ...invalid, name: 'p\0' });
    expect([malformed.status, malformed.body]).toEqual([400, { message: '400 Bad request - Null byte in parameters' }]);
    const badToken = await send('no-such-token', invalid);
    expect([badToken.status, badToken.body]).toEqual([401, { message: '401 Unauthorized' }]);
    const anonymous = await send(undefined, invalid);
    expect([anonymous.status, anonymous.body]).toEqual([401, { message: '401 Unauthorized' }]);
    const readOnly = await send(reader.token, invalid);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body).toMatchObject({ error: 'insufficient_scope', scope: 'api' });
    const allowed = await send(writer.token, invalid);
    expect([allowed.status, allowed.body]).toEqual([400, { error: 'visibility does not have a valid value' }]);
    expect(await api.db.selectFrom('projects').select('id').execute()).toEqual([]);
  });
});
