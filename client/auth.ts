// The credentials a client sends on every request, as headers (the spec's `personalAccessToken`/`impersonationToken`,
// `oauth2` security schemes and the `Sudo` header parameter).
import type { components } from '../generated/api.js';

export interface Credentials {
  /** A personal access or impersonation token, sent as `PRIVATE-TOKEN`. */
  token?: string;
  /** An OAuth 2.0 access token, sent as `Authorization: Bearer`. */
  oauthToken?: string;
  /** Act as this user (numeric id or username): the `Sudo` header. Needs an administrator's token with the `sudo` scope. */
  sudo?: components['parameters']['SudoHeader'];
}

export function authHeaders({ token, oauthToken, sudo }: Credentials): Record<string, string> {
  if (token !== undefined && oauthToken !== undefined) throw new TypeError('Give either token or oauthToken, not both');
  return {
    ...(token !== undefined && { 'PRIVATE-TOKEN': token }),
    ...(oauthToken !== undefined && { Authorization: `Bearer ${oauthToken}` }),
    ...(sudo !== undefined && { Sudo: sudo }),
  };
}
