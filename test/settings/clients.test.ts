// The typed client and the unmodified @gitbeaker/rest read and change the settings, through the Prism proxy.
import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { createClient, unwrap } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';

describeApi('settings through the clients', (api) => {
  test('the typed client reads and updates settings', async () => {
    const client = createClient({ baseUrl: api.url, token: adminToken });
    const settings = unwrap(await client.GET('/application/settings'));
    expect(settings.signup_enabled).toBe(true);
    const updated = unwrap(await client.PUT('/application/settings', { body: { signup_enabled: false, restricted_visibility_levels: ['public'] } }));
    expect(updated).toMatchObject({ signup_enabled: false, restricted_visibility_levels: ['public'] });
    const refused = await client.PUT('/application/settings', { body: { webide_enabled: true } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toEqual({ error: 'webide_url is missing', message: 'webide_url is missing' });
    const blank = await client.PUT('/application/settings', { body: { webide_enabled: true, webide_url: null } });
    expect(blank.error).toEqual({ message: { webide_url: ["can't be blank"] } });
  });

  test('@gitbeaker/rest reads and updates settings', async () => {
    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    const settings = await gitlab.ApplicationSettings.show();
    expect(settings.default_projects_limit).toBe(100000);
    const updated = await gitlab.ApplicationSettings.edit({ defaultProjectsLimit: 5, signupEnabled: false });
    expect(updated).toMatchObject({ default_projects_limit: 5, signup_enabled: false });
    expect((await gitlab.ApplicationSettings.show()).default_projects_limit).toBe(5);
  });
});
