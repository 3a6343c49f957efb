// Helpers for the endpoints outside `/api/v4` (the OAuth token endpoint and the web sign-in). They are not
// operations of the spec, so Prism cannot proxy them: they go to the server itself.
import type { ApiContext } from '../support/context.js';

export interface OAuthResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** `POST /oauth/token` with a form body. */
export async function oauthToken(api: ApiContext, form: Record<string, string>): Promise<OAuthResponse> {
  const response = await fetch(`${api.rootUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** An OAuth access token for the user, by the password grant. */
export async function oauthAccessToken(api: ApiContext, username: string, password: string, scope?: string): Promise<string> {
  const response = await oauthToken(api, { grant_type: 'password', username, password, ...(scope ? { scope } : {}) });
  if (response.status !== 200) throw new Error(`OAuth password grant for ${username}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.access_token as string;
}

export interface SignInResponse {
  status: number;
  headers: Headers;
  text: string;
  /** `_service_session=<value>`, ready for a `Cookie` header, when the response set the session cookie. */
  cookie?: string;
  /** The whole `Set-Cookie` line of the session cookie. */
  setCookie?: string;
}

/** What a browser keeps from a form page: the `authenticity_token` it holds and the cookie that goes with it. */
export interface FormAuthenticity {
  token: string;
  cookie: string;
}

/** Opens the form page (`/users/sign_in`, `/users/sign_up`) as a browser would, for the token of its POST; undefined when the page shows no form. */
export async function formAuthenticity(api: ApiContext, path: string): Promise<FormAuthenticity | undefined> {
  const page = await fetch(`${api.rootUrl}${path}`);
  const html = await page.text();
  const token = /name="authenticity_token" value="([^"]+)"/.exec(html)?.[1];
  const cookie = page.headers.getSetCookie().find((line) => line.startsWith('_csrf_token='))?.split(';')[0];
  return token && cookie ? { token, cookie } : undefined;
}

/** POSTs a web form with the token and cookie of its page, as a browser submitting it would. */
export async function postWebForm(api: ApiContext, path: string, fields: Record<string, string>): Promise<Response> {
  const authenticity = await formAuthenticity(api, path);
  return fetch(`${api.rootUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(authenticity ? { Cookie: authenticity.cookie } : {}) },
    body: new URLSearchParams({ ...(authenticity ? { authenticity_token: authenticity.token } : {}), ...fields }).toString(),
    redirect: 'manual',
  });
}

/** `POST /users/sign_in` with the web form's fields. */
export async function signIn(api: ApiContext, login: string, password: string): Promise<SignInResponse> {
  const response = await postWebForm(api, '/users/sign_in', { 'user[login]': login, 'user[password]': password });
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('_service_session='));
  return {
    status: response.status,
    headers: response.headers,
    text: await response.text(),
    ...(setCookie ? { setCookie, cookie: setCookie.split(';')[0] } : {}),
  };
}

/** The session cookie of a successful sign-in. */
export async function sessionCookieFor(api: ApiContext, login: string, password: string): Promise<string> {
  const response = await signIn(api, login, password);
  if (response.status !== 302 || !response.cookie) throw new Error(`signing in ${login}: ${response.status} ${response.text}`);
  return response.cookie;
}

export const unauthorizedBody = { message: '401 Unauthorized' };
export const forbiddenBody = { message: '403 Forbidden' };
export const scopeDescription = 'The request requires higher privileges than provided by the access token.';

/** The ISO date `days` from today (UTC); negative for the past. */
export const isoDate = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
