// Cross-site request forgery protection of the web forms, as the real service names it: every form carries an
// `authenticity_token` that must equal the one in the browser's `_csrf_token` cookie. Another site can make a
// browser post a form but can read neither the cookie nor the page, so it cannot supply the token. The cookie is
// set with the first form and kept, so that several open forms stay valid. Token-authenticated API requests are
// not forms and are not concerned.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';

const cookieName = '_csrf_token';
const wellFormed = /^[A-Za-z0-9_-]{43}$/;

const cookieToken = (request: Request): string | undefined => {
  const token = parseCookies(request.get('cookie') ?? '')[cookieName];
  return token !== undefined && wellFormed.test(token) ? token : undefined;
};

/** The hidden field for a form of this page; sets the cookie when the browser has none yet. */
export function authenticityField(request: Request, response: Response): string {
  let token = cookieToken(request);
  if (!token) {
    token = randomBytes(32).toString('base64url');
    response.cookie(cookieName, token, { httpOnly: true, sameSite: 'lax', path: '/users', secure: request.secure });
  }
  return `<input type="hidden" name="authenticity_token" value="${token}">`;
}

/** Whether the posted form's token is the browser's; a post without it changes nothing. */
export function validAuthenticityToken(request: Request): boolean {
  const expected = cookieToken(request);
  const given: unknown = request.body?.authenticity_token;
  if (!expected || typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export const invalidAuthenticityNotice = 'Your form has expired or was sent from another site. Please try again.';
