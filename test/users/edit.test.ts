// PUT /users/:id as the real service answers it: administrators only, the fields given changed and the others kept,
// 409 for another user's e-mail address (first) or username, 400 for a bad password, nothing changed when refused.
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';

describeApi('editing users', (api) => {
  const asAdmin = { token: adminToken };

  test('an administrator sets the account and profile fields; they read back, the others are kept', async () => {
    const alice = await api.createUser('alice');
    const profile = {
      name: 'Alice Kingsleigh', bio: 'Maps', location: 'Oxford', skype: 'alice.s', linkedin: 'alice-l', twitter: 'alice_t',
      website_url: 'https://alice.example.com', organization: 'Example Inc.', job_title: 'Engineer', note: 'Met at the fair',
      private_profile: true, theme_id: 3, color_scheme_id: 2, projects_limit: 5, can_create_group: false, external: true,
    };
    const edited = await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, json: profile });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ...profile, username: 'alice', email: 'alice@example.com', is_admin: false });
    expect((await api.request('GET', `/users/${alice.id}`, asAdmin)).body).toMatchObject(profile);

    const promoted = await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, form: { admin: 'true', private_profile: 'false' } });
    expect(promoted.body).toMatchObject({ is_admin: true, private_profile: false, job_title: 'Engineer' });
    const unchanged = await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, json: {} });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ ...profile, private_profile: false, is_admin: true });
  });

  test('a new username and e-mail address; the user\'s namespace and projects move with the username', async () => {
    const alice = await api.createUser('alice');
    const project = await api.request('POST', '/projects', { token: alice.token, json: { name: 'Tool' } });
    expect(project.status).toBe(201);
    const renamed = await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, json: { username: 'alice2', email: 'Alice2@example.com' } });
    expect(renamed.body).toMatchObject({ username: 'alice2', email: 'Alice2@example.com', web_url: expect.stringMatching(/\/alice2$/) });
    expect((await api.request('GET', `/projects/${project.body.id}`, asAdmin)).body.path_with_namespace).toBe('alice2/tool');
    expect((await api.request('GET', '/users', { ...asAdmin, query: { username: 'alice2' } })).body).toHaveLength(1);
    // Her own username and address again, differently cased, are not "taken".
    expect((await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, json: { username: 'Alice2', email: 'alice2@example.com' } })).status).toBe(200);
  });

  test('refusals: 403 for non-administrators, 404 unknown, 409 taken (e-mail first), 400 bad password; nothing changes', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    await api.request('POST', '/groups', { token: adminToken, json: { name: 'Platform', path: 'platform' } });
    const before = (await api.request('GET', `/users/${alice.id}`, asAdmin)).body;

    const forbidden = await api.request('PUT', `/users/${alice.id}`, { token: alice.token, json: { name: 'Mine', admin: true } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: '403 Forbidden' });
    expect((await api.request('PUT', '/users/999999', { ...asAdmin, json: { name: 'Nobody' } })).body).toEqual({ message: '404 User Not Found' });

    const emailTaken = await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, json: { name: 'Changed', email: 'BOB@example.com', username: 'bob' } });
    expect(emailTaken.status).toBe(409);
    expect(emailTaken.body).toEqual({ message: 'Email has already been taken' });
    for (const username of ['Bob', 'platform']) {
      const usernameTaken = await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, json: { name: 'Changed', username } });
      expect(usernameTaken.status).toBe(409);
      expect(usernameTaken.body).toEqual({ message: 'Username has already been taken' });
    }
    const shortPassword = await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, json: { name: 'Changed', password: 'short' } });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body).toEqual({ message: { password: ['is too short (minimum is 8 characters)'] } });
    expect((await api.request('PUT', `/users/${alice.id}`, { ...asAdmin, json: { theme_id: 0 } })).status).toBe(400);

    // Only her activity date moves, from her own (refused) request.
    expect((await api.request('GET', `/users/${alice.id}`, asAdmin)).body).toEqual({ ...before, last_activity_on: expect.any(String) });
    expect((await api.request('GET', `/users/${bob.id}`, asAdmin)).body).toMatchObject({ username: 'bob', email: 'bob@example.com' });
  });
});
