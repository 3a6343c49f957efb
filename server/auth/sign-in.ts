// The web sign-in: a small form whose POST starts a session and sets the `_service_session` cookie that the
// API honours. The API itself cannot create a session. The application settings decide whether passwords may be
// used (`password_authentication_enabled_for_web`) and whether the page offers registration (`signup_enabled`).
import { clock } from '../database/clock.js';
import express, { Router, type Request, type Response } from 'express';
import type { Database } from '../database/schema.js';
import type { Services } from '../services.js';
import { readSettings, type ApplicationSettings } from '../settings/store.js';
import { authenticityField, invalidAuthenticityNotice, validAuthenticityToken } from './authenticity-token.js';
import { userWithPassword } from './credentials.js';
import { throttle } from './throttle.js';
import { escapeHtml, sendPage } from './web-page.js';
import { sessionCookie, startSession } from './web-sessions.js';

const signInForm = (authenticity: string) => `<form method="post" action="/users/sign_in">
${authenticity}
<label>Username or e-mail address <input name="user[login]" autocomplete="username" required></label>
<label>Password <input type="password" name="user[password]" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>`;

function signInPage(request: Request, response: Response, status: number, settings: ApplicationSettings, notices: string[] = []): void {
  const passwords = settings.password_authentication_enabled_for_web;
  const body = [
    settings.sign_in_text ? `<p>${escapeHtml(settings.sign_in_text)}</p>` : '',
    passwords ? signInForm(authenticityField(request, response)) : '<p>Signing in with a password is disabled on this instance.</p>',
    settings.signup_enabled ? '<p><a href="/users/sign_up">Register</a></p>' : '',
  ].filter(Boolean).join('\n');
  sendPage(response, status, 'Sign in', notices, body);
}

/** Starts a session for the user and answers with the cookie and a redirect to the start page. */
export async function signIn(db: Database, userId: number, request: Request, response: Response): Promise<void> {
  const secret = await startSession(db, userId);
  // As Devise tracks sign-ins: the previous current sign-in becomes the last one.
  const signedInAt = clock.now().toISOString();
  await db.updateTable('users').set((eb) => ({
    last_sign_in_at: eb.fn.coalesce('current_sign_in_at', eb.val(signedInAt)),
    last_sign_in_ip: eb.fn.coalesce('current_sign_in_ip', eb.val(request.ip ?? null)),
    current_sign_in_at: signedInAt,
    current_sign_in_ip: request.ip ?? null,
    sign_in_count: eb('sign_in_count', '+', 1),
  })).where('id', '=', userId).execute();
  response.cookie(sessionCookie, secret, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.secure });
  response.redirect(302, '/');
}

export function signInRouter({ db }: Services): Router {
  const router = Router();
  router.get('/sign_in', async (request, response) => signInPage(request, response, 200, await readSettings(db)));
  router.post('/sign_in', express.urlencoded({ extended: true }), throttle((request) => request.body?.user?.login), async (request, response) => {
    const settings = await readSettings(db);
    if (!settings.password_authentication_enabled_for_web) return signInPage(request, response, 403, settings);
    if (!validAuthenticityToken(request)) return signInPage(request, response, 422, settings, [invalidAuthenticityNotice]);
    const credentials = (request.body?.user ?? {}) as { login?: unknown; password?: unknown };
    const user = await userWithPassword(db, credentials.login, credentials.password);
    if (!user) return signInPage(request, response, 401, settings, ['Invalid login or password.']);
    await signIn(db, user.id, request, response);
  });
  return router;
}
