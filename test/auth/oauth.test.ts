import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';
import { oauthToken, unauthorizedBody } from './helpers.js';

const invalidGrant = {
  error: 'invalid_grant',
  error_description: 'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
};

describeApi('OAuth 2.0 tokens', (api) => {
  test('the password grant returns a bearer token that authenticates as header and as access_token query', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password' });
    const before = Math.floor(Date.now() / 1000);
    const response = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 7200,
      refresh_token: expect.any(String),
      scope: 'api',
      created_at: expect.any(Number),
    });
    expect(response.body.created_at).toBeGreaterThanOrEqual(before);
    const token = response.body.access_token as string;

    const byHeader = await api.request('GET', '/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toMatchObject({ id: alice.id, username: 'alice', email: 'alice@example.com' });
    const byQuery = await api.request('GET', '/user', { query: { access_token: token } });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.username).toBe('alice');
    const write = await api.request('POST', '/projects', { headers: { Authorization: `Bearer ${token}` }, json: { name: 'oauth-made' } });
    expect(write.status).toBe(201);
  });

  test('the user may sign in with their e-mail address, and the requested scopes are granted', async () => {
    await api.createUser('alice', { password: 'alice-password' });
    const response = await oauthToken(api, { grant_type: 'password', username: 'Alice@Example.com', password: 'alice-password', scope: 'read_user read_api' });
    expect(response.status).toBe(200);
    expect(response.body.scope).toBe('read_user read_api');
    const me = await api.request('GET', '/user', { headers: { Authorization: `Bearer ${response.body.access_token as string}` } });
    expect(me.body.username).toBe('alice');
  });

  test('a wrong password, an unknown user or a blocked user is 400 invalid_grant', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password' });
    const wrong = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(invalidGrant);
    const unknown = await oauthToken(api, { grant_type: 'password', username: 'nobody', password: 'alice-password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(invalidGrant);
    const missing = await oauthToken(api, { grant_type: 'password', username: 'alice' });
    expect(missing.body).toEqual(invalidGrant);
    await api.db.updateTable('users').set({ state: 'blocked' }).where('id', '=', alice.id).execute();
    const blocked = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password' });
    expect(blocked.body).toEqual(invalidGrant);
  });

  test('an unsupported grant type, a missing grant type and an unknown scope are 400 with their OAuth errors', async () => {
    await api.createUser('alice', { password: 'alice-password' });
    const unsupported = await oauthToken(api, { grant_type: 'client_credentials' });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'The authorization grant type is not supported by the authorization server.',
    });
    const missing = await oauthToken(api, { username: 'alice', password: 'alice-password' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid_request' });
    const badScope = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password', scope: 'api everything' });
    expect(badScope.status).toBe(400);
    expect(badScope.body).toEqual({ error: 'invalid_scope', error_description: 'The requested scope is invalid, unknown, or malformed.' });
  });

  test('the refresh token grant issues a new token; the old refresh token is used up', async () => {
    await api.createUser('alice', { password: 'alice-password' });
    const first = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password', scope: 'api read_user' });
    const refreshed = await oauthToken(api, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token as string });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'api read_user' });
    expect(refreshed.body.access_token).not.toBe(first.body.access_token);
    expect(refreshed.body.refresh_token).not.toBe(first.body.refresh_token);
    const me = await api.request('GET', '/user', { headers: { Authorization: `Bearer ${refreshed.body.access_token as string}` } });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('alice');
    const again = await oauthToken(api, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token as string });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidGrant);
    const bogus = await oauthToken(api, { grant_type: 'refresh_token', refresh_token: 'bogus' });
    expect(bogus.body).toEqual(invalidGrant);
  });

  test('a refresh token still works once its access token expired, and not once it was revoked', async () => {
    await api.createUser('alice', { password: 'alice-password' });
    const first = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password' });
    await api.db.updateTable('access_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', 'oauth').execute();
    const refreshed = await oauthToken(api, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token as string });
    expect(refreshed.status).toBe(200);
    await api.db.updateTable('access_tokens').set({ revoked: 1 }).where('kind', '=', 'oauth').execute();
    const revoked = await oauthToken(api, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token as string });
    expect(revoked.status).toBe(400);
    expect(revoked.body).toEqual(invalidGrant);
  });

  test('an access token is not a refresh token, and a refresh token is not an access token', async () => {
    await api.createUser('alice', { password: 'alice-password' });
    const tokens = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password' });
    const misuse = await oauthToken(api, { grant_type: 'refresh_token', refresh_token: tokens.body.access_token as string });
    expect(misuse.body).toEqual(invalidGrant);
    const asAccess = await api.request('GET', '/user', { headers: { Authorization: `Bearer ${tokens.body.refresh_token as string}` } });
    expect(asAccess.status).toBe(401);
  });

  test('Authorization: Bearer also accepts a personal access token; an invalid or expired bearer token is 401', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password' });
    const pat = await api.request('GET', '/user', { headers: { Authorization: `Bearer ${alice.token}` } });
    expect(pat.status).toBe(200);
    expect(pat.body.username).toBe('alice');
    const invalid = await api.request('GET', '/projects', { headers: { Authorization: 'Bearer no-such-token' } });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual(unauthorizedBody);
    const invalidQuery = await api.request('GET', '/projects', { query: { access_token: 'no-such-token' } });
    expect(invalidQuery.status).toBe(401);
    expect(invalidQuery.body).toEqual(unauthorizedBody);

    const tokens = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password' });
    await api.db.updateTable('access_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', 'oauth').execute();
    const expired = await api.request('GET', '/user', { headers: { Authorization: `Bearer ${tokens.body.access_token as string}` } });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(unauthorizedBody);
  });
});
