import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { sessionCookieFor } from '../auth/helpers.js';

const privateFields = ['email', 'is_admin', 'projects_limit', 'can_create_project', 'can_create_group', 'external', 'last_sign_in_at',
  'confirmed_at', 'last_activity_on', 'current_sign_in_at', 'theme_id', 'color_scheme_id', 'identities', 'two_factor_enabled', 'private_profile', 'commit_email'];
const adminFields = ['note', 'namespace_id', 'current_sign_in_ip', 'last_sign_in_ip', 'sign_in_count'];
const profileFields = ['bot', 'location', 'skype', 'linkedin', 'twitter', 'website_url', 'organization', 'job_title'];
const newUser = (username: string, extra: Record<string, unknown> = {}) =>
  ({ username, name: `${username} Example`, email: `${username}@example.com`, password: 'a-good-password', ...extra });

describeApi('users', (api) => {
  test('an administrator creates a user: 201 with the private fields', async () => {
    const response = await api.request('POST', '/users', {
      token: adminToken,
      json: newUser('alice', { projects_limit: 5, can_create_group: false, bio: 'Down the rabbit hole', admin: false, location: 'Oxford', organization: 'Wonderland', job_title: 'Explorer', website_url: 'https://alice.example', note: 'Met the rabbit', theme_id: 3 }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: 'alice',
      name: 'alice Example',
      state: 'active',
      avatar_url: null,
      web_url: `${api.rootUrl}/alice`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      bio: 'Down the rabbit hole',
      public_email: null,
      bot: false,
      location: 'Oxford',
      skype: '',
      linkedin: '',
      twitter: '',
      website_url: 'https://alice.example',
      organization: 'Wonderland',
      job_title: 'Explorer',
      email: 'alice@example.com',
      is_admin: false,
      projects_limit: 5,
      can_create_project: true,
      can_create_group: false,
      external: false,
      last_sign_in_at: null,
      confirmed_at: response.body.created_at,
      last_activity_on: null,
      current_sign_in_at: null,
      theme_id: 3,
      color_scheme_id: 1,
      identities: [],
      two_factor_enabled: false,
      private_profile: false,
      commit_email: 'alice@example.com',
      note: 'Met the rabbit',
      namespace_id: expect.any(Number),
      current_sign_in_ip: null,
      last_sign_in_ip: null,
      sign_in_count: 0,
    });
    const form = await api.request('POST', '/users', { token: adminToken, form: { ...newUser('bob'), admin: 'true' } as Record<string, string> });
    expect(form.status).toBe(201);
    expect(form.body).toMatchObject({ username: 'bob', is_admin: true });
  });

  test('creating users is for administrators: 403 for others, 401 without credentials', async () => {
    const alice = await api.createUser('alice');
    const byUser = await api.request('POST', '/users', { token: alice.token, json: newUser('bob') });
    expect(byUser.status).toBe(403);
    expect(byUser.body).toEqual({ message: '403 Forbidden' });
    // Prism answers a secured operation without credentials itself: straight to the server.
    const anonymous = await api.request('POST', '/users', { json: newUser('bob'), direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
    const list = await api.request('GET', '/users', { token: adminToken, query: { username: 'bob' } });
    expect(list.body).toEqual([]);
  });

  test('a taken username or e-mail address is 409 naming it (case-insensitively; e-mail first)', async () => {
    await api.createUser('alice');
    await api.createUser('bob');
    const username = await api.request('POST', '/users', { token: adminToken, json: newUser('ALICE', { email: 'other@example.com' }) });
    expect(username.status).toBe(409);
    expect(username.body).toEqual({ message: 'Username has already been taken' });
    const email = await api.request('POST', '/users', { token: adminToken, json: newUser('carol', { email: 'Alice@Example.com' }) });
    expect(email.status).toBe(409);
    expect(email.body).toEqual({ message: 'Email has already been taken' });
    const both = await api.request('POST', '/users', { token: adminToken, json: newUser('alice', { email: 'bob@example.com' }) });
    expect(both.status).toBe(409);
    expect(both.body).toEqual({ message: 'Email has already been taken' });
    const count = await api.db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  test('invalid attributes are 400', async () => {
    const missing = await api.request('POST', '/users', { token: adminToken, json: { username: 'alice', email: 'alice@example.com', password: 'a-good-password' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'name is missing', message: 'name is missing' });
    const email = await api.request('POST', '/users', { token: adminToken, json: newUser('alice', { email: 'not-an-address' }) });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ error: 'email is invalid' });
    const username = await api.request('POST', '/users', { token: adminToken, json: newUser('al ice', { email: 'alice@example.com' }) });
    expect(username.status).toBe(400);
    expect(username.body).toEqual({ error: 'username is invalid' });
    const password = await api.request('POST', '/users', { token: adminToken, json: newUser('alice', { password: 'short' }) });
    expect(password.status).toBe(400);
    expect(password.body).toEqual({ message: { password: ['is too short (minimum is 8 characters)'] } });
  });

  test('force_random_password creates a user without a password being given', async () => {
    const response = await api.request('POST', '/users', {
      token: adminToken,
      json: { username: 'alice', name: 'Alice', email: 'alice@example.com', force_random_password: true },
    });
    expect(response.status).toBe(201);
  });

  test('GET /users lists users oldest first with pagination headers; private fields for administrators only', async () => {
    const alice = await api.createUser('alice');
    await api.createUser('bob');
    const asAdmin = await api.request('GET', '/users', { token: adminToken });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.map((user: { username: string }) => user.username)).toEqual(['root', 'alice', 'bob']);
    expect(asAdmin.body[1]).toMatchObject({ email: 'alice@example.com', is_admin: false });
    expect(asAdmin.headers.get('x-total')).toBe('3');
    expect(asAdmin.headers.get('x-total-pages')).toBe('1');
    expect(asAdmin.headers.get('x-per-page')).toBe('20');
    expect(asAdmin.headers.get('x-page')).toBe('1');
    expect(asAdmin.headers.get('x-next-page')).toBe('');
    expect(asAdmin.headers.get('x-prev-page')).toBe('');
    expect(asAdmin.headers.get('link')).toContain('rel="first"');

    const asUser = await api.request('GET', '/users', { token: alice.token });
    expect(asUser.status).toBe(200);
    for (const user of asUser.body) for (const field of privateFields) expect(user).not.toHaveProperty(field);
    const anonymous = await api.request('GET', '/users');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toHaveLength(3);
    for (const user of anonymous.body) for (const field of privateFields) expect(user).not.toHaveProperty(field);

    const page = await api.request('GET', '/users', { query: { per_page: 1, page: 2 } });
    expect(page.body.map((user: { username: string }) => user.username)).toEqual(['alice']);
    expect(page.headers.get('x-total-pages')).toBe('3');
    expect(page.headers.get('x-next-page')).toBe('3');
    expect(page.headers.get('x-prev-page')).toBe('1');
    expect(page.headers.get('link')).toMatch(/per_page=1.*rel="next"/);
  });

  test('GET /users filters by username (exact, case-insensitive) and search (username, name or e-mail)', async () => {
    await api.createUser('alice');
    await api.createUser('alicia');
    await api.createUser('bob');
    const names = (response: { body: { username: string }[] }) => response.body.map((user) => user.username);
    expect(names(await api.request('GET', '/users', { query: { username: 'ALICE' } }))).toEqual(['alice']);
    expect(names(await api.request('GET', '/users', { query: { username: 'ali' } }))).toEqual([]);
    expect(names(await api.request('GET', '/users', { query: { search: 'ALI' } }))).toEqual(['alice', 'alicia']);
    expect(names(await api.request('GET', '/users', { token: adminToken, query: { search: 'bob@example' } }))).toEqual(['bob']);
    // `%` and `_` are literal characters in the search text, not wildcards.
    expect(names(await api.request('GET', '/users', { query: { search: '_' } }))).toEqual([]);
    expect(names(await api.request('GET', '/users', { query: { search: 'a%e' } }))).toEqual([]);
    const blocked = await api.request('GET', '/users', { token: adminToken, query: { blocked: true } });
    expect(blocked.body).toEqual([]);
    expect(names(await api.request('GET', '/users', { query: { active: true, search: 'b' } }))).toEqual(['bob']);
  });

  test('GET /users/:id: public fields for everyone, private ones for the user and administrators; unknown is 404', async () => {
    const alice = await api.createUser('alice');
    const bob = await api.createUser('bob');
    const anonymous = await api.request('GET', `/users/${alice.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ id: alice.id, username: 'alice', state: 'active', web_url: `${api.rootUrl}/alice` });
    for (const field of privateFields) expect(anonymous.body).not.toHaveProperty(field);
    const other = await api.request('GET', `/users/${alice.id}`, { token: bob.token });
    for (const field of privateFields) expect(other.body).not.toHaveProperty(field);
    const self = await api.request('GET', `/users/${alice.id}`, { token: alice.token });
    expect(self.body).toMatchObject({ email: 'alice@example.com', is_admin: false });
    const admin = await api.request('GET', `/users/${alice.id}`, { token: adminToken });
    expect(admin.body).toMatchObject({ email: 'alice@example.com' });

    for (const id of ['999999', '0', '99999999999']) {
      const unknown = await api.request('GET', `/users/${id}`, { token: adminToken });
      expect([id, unknown.status, unknown.body]).toEqual([id, 404, { message: '404 User Not Found' }]);
    }
    const notAnId = await api.request('GET', '/users/alice', { token: adminToken });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body).toEqual({ error: 'id is invalid' });
  });

  test('profile fields for everyone; the own view adds the private ones; administrators also see note, namespace and sign-ins', async () => {
    const alice = await api.createUser('alice', { password: 'alice-password' });
    const bob = await api.createUser('bob');
    const other = await api.request('GET', `/users/${alice.id}`, { token: bob.token });
    for (const field of profileFields) expect(other.body).toHaveProperty(field);
    for (const field of [...privateFields, ...adminFields]) expect(other.body).not.toHaveProperty(field);
    const self = await api.request('GET', '/user', { token: alice.token });
    for (const field of privateFields) expect(self.body).toHaveProperty(field);
    for (const field of adminFields) expect(self.body).not.toHaveProperty(field);
    // The token's request recorded the day of activity.
    expect(self.body.last_activity_on).toBe(new Date().toISOString().slice(0, 10));

    await sessionCookieFor(api, 'alice', 'alice-password');
    await sessionCookieFor(api, 'alice', 'alice-password');
    const list = await api.request('GET', '/users', { token: adminToken, query: { username: 'alice' } });
    expect(list.body[0]).toMatchObject({ sign_in_count: 2, current_sign_in_ip: expect.any(String), last_sign_in_ip: expect.any(String), note: null });
    expect(list.body[0].current_sign_in_at >= list.body[0].last_sign_in_at).toBe(true);
    const namespace = await api.request('GET', '/namespaces', { token: adminToken, query: { search: 'alice' } });
    expect(list.body[0].namespace_id).toBe(namespace.body.find((entry: { path: string }) => entry.path === 'alice').id);
  });

  test('GET /personal_access_tokens/self shows the token with last_used_at, recorded at most once a minute', async () => {
    const alice = await api.createUser('alice');
    const first = await api.request('GET', '/personal_access_tokens/self', { token: alice.token });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ user_id: alice.id, revoked: false, active: true, last_used_at: expect.any(String) });
    expect(first.body).not.toHaveProperty('token');
    const used = Date.parse(first.body.last_used_at);
    expect(Date.now() - used).toBeLessThan(60_000);
    const second = await api.request('GET', '/personal_access_tokens/self', { token: alice.token });
    expect(second.body.last_used_at).toBe(first.body.last_used_at);
    const created = await api.request('POST', `/users/${alice.id}/personal_access_tokens`, { token: adminToken, json: { name: 'fresh', scopes: ['api'] } });
    expect(created.body.last_used_at).toBeNull();
    const anonymous = await api.request('GET', '/personal_access_tokens/self', { direct: true });
    expect(anonymous.status).toBe(401);
  });

  test('GET /user is the caller with the private fields; 401 without credentials', async () => {
    const alice = await api.createUser('alice');
    const me = await api.request('GET', '/user', { token: alice.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: alice.id, username: 'alice', email: 'alice@example.com', is_admin: false, can_create_project: true });
    const root = await api.request('GET', '/user', { token: adminToken });
    expect(root.body).toMatchObject({ username: 'root', is_admin: true });
    // Prism answers a secured operation without credentials itself: straight to the server.
    const anonymous = await api.request('GET', '/user', { direct: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
  });
});
