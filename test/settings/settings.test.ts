import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';

describeApi('application settings', (api) => {
  test('administrators read every setting with its documented default', async () => {
    const response = await api.request('GET', '/application/settings', { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 1,
      default_branch_protection: 2,
      default_project_visibility: 'private',
      default_group_visibility: 'private',
      default_snippet_visibility: 'private',
      default_projects_limit: 100000,
      signup_enabled: true,
      password_authentication_enabled_for_web: true,
      password_authentication_enabled_for_git: true,
      webide_enabled: false,
      diagram_enabled: false,
      domain_whitelist: null,
      restricted_visibility_levels: null,
      rsa_key_restriction: 0,
      dsa_key_restriction: 0,
      ecdsa_key_restriction: 0,
      ed25519_key_restriction: 0,
      allow_local_requests_from_hooks_and_services: false,
    });
    expect(response.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Object.keys(response.body)).toHaveLength(93);
  });

  test('anonymous callers get 401 and non-administrators 403, on both operations', async () => {
    const alice = await api.createUser('alice');
    for (const method of ['GET', 'PUT']) {
      // Prism answers unauthenticated calls of secured operations itself, so this one goes to the server directly.
      const anonymous = await api.request(method, '/application/settings', { direct: true, ...(method === 'PUT' ? { json: { signup_enabled: false } } : {}) });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: '401 Unauthorized' });
      const user = await api.request(method, '/application/settings', { token: alice.token, ...(method === 'PUT' ? { json: { signup_enabled: false } } : {}) });
      expect(user.status).toBe(403);
      expect(user.body).toEqual({ message: '403 Forbidden' });
    }
    const settings = await api.request('GET', '/application/settings', { token: adminToken });
    expect(settings.body.signup_enabled).toBe(true);
  });

  test('parameters are accepted as JSON, as a form and in the query string', async () => {
    const json = await api.request('PUT', '/application/settings', { token: adminToken, json: { signup_enabled: false, restricted_visibility_levels: ['public'] } });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ signup_enabled: false, restricted_visibility_levels: ['public'] });

    const form = await api.request('PUT', '/application/settings', { token: adminToken, form: { max_attachment_size: '25', 'import_sources[]': 'git' } });
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ max_attachment_size: 25, import_sources: ['git'], signup_enabled: false });

    const query = await api.request('PUT', '/application/settings', {
      token: adminToken,
      query: { signup_enabled: 'true', 'restricted_visibility_levels[]': ['internal', 'private'], enabled_git_access_protocol: 'ssh' },
    });
    expect(query.status).toBe(200);
    expect(query.body).toMatchObject({ signup_enabled: true, restricted_visibility_levels: ['internal', 'private'], enabled_git_access_protocol: 'ssh' });
    expect(query.body.updated_at >= json.body.updated_at).toBe(true);

    const both = await api.request('PUT', '/application/settings', { token: adminToken, query: { enabled_git_access_protocol: 'nil' } });
    expect(both.body.enabled_git_access_protocol).toBeNull();
  });

  test('read-only and unknown names are ignored', async () => {
    const response = await api.request('PUT', '/application/settings', { token: adminToken, json: { id: 7, created_at: '2000-01-01T00:00:00.000Z', no_such_setting: 1, sign_in_text: 'Welcome' } });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(1);
    expect(response.body.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(response.body).not.toHaveProperty('no_such_setting');
    expect(response.body.sign_in_text).toBe('Welcome');
  });

  const requiredWhenEnabled: [string, Record<string, unknown>, string[]][] = [
    ['metrics_enabled', { metrics_host: '', metrics_method_call_threshold: null, metrics_packet_size: null, metrics_pool_size: null, metrics_sample_interval: null, metrics_timeout: null },
      ['metrics_host', 'metrics_method_call_threshold', 'metrics_packet_size', 'metrics_pool_size', 'metrics_sample_interval', 'metrics_timeout']],
    ['captcha_enabled', {}, ['captcha_private_key', 'captcha_site_key']],
    ['errtrack_enabled', {}, ['errtrack_dsn']],
    ['clientside_errtrack_enabled', {}, ['clientside_errtrack_dsn']],
    ['webide_enabled', {}, ['webide_url']],
    ['diagram_enabled', {}, ['diagram_url']],
    ['domain_blacklist_enabled', {}, ['domain_blacklist']],
    ['unique_ips_limit_enabled', { unique_ips_limit_per_user: null, unique_ips_limit_time_window: null }, ['unique_ips_limit_per_user', 'unique_ips_limit_time_window']],
    ['jobqueue_throttling_enabled', {}, ['jobqueue_throttling_factor', 'jobqueue_throttling_queues']],
  ];

  for (const [switchName, blanks, required] of requiredWhenEnabled) {
    test(`${required.join(', ')} required with ${switchName}: in the same request, and not blank; nothing stored when refused`, async () => {
      const alone = await api.request('PUT', '/application/settings', { token: adminToken, json: { [switchName]: true, sign_in_text: 'changed' } });
      expect(alone.status).toBe(400);
      const missing = `${required.join(', ')} ${required.length === 1 ? 'is' : 'are'} missing`;
      expect(alone.body).toEqual({ error: missing, message: missing });
      const inQuery = await api.request('PUT', `/application/settings?${switchName}=true`, { token: adminToken });
      expect(inQuery.body).toEqual({ error: missing, message: missing });
      if (Object.keys(blanks).length > 0) {
        const refused = await api.request('PUT', '/application/settings', { token: adminToken, json: { [switchName]: true, ...blanks, sign_in_text: 'changed' } });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ message: Object.fromEntries(required.map((name) => [name, ["can't be blank"]])) });
      }
      const unchanged = await api.request('GET', '/application/settings', { token: adminToken });
      expect(unchanged.body[switchName]).toBe(false);
      expect(unchanged.body.sign_in_text).toBeNull();
    });
  }

  test('decimal settings are sent as strings, as the real service serialises decimals; numbers and strings accepted', async () => {
    const initial = await api.request('GET', '/application/settings', { token: adminToken });
    expect(initial.body.polling_interval_multiplier).toBe('1.0');
    for (const [given, read] of [[1.5, '1.5'], ['2', '2.0'], [0, '0.0'], ['0.25', '0.25']] as const) {
      const response = await api.request('PUT', '/application/settings', { token: adminToken, json: { polling_interval_multiplier: given } });
      expect(response.status, response.text).toBe(200);
      expect(response.body.polling_interval_multiplier).toBe(read);
    }
    const form = await api.request('PUT', '/application/settings', { token: adminToken, form: { polling_interval_multiplier: '3' } });
    expect(form.body.polling_interval_multiplier).toBe('3.0');
    const factor = await api.request('PUT', '/application/settings', { token: adminToken, json: { jobqueue_throttling_enabled: true, jobqueue_throttling_factor: '0.25', jobqueue_throttling_queues: ['mailers'] } });
    expect(factor.status, factor.text).toBe(200);
    expect(factor.body.jobqueue_throttling_factor).toBe('0.25');
    for (const value of ['1.5', 'abc', -1]) {
      const refused = await api.request('PUT', '/application/settings', { token: adminToken, json: { polling_interval_multiplier: value, jobqueue_throttling_factor: '1.5' } });
      expect(refused.status).toBe(400);
      expect(refused.body.message.jobqueue_throttling_factor).toEqual(['is invalid']);
    }
    const reread = await api.request('GET', '/application/settings', { token: adminToken });
    expect(reread.body).toMatchObject({ polling_interval_multiplier: '3.0', jobqueue_throttling_factor: '0.25' });
  });

  test('a required setting given alongside its switch is accepted', async () => {
    const response = await api.request('PUT', '/application/settings', {
      token: adminToken,
      json: { jobqueue_throttling_enabled: true, jobqueue_throttling_factor: 0.5, jobqueue_throttling_queues: ['mailers'], webide_enabled: true, webide_url: 'https://ide.example.net' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ jobqueue_throttling_enabled: true, jobqueue_throttling_factor: '0.5', webide_url: 'https://ide.example.net' });
    const cleared = await api.request('PUT', '/application/settings', { token: adminToken, json: { webide_url: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.body).toEqual({ message: { webide_url: ["can't be blank"] } });
  });

  test('enumerations, ranges and types are refused with the model-validation body', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ default_project_visibility: 'secret' }, { default_project_visibility: ['is not included in the list'] }],
      [{ enabled_git_access_protocol: 'ftp' }, { enabled_git_access_protocol: ['is not included in the list'] }],
      [{ import_sources: ['git', 'svn'] }, { import_sources: ['is not included in the list'] }],
      [{ restricted_visibility_levels: ['hidden'] }, { restricted_visibility_levels: ['is not included in the list'] }],
      [{ jobqueue_throttling_factor: 0 }, { jobqueue_throttling_factor: ['must be greater than 0'] }],
      [{ jobqueue_throttling_factor: 1 }, { jobqueue_throttling_factor: ['must be less than 1'] }],
      [{ default_branch_protection: 3 }, { default_branch_protection: ['is not included in the list'] }],
      [{ rsa_key_restriction: 1000 }, { rsa_key_restriction: ['is not included in the list'] }],
      [{ ed25519_key_restriction: 512 }, { ed25519_key_restriction: ['is not included in the list'] }],
      [{ max_attachment_size: -1 }, { max_attachment_size: ['must be greater than or equal to 0'] }],
      [{ session_expire_delay: -5 }, { session_expire_delay: ['must be greater than or equal to 0'] }],
      [{ default_projects_limit: 'lots' }, { default_projects_limit: ['is not a number'] }],
      [{ signup_enabled: 'perhaps' }, { signup_enabled: ['is invalid'] }],
      [{ repository_storages: ['default', 'fast', 'slow'] }, { repository_storages: ["can't include: fast, slow"] }],
    ];
    for (const [change, message] of cases) {
      const response = await api.request('PUT', '/application/settings', { token: adminToken, json: { ...change, sign_in_text: 'changed' } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body, JSON.stringify(change)).toEqual({ message });
    }
    const unchanged = await api.request('GET', '/application/settings', { token: adminToken });
    expect(unchanged.body.sign_in_text).toBeNull();
    expect(unchanged.body.default_project_visibility).toBe('private');
  });

  test('concurrent updates of different settings never lose one', async () => {
    const changes = [
      { max_attachment_size: 11 }, { max_artifacts_size: 12 }, { max_pages_size: 13 }, { session_expire_delay: 14 },
      { terminal_max_session_time: 15 }, { two_factor_grace_period: 16 }, { container_registry_token_expire_delay: 17 },
      { housekeeping_gc_period: 18 }, { housekeeping_full_repack_period: 19 }, { housekeeping_incremental_repack_period: 20 },
      { sign_in_text: 'a' }, { shared_runners_text: 'b' }, { after_sign_up_text: 'c' }, { signup_enabled: false },
    ];
    const responses = await Promise.all(changes.map((json) => api.request('PUT', '/application/settings', { token: adminToken, json })));
    expect(responses.map((response) => response.status)).toEqual(changes.map(() => 200));
    const settings = await api.request('GET', '/application/settings', { token: adminToken });
    expect(settings.body).toMatchObject(Object.assign({}, ...changes));
  });
});
