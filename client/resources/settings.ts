// Application settings: read and change the instance's settings (administrators).
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { unwrap } from '../errors.js';
import type { BodyOf, DataOf } from '../operations.js';

export function settingsOf(client: Client<paths>) {
  return {
    /** `GET /application/settings`. */
    get: async (): Promise<DataOf<'/application/settings', 'get'>> => unwrap(await client.GET('/application/settings')),
    /** `PUT /application/settings`: changes the given settings only. */
    update: async (body: BodyOf<'/application/settings', 'put'>): Promise<DataOf<'/application/settings', 'put'>> => unwrap(await client.PUT('/application/settings', { body })),
  };
}
