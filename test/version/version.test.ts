// GET /version reports the real service's release the server follows (clients gate features on it), configurable,
// with the server's own version alongside.
import { expect, test } from 'vitest';
import { toolkitVersion } from '../../server/version/routes.js';
import { adminToken, describeApi } from '../support/context.js';

describeApi('version', (api) => {
  test('the default release is 17.5.0; a configured one is reported instead; the toolkit version is alongside', async () => {
    const answer = await api.request('GET', '/version', { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ version: '17.5.0', revision: `toolkit-${toolkitVersion}`, toolkit_version: toolkitVersion });
    api.services.config.serviceRelease = '16.11.2';
    // A fresh answer: a repeated read of unchanged data may be replayed.
    const configured = await api.request('GET', '/version', { token: adminToken, headers: { 'Cache-Control': 'no-cache' } });
    expect(configured.body.version).toBe('16.11.2');
  });
});
