// The web sign-in: a small form whose POST starts a session and sets the `_service_session` cookie that the
// API honours. The API itself cannot create a session.
import express, { Router, type Response } from 'express';
import type { Services } from '../services.js';
import { userWithPassword } from './credentials.js';
import { sessionCookie, startSession } from './web-sessions.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function signInPage(response: Response, status: number, notice = ''): void {
  response.status(status).type('html').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in</title></head>
<body>
<h1>Sign in</h1>
${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="/users/sign_in">
<label>Username or e-mail address <input name="user[login]" autocomplete="username" required></label>
<label>Password <input type="password" name="user[password]" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>
</body>
</html>
`);
}

export function signInRouter({ db }: Services): Router {
  const router = Router();
  router.get('/sign_in', (_request, response) => signInPage(response, 200));
  router.post('/sign_in', express.urlencoded({ extended: true }), async (request, response) => {
    const credentials = (request.body?.user ?? {}) as { login?: unknown; password?: unknown };
    const user = await userWithPassword(db, credentials.login, credentials.password);
    if (!user) return signInPage(response, 401, 'Invalid login or password.');
    const secret = await startSession(db, user.id);
    await db.updateTable('users').set({ last_sign_in_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    response.cookie(sessionCookie, secret, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.secure });
    response.redirect(302, '/');
  });
  return router;
}
