// Which hook URLs are accepted: absolute http(s) URLs, and local ones only when an administrator allows them.
// The same rule is applied again at delivery time (the setting may change, and names may resolve differently).
import type { Database } from '../database/schema.js';
import { ApiError } from '../http/api-error.js';
import { assertPublicHost, LocalAddressRefused } from '../network/local-addresses.js';
import { readSettings } from '../settings/store.js';

/** The real service answers every URL problem with this one 422. */
const invalidUrl = () => new ApiError(422, { message: 'Invalid url given' });

export function parseHookUrl(text: string): URL | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return undefined;
  return url;
}

export async function localRequestsAllowed(db: Database): Promise<boolean> {
  return (await readSettings(db)).allow_local_requests_from_hooks_and_services === true;
}

export async function assertHookUrlAllowed(db: Database, text: string): Promise<void> {
  const url = parseHookUrl(text);
  if (!url) throw invalidUrl();
  if (await localRequestsAllowed(db)) return;
  try {
    await assertPublicHost(url);
  } catch (error) {
    if (error instanceof LocalAddressRefused) throw invalidUrl();
    throw error;
  }
}
