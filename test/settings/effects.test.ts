// The effects of the application settings on the rest of the service.
import { expect, test } from 'vitest';
import { oauthToken, postWebForm, signIn } from '../auth/helpers.js';
import { adminToken, describeApi } from '../support/context.js';

describeApi('effects of the application settings', (api) => {
  const change = async (settings: Record<string, unknown>) => {
    const response = await api.request('PUT', '/application/settings', { token: adminToken, json: settings });
    expect(response.status).toBe(200);
  };

  test('default_project_visibility applies to a project created without visibility', async () => {
    const alice = await api.createUser('alice');
    const before = await api.request('POST', '/projects', { token: alice.token, json: { name: 'before' } });
    expect(before.body.visibility).toBe('private');
    await change({ default_project_visibility: 'internal' });
    const after = await api.request('POST', '/projects', { token: alice.token, json: { name: 'after' } });
    expect(after.body.visibility).toBe('internal');
    const explicit = await api.request('POST', '/projects', { token: alice.token, json: { name: 'explicit', visibility: 'public' } });
    expect(explicit.body.visibility).toBe('public');
  });

  test('shared_runners_enabled is the default of new projects; a project may still choose', async () => {
    const before = await api.request('POST', '/projects', { token: adminToken, json: { name: 'runners-before' } });
    expect(before.body.shared_runners_enabled).toBe(true);
    await change({ shared_runners_enabled: false });
    const after = await api.request('POST', '/projects', { token: adminToken, json: { name: 'runners-after' } });
    expect(after.body.shared_runners_enabled).toBe(false);
    const explicit = await api.request('POST', '/projects', { token: adminToken, json: { name: 'runners-explicit', shared_runners_enabled: true } });
    expect(explicit.body.shared_runners_enabled).toBe(true);
  });

  test('restricted_visibility_levels stops non-administrators from creating projects with those levels', async () => {
    const alice = await api.createUser('alice');
    await change({ restricted_visibility_levels: ['public'] });
    const refused = await api.request('POST', '/projects', { token: alice.token, json: { name: 'open', visibility: 'public' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: { visibility_level: ['public has been restricted by your administrator'] } });
    const listed = await api.request('GET', '/projects', { token: alice.token });
    expect(listed.body).toEqual([]);

    const allowed = await api.request('POST', '/projects', { token: alice.token, json: { name: 'closed', visibility: 'private' } });
    expect(allowed.status).toBe(201);
    const administrator = await api.request('POST', '/projects', { token: adminToken, json: { name: 'open', visibility: 'public' } });
    expect(administrator.status).toBe(201);

    await change({ restricted_visibility_levels: ['private'] });
    const byDefault = await api.request('POST', '/projects', { token: alice.token, json: { name: 'defaulted' } });
    expect(byDefault.status).toBe(400);
    expect(byDefault.body).toEqual({ message: { visibility_level: ['private has been restricted by your administrator'] } });
  });

  test('default_projects_limit is the limit of new users, and creation past it is refused', async () => {
    await change({ default_projects_limit: 2 });
    const bob = await api.createUser('bob');
    const profile = await api.request('GET', '/user', { token: bob.token });
    expect(profile.body.projects_limit).toBe(2);
    for (const name of ['one', 'two']) {
      expect((await api.request('POST', '/projects', { token: bob.token, json: { name } })).status).toBe(201);
    }
    const third = await api.request('POST', '/projects', { token: bob.token, json: { name: 'three' } });
    expect(third.status).toBe(400);
    expect(third.body).toEqual({ message: { limit_reached: ['Your project limit is 2 projects! Please contact your administrator to increase it'] } });
    const owned = await api.request('GET', '/projects', { token: bob.token });
    expect(owned.body.map((project: { name: string }) => project.name).sort()).toEqual(['one', 'two']);

    const earlier = await api.createUser('carol', { admin: false });
    await change({ default_projects_limit: 0 });
    expect((await api.request('POST', '/projects', { token: earlier.token, json: { name: 'fine' } })).status).toBe(201);
  });

  test('password_authentication_enabled_for_web governs the sign-in form and the OAuth password grant', async () => {
    await api.createUser('alice', { password: 'alice-password-1' });
    await change({ password_authentication_enabled_for_web: false });
    const page = await fetch(`${api.rootUrl}/users/sign_in`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Signing in with a password is disabled');
    expect(html).not.toContain('name="user[password]"');
    const refused = await signIn(api, 'alice', 'alice-password-1');
    expect(refused.status).toBe(403);
    expect(refused.cookie).toBeUndefined();
    const grant = await oauthToken(api, { grant_type: 'password', username: 'alice', password: 'alice-password-1' });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('invalid_grant');

    await change({ password_authentication_enabled_for_web: true });
    expect((await signIn(api, 'alice', 'alice-password-1')).status).toBe(302);
  });

  test('signup_enabled opens registration: the sign-in page links to it and it creates and signs in a user', async () => {
    await change({ default_projects_limit: 7, user_default_external: true });
    const page = await (await fetch(`${api.rootUrl}/users/sign_in`)).text();
    expect(page).toContain('href="/users/sign_up"');
    const form = await fetch(`${api.rootUrl}/users/sign_up`);
    expect(form.status).toBe(200);

    const registered = await postWebForm(api, '/users/sign_up', { 'user[name]': 'Dora', 'user[username]': 'dora', 'user[email]': 'dora@example.com', 'user[password]': 'dora-password-1' });
    expect(registered.status).toBe(302);
    const cookie = registered.headers.getSetCookie().find((line) => line.startsWith('_service_session='))!.split(';')[0]!;
    const me = await api.request('GET', '/user', { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'dora', projects_limit: 7, external: true, is_admin: false });
  });

  test('with signup_enabled false the page offers no registration and /users/sign_up is 404', async () => {
    await change({ signup_enabled: false });
    const page = await (await fetch(`${api.rootUrl}/users/sign_in`)).text();
    expect(page).not.toContain('/users/sign_up');
    expect((await fetch(`${api.rootUrl}/users/sign_up`)).status).toBe(404);
    const attempt = await fetch(`${api.rootUrl}/users/sign_up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ 'user[name]': 'Eve', 'user[username]': 'eve', 'user[email]': 'eve@example.com', 'user[password]': 'eve-password-1' }),
    });
    expect(attempt.status).toBe(404);
    const users = await api.request('GET', '/users', { token: adminToken, query: { username: 'eve' } });
    expect(users.body).toEqual([]);
  });

  test('sign-up honours domain_whitelist and domain_blacklist', async () => {
    const register = (email: string, username: string) =>
      postWebForm(api, '/users/sign_up', { 'user[name]': username, 'user[username]': username, 'user[email]': email, 'user[password]': 'long-password-1' });
    await change({ domain_blacklist_enabled: true, domain_blacklist: ['spam.test', '*.junk.test'] });
    const blocked = await register('x@spam.test', 'spammer');
    expect(blocked.status).toBe(400);
    expect(await blocked.text()).toContain('Email is not from an allowed domain.');
    expect((await register('y@mail.junk.test', 'junker')).status).toBe(400);
    expect((await register('z@fine.test', 'fine')).status).toBe(302);

    await change({ domain_blacklist_enabled: false, domain_whitelist: ['corp.test'] });
    expect((await register('a@other.test', 'outsider')).status).toBe(400);
    expect((await register('b@corp.test', 'insider')).status).toBe(302);
  });
});
