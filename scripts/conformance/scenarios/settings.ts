// Application settings: read them; an administrator's token also writes back two of the values just read (nothing
// changes) and is refused a malformed update, which changes nothing either.
import { StepFailure, type Scenario } from '../scenario.js';

export const settingsScenario: Scenario = {
  area: 'settings',
  async run({ client, anonymous, admin, expect, skip }) {
    await expect(anonymous.GET('/application/settings'), 401);
    if (!admin) {
      await expect(client.GET('/application/settings'), 403);
      skip('PUT /application/settings', 'needs an administrator\'s token');
      return;
    }
    const settings = await expect(client.GET('/application/settings'), 200);
    const unchanged = { signup_enabled: settings.signup_enabled, default_projects_limit: settings.default_projects_limit };
    const written = await expect(client.PUT('/application/settings', { body: unchanged }), 200);
    if (written.signup_enabled !== settings.signup_enabled || written.default_projects_limit !== settings.default_projects_limit) {
      throw new StepFailure('writing back the values just read changed them');
    }
    await expect(client.PUT('/application/settings', { body: { default_projects_limit: 'many' as never } }), 400);
  },
};
