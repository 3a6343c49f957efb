// The spec as the server serves it: its templated server URL defaults to the scheme and host the request came to,
// so that a client or a documentation page reading it from the server calls that server.
import { get } from 'node:http';
import { expect, test } from 'vitest';
import { describeApi } from '../support/context.js';

describeApi('the served spec', (api) => {
  test('GET /api/v4/openapi.json: the server URL defaults to the request\'s scheme and host', async () => {
    const response = await api.request('GET', '/openapi.json', { direct: true });
    expect(response.status).toBe(200);
    const { host } = new URL(api.directUrl);
    expect(response.body.servers).toEqual([expect.objectContaining({
      url: '{scheme}://{host}/api/v4',
      variables: { scheme: { enum: ['http', 'https'], default: 'http' }, host: { default: host } },
    })]);
    expect(host).not.toBe('localhost:3000');
    expect(Object.keys(response.body.paths)).toContain('/projects');
  });

  test('a host header that is not a host name and port keeps the published default', async () => {
    // fetch sets Host itself, so this request is made with node:http.
    const body = await new Promise<string>((resolve, reject) => {
      get(`${api.directUrl}/openapi.json`, { headers: { host: 'evil.example.com/<script>' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        response.on('end', () => resolve(text));
      }).on('error', reject);
    });
    const served = JSON.parse(body) as { servers: { variables: { host: { default: string } } }[] };
    expect(served.servers[0]!.variables.host.default).toBe('localhost:3000');
  });
});
